package embedded

import (
	"slices"
	"testing"
)

// TestConditionNegationForbidsNothing: a negation inside a request's
// condition (不够的话, 如果不满意) says when to act and forbids nothing; one
// after the condition, or in a clause of its own, still forbids its verb.
func TestConditionNegationForbidsNothing(t *testing.T) {
	for _, goal := range []string{
		"查一下打印纸还剩多少，不够的话给行政下单补货",
		"如果客人不满意，帮他换一间房",
		"要是明天还不退烧，就约个复诊",
	} {
		if got := negatedActions(goal); len(got) != 0 {
			t.Errorf("negatedActions(%q) = %q, want none", goal, got)
		}
	}
	for goal, want := range map[string]string{
		"如果超时了，不要重启，直接告警":  "重启",
		"如果还是不行就不要重启了，先告警": "重启",
		"不够的话也别下单，先告诉我":    "下单",
	} {
		if got := negatedActions(goal); !slices.Contains(got, want) {
			t.Errorf("negatedActions(%q) = %q, want %s among them", goal, got, want)
		}
	}
}
