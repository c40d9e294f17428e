package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPhrasalVerbFindsItsPlainWord: a phrasal verb of the query ("bring
// in", "call off") finds the tools described in the plain word it stands
// for, and no longer the tools of its bare verb.
func TestPhrasalVerbFindsItsPlainWord(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "revenue_report", Description: "Revenue of a shop over a period, by department."},
		{Name: "visitor_report", Description: "Visitors a shop had over a period."},
		{Name: "cancel_meeting", Description: "Cancel a booked meeting and tell the attendees."},
		{Name: "call_attendee", Description: "Place a phone call to a meeting attendee."},
	}, Options{})
	tests := []struct{ query, best string }{
		{"How much did the downtown shops bring in last week?", "revenue_report"},
		{"Call off tomorrow's meeting with the auditors", "cancel_meeting"},
	}
	for _, tc := range tests {
		if s := ix.Select(tc.query); s.Best != tc.best {
			t.Errorf("Select(%q) = %+v, want %s", tc.query, s, tc.best)
		}
	}
}

// TestPhrasalGroupsKeepQueryTerms: each phrasal verb of phrasalGroups is
// written as the term a query's verb and particle make.
func TestPhrasalGroupsKeepQueryTerms(t *testing.T) {
	for _, pv := range []string{"bring in", "turn down", "call off", "put off", "push back", "hand in", "sign up", "look up", "fill in", "pick up", "clean up", "pay back", "hold up", "break down"} {
		var got []string
		for _, tm := range analyze(pv, nil) {
			if tm.kind == kindPhrasal {
				got = append(got, tm.text)
			}
		}
		if len(got) != 1 || len(related[got[0]]) == 0 || !slices.Contains(related[related[got[0]][0]], got[0]) {
			t.Errorf("%q: phrasal terms %q, related %q", pv, got, related[got[0]])
		}
	}
}

// TestPhrasalPlainWordsStayApart: the plain words of one phrasal verb
// are related to it, not to each other.
func TestPhrasalPlainWordsStayApart(t *testing.T) {
	if slices.Contains(related["clean"], "delet") || slices.Contains(related["earn"], "revenu") {
		t.Errorf("related[clean] = %q, related[earn] = %q: want neither delet nor revenu", related["clean"], related["earn"])
	}
	if !slices.Contains(related["clean"], "cleanup") || !slices.Contains(related["cleanup"], "delet") {
		t.Errorf("related[clean] = %q, related[cleanup] = %q: want cleanup and delet", related["clean"], related["cleanup"])
	}
}
