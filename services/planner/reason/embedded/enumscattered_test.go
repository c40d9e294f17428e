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

// TestFillArgsScatteredMixedWord names a value by words of letters and
// digits (30gb, 5g) written with its other words, a stop word among them.
func TestFillArgsScatteredMixedWord(t *testing.T) {
	const (
		addon = `{"type":"object","properties":{"addon":{"type":"string","enum":["data_10gb","data_30gb","voice_300min"]}}}`
		model = `{"type":"object","properties":{"model":{"type":"string","enum":["phone_128","cpe_5g","mesh_pack"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a mixed word beside a stop word", "add a 30GB data pack to the line", addon, map[string]any{"addon": "data_30gb"}},
		{"a mixed word in another order", "order a 5G CPE for the account", model, map[string]any{"model": "cpe_5g"}},
		{"a stop word alone", "add a data pack to the line", addon, map[string]any{}},
		{"a mixed word no value has", "add a 20GB data pack to the line", addon, map[string]any{}},
	})
}
