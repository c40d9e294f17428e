package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// packCatalog is a carrier's line tools: a line's usage and profile read
// back, and a data pack added to a line.
func packCatalog() []toolspec.Spec {
	line := `"line_no":{"type":"string","pattern":"^1[3-9][0-9]{9}$","description":"Mobile number."}`
	return []toolspec.Spec{
		{Name: "read_line_usage", Description: "Data, minutes and texts a mobile line used and has left this month (流量).", SideEffect: toolspec.Read, Parameters: objectSchema(line, `"line_no"`)},
		{Name: "attach_data_pack", Description: "Add a data pack (流量包) to a mobile line.", SideEffect: toolspec.Write,
			Parameters: objectSchema(line+`,"size_gb":{"type":"integer"}`, `"line_no"`)},
		{Name: "show_line", Description: "One mobile line's profile: holder, plan, add-on packs and status.", SideEffect: toolspec.Read, Parameters: objectSchema(line, `"line_no"`)},
	}
}

// TestDativeNegationForbidsTheVerb: 别给他加流量包 forbids 加, the verb
// after the one it would be done for, though the clause ends in its
// object; an A-not-A question (要不要给他加) forbids nothing.
func TestDativeNegationForbidsTheVerb(t *testing.T) {
	if got := negatedActions("13700001111 流量快用完了，这次别给他加流量包"); !slices.Contains(got, "加") {
		t.Errorf("negated actions = %q, want 加 among them", got)
	}
	if got := negatedActions("13700001111 流量快用完了，给他加个流量包"); len(got) != 0 {
		t.Errorf("asked: negated actions = %q, want none", got)
	}
	if got := negatedActions("13700001111 流量快用完了，要不要给他加流量包？"); len(got) != 0 {
		t.Errorf("A-not-A: negated actions = %q, want none", got)
	}
}

// TestWordEndingInBieForbidsNothing: the 别 of 分别 or 特别 closes a word,
// and the verb after 给他们 is asked for; 这次别给他加 still forbids 加.
func TestWordEndingInBieForbidsNothing(t *testing.T) {
	for _, goal := range []string{"查出这三条线路，分别给他们加 5GB 流量包", "13700001111 是老客户，特别给他加个流量包"} {
		if got := negatedActions(goal); len(got) != 0 {
			t.Errorf("negatedActions(%q) = %q, want none", goal, got)
		}
	}
	checkPlans(t, packCatalog(), []planCase{
		{"分别 before 给", "查一下 13700001111 和 13700002222 的流量还剩多少，不够的话分别给他们加个流量包", []string{"read_line_usage", "attach_data_pack"}},
	})
}

// TestNegatedConditionalActionIsNoNeed: a conditional clause whose action
// is forbidden (不够的话别给他加) is no need, as a clause opening with 别 is.
func TestNegatedConditionalActionIsNoNeed(t *testing.T) {
	checkPlans(t, packCatalog(), []planCase{
		{"condition, then a negated action", "查一下 13700001111 的流量还剩多少，不够的话别给他加流量包", []string{"read_line_usage"}},
		{"condition, then the action", "查一下 13700001111 的流量还剩多少，不够的话给他加个流量包", []string{"read_line_usage", "attach_data_pack"}},
	})
}
