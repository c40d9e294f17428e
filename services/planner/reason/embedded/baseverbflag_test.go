package embedded

import "testing"

// TestFillArgsFlagBaseVerb: a flag named for a participle (failed_only)
// is named by the verb it is formed from when the goal says the thing
// did it — "did any inspections fail" — and cleared under a negation.
func TestFillArgsFlagBaseVerb(t *testing.T) {
	const (
		audits = `{"type":"object","properties":{"site":{"type":"string","pattern":"^SITE-[0-9]{3}$"},"failed_only":{"type":"boolean","description":"Only failed inspections."}}}`
		jobs   = `{"type":"object","properties":{"cancelled_only":{"type":"boolean","description":"Only jobs that were called off."}}}`
	)
	runFillCases(t, []fillCase{
		{"the base verb", "Did any inspections fail at SITE-204 this week?", audits, map[string]any{"site": "SITE-204", "failed_only": true}},
		{"negated", "Which inspections at SITE-204 did not fail?", audits, map[string]any{"site": "SITE-204", "failed_only": false}},
		{"a doubled consonant", "Will any jobs cancel tomorrow?", jobs, map[string]any{"cancelled_only": true}},
	})
}
