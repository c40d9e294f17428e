package embedded

import (
	"slices"
	"testing"
)

func TestAspectFormsNameDescribedStates(t *testing.T) {
	enum := []any{"fresh", "sent_out", "finished"}
	desc := "fresh (未派单), sent_out (已派单), finished (已处理)."
	for _, c := range []struct {
		goal string
		want []string
	}{
		{"这个月还没派单的工单都列出来", []string{"fresh"}},
		{"本周已经处理完的报修单有哪些", []string{"finished"}},
		{"已经派单的工单有哪些", []string{"sent_out"}},
		// leave alone: no state said at all, nor the opposite of one.
		{"这个月的工单都列出来", nil},
		{"把工单派单给张三", nil},
	} {
		if got := enumBySynonym(enum, "status", desc, c.goal); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.goal, got, c.want)
		}
	}
	waiting := []any{"queued", "under_review", "passed"}
	wdesc := "queued (待审核), under_review (审核中), passed (已通过)"
	for _, c := range []struct {
		goal string
		want []string
	}{
		{"还有多少单在等审核", []string{"queued"}},
		{"哪些单子还在审核", []string{"under_review"}},
		{"审核一下这张单", nil},
	} {
		if got := enumBySynonym(waiting, "status", wdesc, c.goal); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.goal, got, c.want)
		}
	}
}

// TestFillArgsColonClauseBracket names an enum value by the Chinese words
// in brackets at the end of the colon clause defining it.
func TestFillArgsColonClauseBracket(t *testing.T) {
	const rx = `{"type":"object","properties":{"status":{"type":"string","enum":["queued","checking","checked"],"description":"queued: arrived, not yet looked at; checking: waiting for the pharmacist (待核对); checked: passed (核对通过)."}}}`
	runFillCases(t, []fillCase{
		{"the bracket's word", "西溪店还有多少单子在等核对", rx, map[string]any{"status": "checking"}},
		{"another clause's word", "西溪店核对通过的单子有多少", rx, map[string]any{"status": "checked"}},
		{"no state said", "西溪店今天有多少单子", rx, map[string]any{}},
	})
}
