package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestDerivedWordsShareTheirRoot: tourism is about tours, a caller is on
// a call, dietary needs are about diet, however short the root.
func TestDerivedWordsShareTheirRoot(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "tour_stats", Description: "Visitor numbers of tours by city."},
		{Name: "sales_numbers", Description: "Sales numbers by month."},
		{Name: "call_lookup", Description: "Look up who is on a call."},
		{Name: "person_lookup", Description: "Look up a person by name."},
		{Name: "diet_coach", Description: "Advice on a diet."},
		{Name: "travel_advice", Description: "Advice for a trip."},
	}, Options{})
	tests := []struct{ query, best string }{
		{"tourism numbers", "tour_stats"},
		{"look up the caller", "call_lookup"},
		{"dietary advice", "diet_coach"},
	}
	for _, tc := range tests {
		r := ix.Rank(tc.query)
		if len(r) < 2 || r[0].Tool != tc.best || r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", tc.query, r, tc.best)
		}
	}
}

// TestRootOf: one derivational suffix off, a doubled consonant undone,
// and no root shorter than four letters.
func TestRootOf(t *testing.T) {
	for in, want := range map[string]string{
		"rental": "rent", "dietari": "diet", "scanner": "scan", "tourism": "tour",
		"topic": "", "artist": "", "rent": "", "caller": "call",
	} {
		if got := rootOf(in); got != want {
			t.Errorf("rootOf(%q) = %q, want %q", in, got, want)
		}
	}
}
