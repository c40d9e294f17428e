package embedded

import "testing"

// TestPoliteRequestAsksForItsAction: a request for an action phrased as a
// question asks for the action; one to look something up still asks to
// be shown it.
func TestPoliteRequestAsksForItsAction(t *testing.T) {
	tests := []struct {
		goal string
		asks bool
	}{
		{"Would you mark M-10023 as absent for today?", false},
		{"Could you please cancel booking B-12?", false},
		{"Could you check whether M-10023 came in today?", true},
		{"Can you show me the open bookings?", true},
		{"Is booking B-12 still open?", true},
	}
	for _, tc := range tests {
		needs, _ := decompose(tc.goal)
		if len(needs) == 0 || needs[0].asks != tc.asks {
			t.Errorf("decompose(%q) = %+v, want asks %v", tc.goal, needs, tc.asks)
		}
	}
}
