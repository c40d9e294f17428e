package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestClippedFormsAreTheirWord: "repo" is a repository, "docs" are
// documents, "info" is information, whichever form the tool writes.
func TestClippedFormsAreTheirWord(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "star_counter", Description: "Count the stars a source code repository has collected."},
		{Name: "sky_chart", Description: "Chart the stars visible in tonight's sky."},
		{Name: "sign_docs", Description: "Send docs out for an e-signature."},
		{Name: "send_invoice", Description: "Send an invoice to a client."},
		{Name: "vendor_information", Description: "Contact information and terms of a vendor."},
		{Name: "vendor_rating", Description: "Rate a vendor after a delivery."},
	}, Options{})
	tests := []struct{ query, best string }{
		{"how many stars does the kubernetes repo have", "star_counter"},
		{"send the documents to the client to sign", "sign_docs"},
		{"vendor info for Acme", "vendor_information"},
	}
	for _, tc := range tests {
		r := ix.Rank(tc.query)
		if len(r) < 2 || r[0].Tool != tc.best || r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", tc.query, r, tc.best)
		}
	}
}
