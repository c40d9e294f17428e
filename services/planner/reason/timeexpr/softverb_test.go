package timeexpr

import "testing"

// TestResolveSoftenedVerbBeforeWeekday: the 下 of a verb's 一下 (约一下,
// 看一下) does not make the weekday after it next week's.
func TestResolveSoftenedVerbBeforeWeekday(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a bit, then a weekday to come", "帮她约一下周六的探视", "2026-03-14..2026-03-14"},
		{"a bit, then a weekday", "看一下周一的排班", "2026-03-09..2026-03-09"},
		{"a bit, then the weekly report", "整理一下周报，列出本周的班", "2026-03-09..2026-03-15"},
		// must leave alone
		{"统一 then next week's meeting", "统一下周会议的议程", "2026-03-16..2026-03-22"},
		{"a bit, then next week", "看一下下周的排班", "2026-03-16..2026-03-22"},
		{"统一 then next Monday", "统一下周一开始执行", "2026-03-16..2026-03-16"},
		{"next week's Saturday", "帮她约下周六的探视", "2026-03-21..2026-03-21"},
		{"a bit, then next week's Saturday", "帮她约一下下周六的探视", "2026-03-21..2026-03-21"},
	})
}
