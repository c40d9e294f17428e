package embedded

import (
	"slices"
	"testing"
)

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
