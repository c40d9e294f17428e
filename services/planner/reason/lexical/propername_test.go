package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestProperNameNamesTool: a capitalised word of the query is mostly an
// argument's value, but one a tool is named after — and its catalog
// writes as a name — says which tool fits.
func TestProperNameNamesTool(t *testing.T) {
	specs := []toolspec.Spec{
		{Name: "walmart_vegan_products", Description: "Get available vegan products at the specified Walmart store."},
		{Name: "wholefoods_vegan_products", Description: "Get available vegan products at the specified Whole Foods store."},
		{Name: "get_player_stats", Description: "Get the statistics of a player in a league."},
		{Name: "get_award_winner", Description: "Get the winner of an award in a year."},
	}
	ix := NewIndex(specs, Options{})
	tests := []struct {
		query string
		best  string
	}{
		{"Get me a list of available vegetarian foods at the Walmart near Denver", "walmart_vegan_products"},
		{"Get me a list of available vegetarian foods at the Whole Foods near Denver", "wholefoods_vegan_products"},
		// "Player" of a title names no tool: its catalog writes "player".
		{"Who won the Most Valuable Player award in 2020", "get_award_winner"},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			sc := ix.Rank(tc.query)
			if len(sc) == 0 || sc[0].Tool != tc.best {
				t.Errorf("Rank(%q) = %v, want %s first", tc.query, sc, tc.best)
			}
		})
	}
}

// TestProperNameTheToolIsAbout: a capitalised word of the query that a
// tool's description writes as a name is what that tool is about, even
// when the tool is not named after it: it counts in full.
func TestProperNameTheToolIsAbout(t *testing.T) {
	specs := []toolspec.Spec{
		{Name: "play_chess", Description: "Play chess against the computer: learn how to play, then play a game."},
		{Name: "play_checkers", Description: "Play checkers: learn how to play, then play a game."},
		{Name: "card_rules", Description: "Ask about Magic: The Gathering cards, rules and interactions."},
		{Name: "tarot", Description: "Tarot card readings for entertainment."},
	}
	ix := NewIndex(specs, Options{})
	for _, q := range []string{"How do I play Magic", "Can I play Gathering decks with friends"} {
		t.Run(q, func(t *testing.T) {
			if sc := ix.Rank(q); len(sc) == 0 || sc[0].Tool != "card_rules" {
				t.Errorf("Rank(%q) = %v, want card_rules first", q, sc)
			}
		})
	}
}
