package embedded

import "testing"

// TestFillArgsFlagOtherSpelling sets a flag whose name is spelled the
// other side of the Atlantic from the goal.
func TestFillArgsFlagOtherSpelling(t *testing.T) {
	const (
		handover = `{"type":"object","properties":{"rx":{"type":"string","pattern":"^RX-[0-9]{4}$"},
			"counseling_given":{"type":"boolean"}}}`
		loan = `{"type":"object","properties":{"loan":{"type":"string","pattern":"^L-[0-9]{4}$"},
			"penalty_cancelled":{"type":"boolean"}}}`
		report = `{"type":"object","properties":{"site":{"type":"string","pattern":"^S-[0-9]{3}$"},
			"summarize":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"British spelling, done", "RX-2604 was picked up by the daughter, counselling done.", handover, map[string]any{"rx": "RX-2604", "counseling_given": true}},
		{"just now is no negation", "RX-2604 was picked up just now, counselling done.", handover, map[string]any{"rx": "RX-2604", "counseling_given": true}},
		{"British spelling, given", "RX-2604 picked up, counselling given.", handover, map[string]any{"rx": "RX-2604", "counseling_given": true}},
		{"British spelling negated", "RX-2604 picked up, no counselling given.", handover, map[string]any{"rx": "RX-2604", "counseling_given": false}},
		{"no counselling named", "RX-2604 was picked up by the daughter, all done.", handover, map[string]any{"rx": "RX-2604"}},
		{"another word with the letters", "RX-2604 picked up, see the counsel.", handover, map[string]any{"rx": "RX-2604"}},
		{"American spelling", "Close L-1234, the penalty was canceled.", loan, map[string]any{"loan": "L-1234", "penalty_cancelled": true}},
		{"the penalty alone", "Close L-1234 with the penalty.", loan, map[string]any{"loan": "L-1234"}},
		{"ise for ize", "Report on S-101 and summarise it.", report, map[string]any{"site": "S-101", "summarize": true}},
		{"no summary", "Report on S-101.", report, map[string]any{"site": "S-101"}},
	})
}
