package embedded

import "testing"

// TestFillArgsBelowZero gives a number right after 零下 its minus sign.
func TestFillArgsBelowZero(t *testing.T) {
	const (
		reading = `{"type":"object","properties":{"temperature_c":{"type":"number","description":"Air temperature, °C."}}}`
		count   = `{"type":"object","properties":{"quantity":{"type":"integer"}}}`
	)
	runFillCases(t, []fillCase{
		{"零下 and degrees", "记录一下气温零下14度", reading, map[string]any{"temperature_c": -14.0}},
		{"零下 and °C", "气温零下5°C", reading, map[string]any{"temperature_c": -5.0}},
		// Leave alone: a number with no 零下 before it keeps its sign.
		{"above zero", "记录一下气温14度", reading, map[string]any{"temperature_c": 14.0}},
		{"a count", "买14个", count, map[string]any{"quantity": int64(14)}},
	})
}
