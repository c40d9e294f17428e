package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestReportingVerbs(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"A guest called asking if anyone found a scarf", []string{"called"}},
		{"The client emailed to say the invoice is wrong", []string{"emailed"}},
		{"A tenant phoned about the heating", []string{"phoned"}},
		{"Call the client about the invoice", nil},
		{"Schedule a call for Monday", nil},
		{"Who called yesterday?", nil},
	}
	for _, tc := range tests {
		if got := reportingVerbs(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("reportingVerbs(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestReportingVerbWeighsLittle: "a visitor called asking whether a scarf
// was found" asks about lost property, not for a call.
func TestReportingVerbWeighsLittle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "search_lost_and_found", Description: "Search lost and found by words.", WhenToUse: "A visitor asks whether something was found."},
		{Name: "wake_call", Description: "Set a wake-up call for a room.", WhenToUse: "A visitor asks to be woken."},
	}
	ix := NewIndex(cat, Options{})
	q := "A visitor called asking whether a scarf was found"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "search_lost_and_found" {
		t.Errorf("Rank(%q) = %v, want search_lost_and_found first", q, got)
	}
	q = "call room 12 at six to wake the visitor"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "wake_call" {
		t.Errorf("Rank(%q) = %v, want wake_call first", q, got)
	}
}

func TestRequestFrames(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"As a user, my request is to hear the newest album", []string{"As a user", "my request is"}},
		{"The user is requesting the square root of 64", []string{"The user is requesting"}},
		{"Before a launch, users usually request tips on pricing", []string{"users usually request"}},
		// must leave alone: a user or a request that is what is asked.
		{"Reset the password of the user jdoe", nil},
		{"List the open requests of this user", nil},
	}
	for _, tc := range tests {
		if got := requestFrames(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("requestFrames(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestRequestFrameWeighsLittle: "as a user, my request is to hear an
// album" asks for music, not about users or their requests.
func TestRequestFrameWeighsLittle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "zq_tunes", Description: "Play an album or a song."},
		{Name: "zq_tickets", Description: "Answer user requests and track each user request."},
	}
	ix := NewIndex(cat, Options{})
	q := "As a user, my request is to hear the newest album"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_tunes" {
		t.Errorf("Rank(%q) = %v, want zq_tunes first", q, got)
	}
	q = "list the open user requests"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_tickets" {
		t.Errorf("Rank(%q) = %v, want zq_tickets first", q, got)
	}
}

func TestInterestFrames(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"I'm interested in old maps of the harbour", []string{"I'm interested in"}},
		{"We are really interested in a quote for tiles", []string{"We are really interested in"}},
		{"I'm curious about the ferry times", []string{"I'm curious about"}},
		{"I was wondering if the pool is open", []string{"I was wondering"}},
		// must leave alone: an interest that is what is asked.
		{"Show the interest earned on my savings", nil},
		{"Which readers are interested in poetry?", nil},
		{"List the seven wonders of the world", nil},
	}
	for _, tc := range tests {
		if got := requestFrames(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("requestFrames(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestInterestFrameWeighsLittle: "I'm interested in ferns" asks about
// ferns; the asker's interest is no evidence for a tool that interacts.
func TestInterestFrameWeighsLittle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "zq_greenery", Description: "Care tips for ferns, palms and succulents."},
		{Name: "zq_pairs", Description: "Check how two medicines interact and list their interactions."},
		{Name: "zq_savings", Description: "Show the interest a savings account earns."},
	}
	ix := NewIndex(cat, Options{})
	q := "I'm interested in how to water ferns"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_greenery" || len(got) > 1 && got[0].Score < 1.2*got[1].Score {
		t.Errorf("Rank(%q) = %v, want zq_greenery first by a clear lead", q, got)
	}
	q = "how much interest does my savings account earn"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_savings" {
		t.Errorf("Rank(%q) = %v, want zq_savings first", q, got)
	}
}

// TestWonderFrameWeighsLittle: "I was wondering when the tide turns"
// asks about tides, not about wonders.
func TestWonderFrameWeighsLittle(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "zq_tides", Description: "Tide tables: when the tide turns at a harbour."},
		{Name: "zq_wonders", Description: "Facts about the wonders of the world."},
	}
	ix := NewIndex(cat, Options{})
	q := "I was wondering when the tide turns"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_tides" || len(got) > 1 && got[0].Score < 2*got[1].Score {
		t.Errorf("Rank(%q) = %v, want zq_tides first by a wide lead", q, got)
	}
	q = "tell me about the wonders of the world"
	if got := ix.Rank(q); len(got) == 0 || got[0].Tool != "zq_wonders" {
		t.Errorf("Rank(%q) = %v, want zq_wonders first", q, got)
	}
}
