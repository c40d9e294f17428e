package timeexpr

import "testing"

// TestResolveDayOfAYearNamedAfterIt reads a day or month followed by a
// year in words as that year's.
func TestResolveDayOfAYearNamedAfterIt(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a day next year", "What will the tariff be from January 1 next year?", "2027-01-01..2027-01-01"},
		{"a day of last year", "the orders of March 5 of last year", "2025-03-05..2025-03-05"},
		{"a month last year", "sales in June last year", "2025-06-01..2025-06-30"},
		// must leave alone
		{"a day alone", "the orders of March 5", "2026-03-05..2026-03-05"},
		{"a year alone", "the budget for next year", "2027-01-01..2027-12-31"},
		{"a day with its digits", "March 5, 2024", "2024-03-05..2024-03-05"},
		{"a day, then a year apart", "March 5 and the rest of next year", "2026-03-05..2026-03-05"},
	})
}

// TestResolveStreetNumberIsNoDay keeps the number of an address off the
// days of the month.
func TestResolveStreetNumberIsNoDay(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a road's number", "地址北岭区松林路18号，联系电话13912345678", ""},
		{"an avenue's number", "送到中山大道8号", ""},
		// must leave alone
		{"a day after a word", "帮我查18号的订单", "2026-03-18..2026-03-18"},
		{"a day after a place", "北京18号的航班", "2026-03-18..2026-03-18"},
		{"a day after 知道", "我想知道18号的天气", "2026-03-18..2026-03-18"},
		{"a day after 频道", "频道8号的节目", "2026-03-08..2026-03-08"},
	})
}

// TestResolveShortWeekdayAfterNext reads a short weekday after next, last
// or this as the weekday.
func TestResolveShortWeekdayAfterNext(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"next Tue", "pick up at the airport next Tue 8am", "2026-03-17..2026-03-17"},
		{"last Fri.", "the shipments of last Fri.", "2026-03-06..2026-03-06"},
		{"this Thurs", "this Thurs at noon", "2026-03-12..2026-03-12"},
		// must leave alone
		{"the sun is no Sunday", "under the sun", ""},
		{"sat alone is no Saturday", "she sat next to the window", ""},
		{"next Tuesday in full", "next Tuesday", "2026-03-17..2026-03-17"},
	})
}
