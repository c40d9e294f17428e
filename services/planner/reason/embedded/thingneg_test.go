package embedded

import (
	"slices"
	"testing"
)

// TestThingNegationForbidsNothing: "won't" after a thing states what the
// thing did not do; after a person, or as a request, it still forbids.
func TestThingNegationForbidsNothing(t *testing.T) {
	for _, c := range []struct {
		goal string
		want []string
	}{
		{"Driver D-1 is stuck at bay 3 and the app won't start the charge. Kick it off remotely for him.", nil},
		{"This card reader will not print the receipt; resend it by mail", nil},
		{"It won't open the gate, please help", nil},
		// Must leave alone: a person's refusal or a request not to act.
		{"We won't cancel ORD-1234, just tell me where it is", []string{"cancel"}},
		{"I won't renew the lease this year, show me the terms", []string{"renew"}},
		{"Don't cancel ORD-1234, show me the order", []string{"cancel"}},
		{"Let's not cancel ORD-1234 for now", []string{"cancel"}},
	} {
		if got := negatedActions(c.goal); !slices.Equal(got, c.want) {
			t.Errorf("%q: negated %v, want %v", c.goal, got, c.want)
		}
	}
}
