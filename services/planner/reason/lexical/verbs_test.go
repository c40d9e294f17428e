package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestActionVerbsFindTheirSynonyms: a request's verb credits the tool
// described with another verb of the same action, and no other.
func TestActionVerbsFindTheirSynonyms(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "zv_invoice_get", Description: "Retrieve an invoice by its number."},
		{Name: "zv_invoice_mail", Description: "Email an invoice to a customer."},
		{Name: "zv_invoice_audit", Description: "Verify an invoice against the order it bills."},
		{Name: "zv_photo_fix", Description: "Improve the lighting and colours of a photo."},
		{Name: "zv_photo_share", Description: "Share a photo album with friends."},
		{Name: "zv_seat_keep", Description: "Confirm a pending seat hold so the seat is kept."},
		{Name: "zv_seat_view", Description: "Show a seat hold with its row and time."},
	}, Options{})
	tests := []leaderCase{
		{"fetch invoice 4411", "zv_invoice_get"},
		{"please check this invoice", "zv_invoice_audit"},
		{"enhance my photo", "zv_photo_fix"},
		// must leave alone: a verb of another action, or none.
		{"email the invoice to the buyer", "zv_invoice_mail"},
		{"share my photo", "zv_photo_share"},
		{"verify seat hold 77", "zv_seat_view"},
	}
	checkLeaders(t, ix, tests)
}

// TestActionGroupsStayApart: verbs of two actions are not each other's.
func TestActionGroupsStayApart(t *testing.T) {
	for _, pair := range [][2]string{{"fetch", "verify"}, {"enhance", "explain"}, {"organize", "monitor"}, {"choose", "build"}, {"verify", "confirm"}, {"check", "confirm"}} {
		a, b := stemWord(pair[0]), stemWord(pair[1])
		for _, r := range related[a] {
			if r == b {
				t.Errorf("related[%q] holds %q", a, b)
			}
		}
	}
}
