package embedded

import "testing"

// TestFillArgsCountBeforeSuperlative: a number a superlative follows, "the
// 4 newest" or 3个最便宜的, caps how many results come back; a number
// counting what the goal has is no such cap.
func TestFillArgsCountBeforeSuperlative(t *testing.T) {
	const plans = `{"type":"object","properties":{
		"area":{"type":"string"},
		"limit":{"type":"integer","minimum":1,"maximum":50,"description":"How many results."}}}`
	const vans = `{"type":"object","properties":{"limit":{"type":"integer","description":"How many results."}}}`
	runFillCases(t, []fillCase{
		{"an English superlative", "Show me the 4 newest plans on offer", plans, map[string]any{"limit": int64(4)}},
		{"a Chinese superlative", "帮我挑3个最便宜的套餐", plans, map[string]any{"limit": int64(3)}},
		{"a year is no count", "Which 2024 most reliable vans are for sale", vans, map[string]any{}},
		{"a bound is no count", "Plans under 40 cheapest first", plans, map[string]any{}},
		{"a count of what the goal has", "We have 4 kids, which plans are best?", plans, map[string]any{}},
	})
}
