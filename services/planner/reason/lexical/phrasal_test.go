package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestAnalyzePhrasalVerbs(t *testing.T) {
	checkTerms(t, []termCase{
		{"check_out_visitor", []string{"check", "checkout", "visitor"}},
		{"signOutMember", []string{"sign", "signout", "member"}},
		{"Log in a user", []string{"log", "login", "user"}},
		{"Roll back a release", []string{"roll", "rollback", "back", "releas"}},
		// A particle after any other word, or after punctuation, is a
		// preposition.
		{"visitors in the lobby", []string{"visitor", "lobbi"}},
		{"check, in order", []string{"check", "order"}},
		// A pronoun may stand between a verb and its particle; a noun,
		// or a second word, leaves the particle a preposition.
		{"check her in", []string{"check", "checkin"}},
		{"please set it up again", []string{"set", "setup"}},
		{"log them out", []string{"log", "logout"}},
		{"check the tables in prod", []string{"check", "tabl", "prod"}},
		{"check her bags in", []string{"check", "bag"}},
	})
}

// A phrasal verb split around its object pronoun names its own action,
// not the verb alone's: "check her in" asks for a check-in, not a check.
func TestSplitPhrasalVerbNamesItsAction(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "check_in_climber", Description: "Check a climber in at the gym desk and hand over the locker key."},
		{Name: "list_vehicle_checks", Description: "Check a vehicle's brakes and lights: the checks due, each check's type and result."},
	}, Options{})
	for _, q := range []string{"the climber at the desk has arrived, check her in", "check them in now"} {
		r := ix.Rank(q)
		if len(r) == 0 || r[0].Tool != "check_in_climber" || len(r) > 1 && r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want check_in_climber first, ahead", q, r)
		}
	}
}

func TestPhrasalVerbSeparatesOppositeTools(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "sign_in_member", Description: "Sign a member in at the gym entrance."},
		{Name: "sign_out_member", Description: "Sign a member out when they leave the gym."},
		{Name: "check_in_visitor", Description: "Check a visitor in at reception."},
		{Name: "check_out_visitor", Description: "Check a visitor out and collect the badge."},
	}, Options{})
	for q, want := range map[string]string{
		"sign out member 42":        "sign_out_member",
		"please sign in member 42":  "sign_in_member",
		"check out visitor Ana Lee": "check_out_visitor",
		"check in visitor Ana Lee":  "check_in_visitor",
		"访客要退房":                     "check_out_visitor",
	} {
		r := ix.Rank(q)
		if len(r) < 2 || r[0].Tool != want || r[0].Score <= r[1].Score {
			t.Errorf("Rank(%q) = %v, want %s first, ahead", q, r, want)
		}
	}
}

func TestGlossaryKeepsPhrasalVerbWhole(t *testing.T) {
	en := gloss.en["退房"]
	if !slices.Contains(en, "checkout") || slices.Contains(en, "check") {
		t.Errorf("退房 = %q, want checkout and not check", en)
	}
	if !GlossNames("访客退房", "check") {
		t.Error("退房 no longer names the verb check")
	}
}

// A participle with its particle names a state (a visit "checked in"), not
// the action: it is no phrasal verb's term.
func TestParticipleWithParticleIsAState(t *testing.T) {
	var got []string
	for _, tm := range analyze("status: booked, checked in, signed out", nil) {
		got = append(got, tm.text)
	}
	if want := []string{"status", "book", "check", "sign"}; !slices.Equal(got, want) {
		t.Errorf("analyze = %q, want %q", got, want)
	}
}
