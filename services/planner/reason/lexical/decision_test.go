package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestDecisionWordsAreRelated: declining or refusing a request is the
// rejection a tool writes, granting it the approval.
func TestDecisionWordsAreRelated(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "settle_refund_request", Description: "Record the manager's decision on a refund request: approved or rejected."},
		{Name: "refund_requests_by_state", Description: "List refund requests of a shop by status."},
		{Name: "file_refund_request", Description: "File a new refund request with its receipts."},
	}, Options{})
	for _, q := range []string{
		"Decline request RF-4410",
		"Refuse request RF-4410",
		"Grant request RF-4410",
	} {
		r := ix.Rank(q)
		if len(r) < 2 || r[0].Tool != "settle_refund_request" || r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want settle_refund_request first, ahead", q, r)
		}
	}
}
