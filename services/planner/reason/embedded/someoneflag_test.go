package embedded

import "testing"

// TestFillArgsSomeoneClauseFlag: a flag described as a clause about
// someone ("Someone was stranded.") is set by that clause in the goal,
// and cleared when nobody did it or the clause is negated.
func TestFillArgsSomeoneClauseFlag(t *testing.T) {
	const lift = `{"type":"object","properties":{"lift":{"type":"string","pattern":"^LF-[0-9]{3}$"},"trapped":{"type":"boolean","description":"Someone was stranded inside."}}}`
	runFillCases(t, []fillCase{
		{"a subject", "LF-210 stopped between floors and a tenant was stranded inside", lift, map[string]any{"lift": "LF-210", "trapped": true}},
		{"nobody", "LF-210 stopped between floors, nobody was stranded inside", lift, map[string]any{"lift": "LF-210", "trapped": false}},
		{"no one", "LF-210 stopped; no one was stranded inside", lift, map[string]any{"lift": "LF-210", "trapped": false}},
		{"not said", "LF-210 stopped between floors", lift, map[string]any{"lift": "LF-210"}},
	})
}
