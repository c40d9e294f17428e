package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestAnalyzeHyphenCompound(t *testing.T) {
	checkTerms(t, []termCase{
		{"last week's no-shows", []string{"last", "week", "noshow"}},
		{"send an e-mail", []string{"send", "email", "mail"}},
		{"my to-do list", []string{"todo", "list"}},
		// A part that is a word of its own says it all.
		{"read-write access", []string{"read", "write", "access"}},
		{"buy in-store", []string{"buy", "store"}},
		// A phrasal verb is one term already.
		{"check-in desk", []string{"check", "checkin", "desk"}},
		{"covid-19 cases", []string{"covid", "case"}},
	})
}

// TestAnalyzeParticleNoun: a word joined by a hyphen to a particle that
// ends it names one noun ("an add-on"), which lends its parts as no words
// of their own: a tool that removes add-ons is no tool to add. A phrasal
// verb's compound keeps the verb, and a compound that goes on past the
// particle is read as before.
func TestAnalyzeParticleNoun(t *testing.T) {
	checkTerms(t, []termCase{
		{"Unsubscribe a line from an add-on.", []string{"unsubscrib", "line", "addon"}},
		{"Add the add-on", []string{"add", "addon"}},
		{"a walk-in patient", []string{"walkin", "patient"}},
		{"a sign-up form", []string{"sign", "signup", "form"}},
		{"add-on-pack", []string{"add", "pack"}},
	})
}

// TestHyphenCompoundNamesTool: a compound whose parts the analyser drops
// on their own still finds the tool whose text writes it.
func TestHyphenCompoundNamesTool(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "list_site_bookings", Description: "Find bookings by guest and arrival day.", WhenToUse: "Lists of bookings: arrivals, no-shows, cancellations."},
		{Name: "attendance_report", Description: "Attendance of the week's classes.", WhenToUse: "How many students came last week."},
		{Name: "room_report", Description: "Rooms cleaned last week at a site."},
	}, Options{})
	q := "List last week's no-shows at the Bund site"
	r := ix.Rank(q)
	if len(r) < 2 || r[0].Tool != "list_site_bookings" || r[0].Score <= r[1].Score {
		t.Errorf("Rank(%q) = %v, want list_site_bookings first, ahead", q, r)
	}
}
