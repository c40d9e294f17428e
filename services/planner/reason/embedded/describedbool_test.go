package embedded

import "testing"

// TestFillArgsDescribedFlag sets a flag by the phrase its description
// gives each value, or by the Chinese word it glosses the flag with.
func TestFillArgsDescribedFlag(t *testing.T) {
	const (
		checkin = `{"type":"object","properties":{"booking":{"type":"string","pattern":"^B[0-9]{4}$"},
			"full":{"type":"boolean","description":"true when every guest arrived; false for a partial check-in."}}}`
		order = `{"type":"object","properties":{"item":{"type":"string","pattern":"^B[0-9]{4}$"},
			"express":{"type":"boolean","description":"Rush delivery (加急)."}}}`
		lane = `{"type":"object","properties":{"item":{"type":"string","pattern":"^B[0-9]{4}$"},
			"vip":{"type":"boolean","description":"Served ahead of the queue (绿色通道)."}}}`
	)
	runFillCases(t, []fillCase{
		{"the false phrase", "record B1234 as a partial check-in", checkin, map[string]any{"booking": "B1234", "full": false}},
		{"no phrase", "record B1234", checkin, map[string]any{"booking": "B1234"}},
		{"the glossed word", "B1234 加急处理", order, map[string]any{"item": "B1234", "express": true}},
		{"the glossed word negated", "B1234 不加急", order, map[string]any{"item": "B1234", "express": false}},
		{"a Chinese word in brackets", "B1234 走绿色通道", lane, map[string]any{"item": "B1234", "vip": true}},
		{"no Chinese word", "B1234 走普通通道", lane, map[string]any{"item": "B1234"}},
	})
}
