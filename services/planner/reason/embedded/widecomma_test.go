package embedded

import "testing"

// TestFillArgsCueAfterWideComma reads the word written just after a
// full-width comma as the cue of the value after it, as after an ASCII
// one.
func TestFillArgsCueAfterWideComma(t *testing.T) {
	const gate = `{"type":"object","properties":{"dock":{"type":"string","pattern":"^D-[0-9]{3}$","description":"Dock, e.g. D-101."},"sop_step":{"type":"string","pattern":"^[0-9]{2}$","description":"SOP step, two digits."}},"required":["dock"]}`
	runFillCases(t, []fillCase{
		{"a cue after a wide comma", "D-310 堵住了，SOP 42，处理一下", gate, map[string]any{"dock": "D-310", "sop_step": "42"}},
		{"a cue after an ASCII comma", "D-310 堵住了, SOP 42, 处理一下", gate, map[string]any{"dock": "D-310", "sop_step": "42"}},
		{"a lower-case cue after a wide comma", "D-310 堵住了，step 42，处理一下", gate, map[string]any{"dock": "D-310", "sop_step": "42"}},
		{"no cue before the number", "D-310 堵住了，42，处理一下", gate, map[string]any{"dock": "D-310"}},
	})
}
