package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestCatalogWords: a word a tool glosses in brackets counts in full in a
// query that writes it, even where the glossary would cut a character off
// it (班 "class" of 早班).
func TestCatalogWords(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "morning_roster", Description: "Who works the early shift (早班) of a store on a day."},
		{Name: "class_list", Description: "Pupils of a class (班级) with their teacher."},
		{Name: "store_hours", Description: "Opening hours of a store per weekday."},
	}, Options{})
	for _, q := range []string{"周五早班有几个人", "明天谁上早班"} {
		got := ix.Rank(q)
		if len(got) == 0 || got[0].Tool != "morning_roster" || got[0].Score < ix.Threshold() {
			t.Errorf("Rank(%q) = %v, want morning_roster first at %v or more", q, got, ix.Threshold())
		}
	}
}

// TestCatalogWordsBigrams: a word of the catalog keeps the bigrams inside
// it, and only where the query writes two characters of it or more.
func TestCatalogWordsBigrams(t *testing.T) {
	var cw catalogWords
	cw.addGlosses("Who works the early shift (早班) or the night shift (夜班, 晚/夜).")
	terms := func(q string) []string {
		var out []string
		for _, tm := range analyzeWith(q, nil, &gloss, &cw) {
			if tm.kind == kindHanBi {
				out = append(out, tm.text)
			}
		}
		return out
	}
	if got := terms("明天谁上早班"); !slices.Contains(got, "早班") {
		t.Errorf("terms(明天谁上早班) = %q, want 早班 among them", got)
	}
	if got := terms("周五夜班有几个人"); !slices.Contains(got, "夜班") {
		t.Errorf("terms(周五夜班有几个人) = %q, want 夜班 among them", got)
	}
	if got := terms("这个班级"); slices.Contains(got, "个班") {
		t.Errorf("terms(这个班级) = %q, want no 个班", got)
	}
}

// TestCatalogWordsParticle: a word the catalog glosses that opens with a
// particle's character (请 "please" of 请购单) keeps its first bigram,
// in the tools' text and in a query that writes its start.
func TestCatalogWordsParticle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "raise_requisition", Description: "Raise a purchase requisition (请购单) for office supplies."},
		{Name: "purchase_history", Description: "Past purchases (采购记录) of office supplies by month."},
	}
	checkSelects(t, cat, []selectCase{{"请购一批打印纸", "raise_requisition"}})
}
