package embedded

import "testing"

// TestDecomposeWhatAResultMayHold: a clause that says what a result may
// or can hold ("The details may include the date and the amount") tells
// what the need before it returns: it is no need of its own, nor a list
// of them.
func TestDecomposeWhatAResultMayHold(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"Open the order history and click on the order to view more details. The details shown may include the date and time of the order, the amount, and any notes attached to it.", 1},
		{"Look up the parcel PK-7. The record can include the sender, the weight and the route.", 1},
		// must leave alone
		{"Generate the weekly report, including sales, refunds and returns", 2},
		{"Look up the parcel PK-7. The summary should include the sender and the route.", 4},
	} {
		wantNeedCount(t, tc.goal, tc.want)
	}
}
