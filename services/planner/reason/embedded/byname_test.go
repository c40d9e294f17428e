package embedded

import "testing"

// TestFillArgsMadeBy: the name after by fills the search text whose
// description lists who made a work, or the parameter named for them; a
// search text that lists no maker is left to other rules.
func TestFillArgsMadeBy(t *testing.T) {
	const (
		works = `{"type":"object","properties":{"query":{"type":"string","description":"Title, author or keyword."},"kind":{"type":"string","enum":["print","vinyl"]}}}`
		plain = `{"type":"object","properties":{"query":{"type":"string","description":"Order number."}}}`
	)
	runFillCases(t, []fillCase{
		{"a maker after by", "any vinyl records by Nina Simone in stock?", works, map[string]any{"kind": "vinyl", "query": "Nina Simone"}},
		{"leave alone: no maker in the description", "any orders placed by Nina Simone?", plain, map[string]any{}},
	})
}

// TestFillArgsMadeByNotAnotherAgent: the name after a participle that
// names another role than the maker (recommended by, translated by) is
// not who made the work.
func TestFillArgsMadeByNotAnotherAgent(t *testing.T) {
	const (
		works = `{"type":"object","properties":{"query":{"type":"string","description":"Title, author or keyword."}}}`
		maker = `{"type":"object","properties":{"artist":{"type":"string"}}}`
	)
	runFillCases(t, []fillCase{
		{"recommended by", "Find novels recommended by Oprah Winfrey", works, map[string]any{}},
		{"translated by", "any poetry translated by Anthea Bell?", works, map[string]any{}},
		{"leave alone: painted by", "Show prints painted by Katsushika Hokusai", maker, map[string]any{"artist": "Katsushika Hokusai"}},
	})
}
