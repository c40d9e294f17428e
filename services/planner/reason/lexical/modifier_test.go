package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

func TestModifierConflict(t *testing.T) {
	boiling := toolspec.Spec{
		Name:        "thermodynamics.calculate_boiling_point",
		Description: "Calculate the boiling point of a given substance at a specific pressure.",
	}
	ticket := toolspec.Spec{
		Name:        "concert_booking.book_ticket",
		Description: "Book concert tickets for a specific artist in a specified city.",
	}
	highScore := toolspec.Spec{
		Name:        "game_tracker.high_score",
		Description: "Retrieves the highest score recorded in the specified game.",
	}
	getScore := toolspec.Spec{
		Name:        "game_tracker.get_score",
		Description: "Retrieves the score recorded in the specified game.",
	}
	tests := []struct {
		name  string
		spec  toolspec.Spec
		query string
		want  bool // the tool loses score to a conflict
	}{
		{"another modifier of the name's head", boiling, "What is the freezing point of water at a pressure of 10 kPa?", true},
		{"the name's own modifier", boiling, "What is the boiling point of water at a pressure of 10 kPa?", false},
		{"the head alone", boiling, "At what point does water boil at a pressure of 10 kPa?", false},
		{"the name's verb narrows nothing", ticket, "Get me two tickets for the next Eminem concert.", false},
		{"a word of degree opening the name is no verb", highScore, "What's the lowest score in the Flappy Bird game?", true},
		{"a verb opening the name still narrows nothing", getScore, "What's the lowest score in the Flappy Bird game?", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			on := NewIndex([]toolspec.Spec{tc.spec}, Options{})
			off := NewIndex([]toolspec.Spec{tc.spec}, Options{ConflictWeight: -1})
			got, plain := on.Rank(tc.query), off.Rank(tc.query)
			if len(plain) == 0 {
				t.Fatalf("Rank(%q) without conflicts = none, want the tool", tc.query)
			}
			lost := len(got) == 0 || got[0].Score < plain[0].Score
			if lost != tc.want {
				t.Errorf("Rank(%q) = %v, without conflicts %v; lost score %v, want %v", tc.query, got, plain, lost, tc.want)
			}
		})
	}
}

func TestModifierPairs(t *testing.T) {
	tests := []struct {
		text string
		all  bool
		want [][2]string
	}{
		{"calculate_boiling_point", false, [][2]string{{"boil", "point"}}},
		{"calculate_internal_rate_of_return", false, [][2]string{{"intern", "rate"}}},
		{"the freezing point point of water", true, [][2]string{{"freez", "point"}}},
		{"a pet store near Los Angeles, CA", true, [][2]string{{"pet", "store"}, {"store", "near"}, {"near", "los"}, {"los", "angel"}}},
	}
	for _, tc := range tests {
		got := modifierPairs(tc.text, tc.all)
		if len(got) != len(tc.want) {
			t.Errorf("modifierPairs(%q, %v) = %v, want %v", tc.text, tc.all, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("modifierPairs(%q, %v) = %v, want %v", tc.text, tc.all, got, tc.want)
				break
			}
		}
	}
}
