package timeexpr

import "testing"

// TestResolveLengthWindows: the hours ahead are the days they touch; a
// length alone names the days before today for what a look-up names in
// it, and none before an action it bounds or what falls due in it.
func TestResolveLengthWindows(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"hours ahead in Chinese", "未来48小时的预约", "2025-06-18..2025-06-20"},
		{"the next hours", "bookings in the next 24 hours", "2025-06-18..2025-06-19"},
		{"a window looked up", "7天内的订单", "2025-06-12..2025-06-18"},
		{"a window of weeks looked up", "两周以内的投诉", "2025-06-05..2025-06-18"},
		{"what falls due in days", "30天内到期的合同", ""},
		{"what expires within days", "contracts expiring within 30 days", ""},
		{"a length bounding an action", "3天内处理完这些工单", ""},
		{"a month by its number is no length", "3月内完成的工单", "2025-03-01..2025-03-31"},
		{"a length alone in English", "reply within 2 days", ""},
	})
}

// TestResolveEndsWithin: what ends, told in the present tense, within a
// length ends in the days from today on; things described by their
// expiring within a length, and a length an action must keep to, name no
// days.
func TestResolveEndsWithin(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"what ends within days", "Which rental agreements end within 30 days?", "2025-06-18..2025-07-17"},
		{"what will expire within weeks", "show permits that will expire within two weeks", "2025-06-18..2025-07-01"},
		// must leave alone
		{"things expiring within days", "permits expiring within 30 days", ""},
		{"an action within days", "end the trial within 30 days", ""},
		{"what ended", "Which rental agreements ended within 30 days of signing?", ""},
	})
}

// TestResolveEndsWithinCounted: a length counted from another happening,
// or one an ending must keep to, names no days; a plain question of what
// ends within a length still names the days from today.
func TestResolveEndsWithinCounted(t *testing.T) {
	checkRanges(t, "2025-06-18 10:30", []rangeCase{
		{"from a kickoff", "Which projects end within 30 days of kickoff?", ""},
		{"after a payout", "Which loans fall due within 90 days after disbursement?", ""},
		{"a rule to keep", "Disputes must end within 14 days", ""},
		// must leave alone
		{"what expires", "Which memberships expire within 30 days?", "2025-06-18..2025-07-17"},
	})
}
