package embedded

import "testing"

func TestFillArgsNameAfterALinesLabel(t *testing.T) {
	const (
		lead  = `{"type":"object","properties":{"name":{"type":"string","description":"Name."},"phone":{"type":"string","pattern":"^1\\d{10}$"},"interest":{"type":"string","description":"What they're interested in, e.g. 'weight loss'."}},"required":["name","phone"]}`
		owner = `{"type":"object","properties":{"full_name":{"type":"string","minLength":1},"phone":{"type":"string","pattern":"^1\\d{10}$"}},"required":["full_name","phone"]}`
		venue = `{"type":"object","properties":{"venue":{"type":"string","description":"The venue's name."}},"required":["venue"]}`
	)
	runFillCases(t, []fillCase{
		{"the label's name before a comma", "New prospect: Tom Lin, 13900451278.", lead,
			map[string]any{"name": "Tom Lin", "phone": "13900451278"}},
		{"over a pet called by its name", "New walk-in: Li Na, mobile 13700001111, with her cat called Mochi.", owner,
			map[string]any{"full_name": "Li Na", "phone": "13700001111"}},
		// Must leave alone: an imperative after a label, with no comma, keeps
		// its verb out of the name.
		{"an imperative after the label", "Reminder: Book Grand Plaza for the dinner", venue,
			map[string]any{"venue": "Grand Plaza"}},
		{"an imperative before a comma", "Reminder: Book Grand Plaza, then call Tom", venue,
			map[string]any{"venue": "Grand Plaza"}},
		{"another imperative before a comma", "Todo: Reserve Blue Hall, 20 people", venue,
			map[string]any{"venue": "Blue Hall"}},
	})
}
