package embedded

import "testing"

// TestFillArgsHyphenatedNames fills a parameter whose pattern takes
// lower-case names joined by hyphens with such a name, and leaves words
// written that way to parameters without a pattern alone.
func TestFillArgsHyphenatedNames(t *testing.T) {
	const (
		bounce = `{"type":"object","properties":{"app":{"type":"string","description":"Application name.","pattern":"^[a-z][a-z0-9-]{1,30}$"},"cluster":{"type":"string","enum":["east","west"]}},"required":["app","cluster"]}`
		notes  = `{"type":"object","properties":{"topic":{"type":"string","description":"What the note is about."}},"required":["topic"]}`
	)
	runFillCases(t, []fillCase{
		{"a name the pattern takes", "Bounce checkout-web on the west cluster", bounce, map[string]any{"app": "checkout-web", "cluster": "west"}},
		{"the first of two names", "Bounce search-indexer in east and then bounce cart-svc in west", bounce, map[string]any{"app": "search-indexer", "cluster": "east"}},
		{"no pattern, no name", "jot down a follow-up", notes, map[string]any{}},
		{"a compound of the sentence is no name", "Bounce the on-call dashboard on the west cluster", bounce, map[string]any{"cluster": "west"}},
	})
}
