package embedded

import "testing"

// TestFillArgsQuotedTitle fills a title parameter with the words a goal
// quotes, though no cue word names the title.
func TestFillArgsQuotedTitle(t *testing.T) {
	const films = `{"type":"object","properties":{"title":{"type":"string","description":"Title or part of it."},"director":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a title in quotes", "Is 'The Third Man' showing anywhere this week?", films, map[string]any{"title": "The Third Man"}},
		{"a title in Chinese quotes", "哪里在放《霸王别姬》", films, map[string]any{"title": "霸王别姬"}},
	})
}
