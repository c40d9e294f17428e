package embedded

import "testing"

// TestAskedInPoliteLastClause: a goal whose last clause asks for an
// action as a question ("…, could you update it?") asks no question of
// the statements joined before it. A goal that ends asking to be shown
// or told something, or with a plain question, still asks.
func TestAskedInPoliteLastClause(t *testing.T) {
	tests := []struct {
		text, goal string
		asked      bool
	}{
		{"Resident CZ-1 moved, New phone is 13661287705, could you update it",
			"Resident CZ-1 moved. New phone is 13661287705, could you update it?", false},
		{"ORD-1 arrived damaged, the box was wet, would you refund it",
			"ORD-1 arrived damaged. The box was wet, would you refund it?", false},
		// Leave alone.
		{"Resident CZ-1 moved, New phone is 13661287705, could you tell me the old one",
			"Resident CZ-1 moved. New phone is 13661287705, could you tell me the old one?", true},
		{"Resident CZ-1 moved, is the phone on file still 13661287705",
			"Resident CZ-1 moved. Is the phone on file still 13661287705?", true},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := askedIn(tc.text, tc.goal); got != tc.asked {
				t.Errorf("askedIn = %v, want %v", got, tc.asked)
			}
		})
	}
}
