package embedded

import "testing"

// TestAsksChangeAfterReason: an English request to set or move something
// to a value asks for the change though a clause of why opens the need
// ("Because of the storm, move …"); a clause that only tells of a move
// asks none, nor does a verb with no object before "to" ("the tasks, set
// to high priority").
func TestAsksChangeAfterReason(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Because of the storm, move route RX-4's pickup from May 3 to May 4.", true},
		{"Due to the outage; set the fee of lane L-2 to 40", true},
		{"Move route RX-4's pickup to May 4", true},
		// must leave alone
		{"Because of the storm, list the pickups moved to May 4", false},
		{"Because of the storm, which pickups of route RX-4 go to May 4?", false},
		{"For PJ-101, list the tasks, set to high priority", false},
	} {
		if got := asksChange(tc.text); got != tc.want {
			t.Errorf("%q: asksChange %v, want %v", tc.text, got, tc.want)
		}
	}
}
