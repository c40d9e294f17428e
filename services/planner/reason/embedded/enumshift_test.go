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
