package embedded

import "testing"

// TestFillArgsKindLinesArticleModifier: a word after a or an that
// modifies the noun after it (a student film) counts no line of it.
func TestFillArgsKindLinesArticleModifier(t *testing.T) {
	const seats = `{"type":"object","properties":{
		"show":{"type":"string"},
		"seats":{"type":"array","items":{"type":"object","properties":{
			"band":{"type":"string","enum":["adult","child","senior","student"]},
			"n":{"type":"integer","minimum":1}},"required":["band","n"]}}},"required":["seats"]}`
	line := func(band string, n int64) map[string]any { return map[string]any{"band": band, "n": n} }
	runFillCases(t, []fillCase{
		{"a modifier of a film", "Book seats for 2 adults at a student film screening", seats,
			map[string]any{"seats": []any{line("adult", 2)}}},
		{"a modifier alone", "book 3 tickets to an adult education night", seats, map[string]any{}},
		// Must leave alone: the counted noun ends its phrase.
		{"a child and adults", "book a child and 2 adults for the matinee", seats,
			map[string]any{"seats": []any{line("child", 1), line("adult", 2)}}},
		{"a senior at the end", "book two adults and a senior.", seats,
			map[string]any{"seats": []any{line("adult", 2), line("senior", 1)}}},
	})
}
