package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestAskingWordsLengthenTheQueryOnly: 几, 哪 and 谁 ask, so a question
// is suitable to the tool that serves its statement; they still lengthen
// it, and inside a glossary word (几号 the date) they keep their weight.
func TestAskingWordsLengthenTheQueryOnly(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zq_towed", Description: "Vehicles towed to the impound lot, by day."},
		{Name: "zq_fines", Description: "Parking fines issued to a plate."},
		{Name: "zq_rota", Description: "Staff on duty at a site."},
		{Name: "zq_delivery", Description: "Delivery date of an order."},
		{Name: "zq_order", Description: "Order lines and their items."},
	}, Options{})
	for _, tc := range []struct{ query, best string }{
		{"今天一共拖走了几辆车？", "zq_towed"},
		{"这周末哪几位员工值班", "zq_rota"},
		// must leave alone: 几号 asks for a date.
		{"订单几号送到", "zq_delivery"},
	} {
		sel := ix.Select(tc.query)
		if sel.Best != tc.best {
			t.Errorf("Select(%q).Best = %q, want %s (scores %v, threshold %.3f)", tc.query, sel.Best, tc.best, sel.Scores, sel.Threshold)
		}
	}
	// The question covers what its statement does, and is as long as it
	// reads: its words still count.
	asked, askedLen := ix.rankQuery(Query{Text: "谁值班"})
	stated, statedLen := ix.rankQuery(Query{Text: "值班"})
	if len(asked) == 0 || len(stated) == 0 || asked[0] != stated[0] {
		t.Errorf("Rank(谁值班) = %v, want as Rank(值班) = %v", asked, stated)
	}
	if askedLen <= statedLen {
		t.Errorf("length of 谁值班 = %.2f, of 值班 = %.2f: want the question longer", askedLen, statedLen)
	}
}
