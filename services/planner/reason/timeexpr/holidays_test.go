package timeexpr

import (
	"testing"
	"time"
)

// TestHolidayNamesItsDay checks that a holiday with a fixed date names its
// day, the one of this year like a day written without its year, and that
// a question about the days to come moves it to the next.
func TestHolidayNamesItsDay(t *testing.T) {
	const dec = "2026-12-07 10:00" // a Monday in December
	checkRanges(t, dec, []rangeCase{
		{"new year's day", "Were the branches open on New Year's Day?", "2026-01-01..2026-01-01"},
		{"new year's day ahead", "If the east branch is open on New Year's Day, book room R-7 for 10 to 12 that day", "2027-01-01..2027-01-01"},
		{"christmas eve", "Orders placed on Christmas Eve", "2026-12-24..2026-12-24"},
		{"on christmas", "Who was on shift on Christmas?", "2026-12-25..2026-12-25"},
		{"yuandan", "元旦那天的订单", "2026-01-01..2026-01-01"},
		{"shengdan", "圣诞节的销量", "2026-12-25..2026-12-25"},
		{"curly apostrophe", "sales on Valentine’s Day", "2026-02-14..2026-02-14"},
		{"last before its day", "Orders placed last Christmas Eve", "2025-12-24..2025-12-24"},
		{"last after its day", "the report from last Halloween", "2026-10-31..2026-10-31"},
		{"year after", "Sales on Christmas Day last year", "2025-12-25..2025-12-25"},
		{"next", "Book room R-7 for next New Year's Day", "2027-01-01..2027-01-01"},
		{"chinese last year", "去年圣诞节的订单", "2025-12-25..2025-12-25"},
		{"chinese next year", "明年元旦那天订会议室", "2027-01-01..2027-01-01"},
		// Must leave alone.
		{"last year alone", "How did the Christmas sales go last year?", "2025-01-01..2025-12-31"},
		{"christmas season", "How did the Christmas sales go?", ""},
		{"new year plans", "Set up the new year plan for the team", ""},
		{"halloween costume code", "list the halloweenish items", ""},
	})
}

// TestNationalDayWeek reads 国庆 as the week of 1 to 7 October, of the
// year a year word names, and leaves a day written with 10月 its day.
func TestNationalDayWeek(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 9, 2, 10, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"国庆假期有几个团队订了房？", "2026-10-01..2026-10-07"},
		{"去年国庆的客流一共多少", "2025-10-01..2025-10-07"},
		// must leave alone
		{"10月1日当天的客流", "2026-10-01..2026-10-01"},
		{"国家庆典的筹备进度", "none"},
		{"给张国庆发一封邮件，提醒他交报告", "none"},
		{"王国庆的工资单查一下", "none"},
		{"过国庆期间的值班表排一下", "2026-10-01..2026-10-07"},
	}
	checkResolved(t, now, loc, tests)
}
