package embedded

import "testing"

func TestModifierAndKeepsOneNeed(t *testing.T) {
	for _, goal := range []string{
		"Can you suggest an easy recipe for a flavorful and hearty vegan curry with tofu or chickpeas",
		"I want to boost my car sales by creating a highly captivating and persuasive advertisement for new customers",
		"What are the risks of unauthorized access to my personal and sensitive information stored in the account",
	} {
		needs, _ := decompose(goal)
		if len(needs) != 1 {
			t.Errorf("decompose(%q) = %d needs %v, want 1", goal, len(needs), needs)
		}
	}
}

func TestModifierAndStillSplitsNeeds(t *testing.T) {
	for _, goal := range []string{
		"show the weekly revenue of the east region and list the open support tickets",
		"find a reliable plumber near me and the opening hours of the hardware store",
		"check the current weather in Paris and book a table for two tonight",
	} {
		needs, _ := decompose(goal)
		if len(needs) != 2 {
			t.Errorf("decompose(%q) = %d needs %v, want 2", goal, len(needs), needs)
		}
	}
}
