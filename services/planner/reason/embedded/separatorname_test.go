package embedded

import (
	"testing"
)

// TestPlanToolNamedBySeparatorsOnly: "__" and "-." are valid tool names
// with no word in them; rules that read a name's first word (its verb)
// must not fail on them, in either language, read or write.
func TestPlanToolNamedBySeparatorsOnly(t *testing.T) {
	cat := catalog(t)
	names := []string{}
	for _, a := range []string{"_", ".", "-"} {
		names = append(names, a)
		for _, b := range []string{"_", ".", "-"} {
			names = append(names, a+b)
			for _, c := range []string{"_", ".", "-"} {
				names = append(names, a+b+c)
			}
		}
	}
	if len(cat) > len(names) {
		t.Fatalf("catalog of %d tools, %d separator names", len(cat), len(names))
	}
	for i := range cat {
		cat[i].Name = names[i]
	}
	e := newEngine(t)
	for _, goal := range []string{
		weeklyReport,
		"帮我提交一个申请，记一个事故，然后取消昨天的告警",
		"上周卖了300张票",
		"File a ticket for the outage, then log 3 incidents and restart the api if it is down",
		"Because of the holiday, move the standup to Friday",
	} {
		if _, p := planOver(t, e, goal, cat); p == nil {
			t.Errorf("%q: no plan", goal)
		}
	}
}
