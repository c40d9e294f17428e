package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestDeniedStateIsNoEvidence: a state a description denies of the
// tool's object ("a parcel that has not been delivered yet") is a
// condition on the object, not what the tool does; a query about that
// state favours the tool that records it.
func TestDeniedStateIsNoEvidence(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "recall_parcel", Description: "Recall a parcel that has not been delivered yet; the sender is told."},
		{Name: "confirm_parcel", Description: "Record that a parcel was delivered, in full or in part, with a note."},
		{Name: "get_parcel", Description: "One parcel by number: sender, route and status."},
	}
	ix := NewIndex(cat, Options{})
	for _, q := range []string{"parcel delivered", "包裹已送达，帮我登记一下"} {
		scores := ix.Rank(q)
		var recall, confirm float64
		for _, s := range scores {
			switch s.Tool {
			case "recall_parcel":
				recall = s.Score
			case "confirm_parcel":
				confirm = s.Score
			}
		}
		if recall >= confirm {
			t.Errorf("%q: recall_parcel %.3f, confirm_parcel %.3f; want confirm_parcel ahead", q, recall, confirm)
		}
	}
}
