package embedded

import "testing"

// TestFillArgsSomeoneClauseAsked: a flag described as a clause about
// someone is set by the goal saying that clause, but not by a goal that
// asks whether it holds.
func TestFillArgsSomeoneClauseAsked(t *testing.T) {
	const hurt = `{"type":"object","properties":{"site":{"type":"string","pattern":"^SITE-[0-9]{3}$"},"injury":{"type":"boolean","description":"Someone was hurt."}}}`
	runFillCases(t, []fillCase{
		{"said", "Log a fall at SITE-204, a worker was hurt", hurt, map[string]any{"site": "SITE-204", "injury": true}},
		{"asked with whether", "Check at SITE-204 whether anyone was hurt", hurt, map[string]any{"site": "SITE-204"}},
		{"asked with if", "Find out if a worker was hurt at SITE-204", hurt, map[string]any{"site": "SITE-204"}},
	})
}
