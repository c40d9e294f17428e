package embedded

import "testing"

// TestFillArgsScatteredValueWords: a value of two words is named by both
// written close together in any order ("push an app alert" for
// app_push), not by words far apart or across a comma.
func TestFillArgsScatteredValueWords(t *testing.T) {
	const alert = `{"type":"object","properties":{"user":{"type":"string","pattern":"^U[0-9]{5}$"},"channel":{"type":"string","enum":["app_push","sms","email"]}}}`
	runFillCases(t, []fillCase{
		{"the verb first", "Push an app alert to U10234", alert, map[string]any{"user": "U10234", "channel": "app_push"}},
		{"far apart", "Push the notice to U10234 whose phone has no working app", alert, map[string]any{"user": "U10234"}},
		{"across a comma", "Push the notice to U10234, the app", alert, map[string]any{"user": "U10234"}},
	})
}
