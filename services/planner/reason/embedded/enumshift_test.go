package embedded

import "testing"

func TestFillArgsEnumShiftWords(t *testing.T) {
	const shift = `{"type":"object","properties":{"shift":{"type":"string","enum":["early","late","night","on_call"],"description":"Shift."}}}`
	runFillCases(t, []fillCase{
		{"早班 is the early shift", "小王明天的早班换给小李", shift, map[string]any{"shift": "early"}},
		{"a morning shift is the early one", "Put Anna on the morning shift at the bakery on Friday.", shift, map[string]any{"shift": "early"}},
		{"夜班 is the night shift", "下周三小李上夜班", shift, map[string]any{"shift": "night"}},
		{"a morning is no shift", "小王明天早上九点到店", shift, map[string]any{}},
	})
}

// TestFillArgsShiftWordsSetAShift: 晚班 or a morning shift names a value
// only of a parameter for a shift: an attendance or an arrival with a
// late or an early value is not set by them.
func TestFillArgsShiftWordsSetAShift(t *testing.T) {
	const (
		attendance = `{"type":"object","properties":{"status":{"type":"string","enum":["present","late","absent"]}}}`
		arrivals   = `{"type":"object","properties":{"arrival":{"type":"string","enum":["early","on_time","late"]}}}`
		guards     = `{"type":"object","properties":{"shift":{"type":"string","enum":["early","late","night"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an attendance is no shift", "列出晚班保安的考勤记录", attendance, map[string]any{}},
		{"an arrival is no shift", "Show arrivals of the drivers on the morning shift", arrivals, map[string]any{}},
		// must leave alone
		{"a shift", "列出晚班保安", guards, map[string]any{"shift": "late"}},
	})
}
