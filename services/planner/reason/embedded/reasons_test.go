package embedded

import "testing"

// TestDecomposeStateClauseIsAReason: a clause after a request that only
// states how something is ("the receipts are missing", "the tap is
// leaking") says why the request is made: it is no need of its own.
func TestDecomposeStateClauseIsAReason(t *testing.T) {
	tests := []struct {
		goal  string
		needs int
	}{
		{"Reject refund claim RF-1234, the receipts are missing", 1},
		{"Open a repair job for 3-2-0501, the kitchen tap has been leaking since Monday", 1},
		{"Reject refund claim RF-1234, the receipts don't match the order", 1},
		{"Turn down permit request PR-77, the drawings do not meet the code", 1},
		{"Reject refund claim RF-1234, then list the open claims", 2},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			needs, _ := decompose(tc.goal)
			if len(needs) != tc.needs {
				t.Errorf("%d needs %+v, want %d", len(needs), needs, tc.needs)
			}
		})
	}
}
