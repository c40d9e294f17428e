package embedded

import "testing"

func TestFillArgsFullNameDropsItsTitle(t *testing.T) {
	const lookup = `{"type":"object","properties":{"name":{"type":"string","description":"Full or partial name"},"room":{"type":"string","pattern":"^[A-D][0-9]{3}$"}}}`
	const greeting = `{"type":"object","properties":{"addressee":{"type":"string","description":"How to address the person, with their title"}},"required":["addressee"]}`
	const venue = `{"type":"object","properties":{"venue_id":{"type":"string","pattern":"^V-[0-9]+$"},"street":{"type":"string","description":"Street address line"}},"required":["venue_id","street"]}`
	runFillCases(t, []fillCase{
		{"a street named for a person keeps the title", "Move venue V-12 to \"Dr Martin Luther King Blvd\"", venue,
			map[string]any{"venue_id": "V-12", "street": "Dr Martin Luther King Blvd"}},
		{"a full name after its title", "Find Mrs. Margaret Lin's member number, she's in room A112", lookup,
			map[string]any{"name": "Margaret Lin", "room": "A112"}},
		{"a surname keeps its title", "Find Mr. Lin's member number", lookup, map[string]any{"name": "Mr. Lin"}},
		{"a parameter that asks for the title", "Write a card to Prof. Sarah Chen", greeting, map[string]any{"addressee": "Prof. Sarah Chen"}},
	})
}
