package embedded

import "testing"

func TestBareChineseConditionWaitsOnTheStepBefore(t *testing.T) {
	tests := []struct{ goal, query string }{
		{"查一下订单 PO-1 的状态，没问题就给他发货", "给他发货"},
		{"看看明天有没有空车，有空车就订下来", "订下来"},
		// 的话 alone closes the condition too.
		{"查一下订单 PO-1 的状态，没问题的话给他发货", "给他发货"},
		{"看看还有没有库存，不够的话补货50件", "补货50件"},
	}
	for _, tc := range tests {
		needs, _ := decompose(tc.goal)
		if len(needs) != 2 {
			t.Fatalf("decompose(%q) = %+v, want 2 needs", tc.goal, needs)
		}
		if !needs[1].afterPrev || needs[1].query != tc.query {
			t.Errorf("decompose(%q) second need = %+v, want after the first, query %q", tc.goal, needs[1], tc.query)
		}
		if got := conditionOf(needs[1].text); got == "" {
			t.Errorf("conditionOf(%q) is empty", needs[1].text)
		}
	}
	// 就 that opens a word of its own is no condition.
	needs, _ := decompose("查一下病人 P-7 的档案，有就诊记录吗")
	if len(needs) == 2 && needs[1].afterPrev {
		t.Errorf("有就诊记录 read as a condition: %+v", needs[1])
	}
}

// TestShortConditionKeepsItsAction: "if it does" cut short to its subject
// and auxiliary is the condition; what follows it without a comma is the
// action, which waits on the step before.
func TestShortConditionKeepsItsAction(t *testing.T) {
	needs, _ := decompose("Check whether the north club has a clay court free tonight, and if it does book it for Mr. Lee")
	if len(needs) != 2 {
		t.Fatalf("needs = %+v, want 2", needs)
	}
	if n := needs[1]; !n.afterPrev || n.query != "book it for Mr. Lee" {
		t.Errorf("second need = %+v, want after the first, query %q", n, "book it for Mr. Lee")
	}
	if got := conditionOf(needs[1].text); got != "it does" {
		t.Errorf("conditionOf(%q) = %q, want %q", needs[1].text, got, "it does")
	}
	// A negated auxiliary takes the condition's own verb: no action here.
	if got := actionOf("if it does not exist create it"); got != "if it does not exist create it" {
		t.Errorf("actionOf(negated) = %q", got)
	}
}
