package timeexpr

import "testing"

// TestResolveWeekdayPairs: a weekday and the next day's weekday written
// side by side are both days; days apart, or a 日 that starts a word, are
// not.
func TestResolveWeekdayPairs(t *testing.T) {
	checkRanges(t, "2025-06-18 10:00", []rangeCase{
		{"this week's two days", "这周六周日C区夜班是谁上", "2025-06-21..2025-06-22"},
		{"a bare 日 after Saturday", "本周六日谁值班", "2025-06-21..2025-06-22"},
		{"next week's two days", "下周六周日谁值班", "2025-06-28..2025-06-29"},
		{"short English names", "Who is on shift next Sat and Sun", "2025-06-28..2025-06-29"},
		{"leave alone: days apart", "下周一周三谁值班", "2025-06-23..2025-06-23"},
		{"leave alone: a word after Saturday", "本周六日程安排", "2025-06-21..2025-06-21"},
	})
}
