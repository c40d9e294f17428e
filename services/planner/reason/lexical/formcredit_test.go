package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// formCreditCatalog holds tools whose words share their first letters
// with words of other trades: "communal" with "communicate", "transport"
// with "transform".
func formCreditCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "shuttle_desk", Description: "Book transport between the airport and hotels."},
		{Name: "photo_lab", Description: "Print photos and scan old prints."},
		{Name: "garden_board", Description: "Notices of the communal gardens."},
		{Name: "tenant_inbox", Description: "Send a message to your tenants."},
		{Name: "tide_table", Description: "High and low tide times of a harbour."},
	}
}

// TestFormCreditBelowTheWord: a word that shares only its first letters
// with a tool's word is weak evidence — "communicate" is no form of
// "communal" — so that tool neither leads nor is chosen for it.
func TestFormCreditBelowTheWord(t *testing.T) {
	ix := NewIndex(formCreditCatalog(), Options{})
	q := "Help me communicate with my landlord."
	sel := ix.Select(q)
	if sel.Best == "garden_board" || len(sel.Scores) == 0 || sel.Scores[0].Tool == "garden_board" {
		t.Errorf("Select(%q) = %q %v, want garden_board neither chosen nor first", q, sel.Best, sel.Scores)
	}
}

// TestFormCreditKeepsTheWord: the tool that holds the word itself, or a
// form of it, is still chosen, and a false friend beside the word the
// request is about changes nothing.
func TestFormCreditKeepsTheWord(t *testing.T) {
	ix := NewIndex(formCreditCatalog(), Options{})
	for q, want := range map[string]string{
		"I need transport to the airport.":        "shuttle_desk",
		"Book transportation from the airport.":   "shuttle_desk",
		"Show the notices of the communal garden": "garden_board",
		"Transform my old photos into prints":     "photo_lab",
	} {
		if sel := ix.Select(q); sel.Best != want {
			t.Errorf("Select(%q).Best = %q, want %s (%v)", q, sel.Best, want, sel.Scores)
		}
	}
}
