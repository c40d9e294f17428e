package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestQueryPhrasalVerbLeavesItsVerbOut(t *testing.T) {
	ix := NewIndex([]toolspec.Spec{
		{Name: "sign_in_member", Description: "Sign a member in at the gym entrance."},
		{Name: "sign_out_member", Description: "Sign a member out when they leave the gym, settle the locker fee and free the locker."},
		{Name: "lookup_member", Description: "One member's profile."},
	}, Options{})
	score := func(q, tool string) float64 {
		for _, s := range ix.Rank(q) {
			if s.Tool == tool {
				return s.Score
			}
		}
		return 0
	}
	// Signing out is no evidence for signing in: the tool that signs
	// members in is no suitable tool for "sign out member 42".
	if s := score("sign out member 42", "sign_in_member"); s >= DefaultThreshold {
		t.Errorf("sign_in_member scores %.4f for signing out, want under %.2f", s, DefaultThreshold)
	}
}
