package timeexpr

import "testing"

// thu is the clock of the calendar tests: Thursday 12 March 2026, 14:30.
const thu = "2026-03-12 14:30"

func TestResolveTwoUnitsAhead(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"week after next", "下下周的排班", "2026-03-23..2026-03-29"},
		{"week after next, a day", "下下周三开会", "2026-03-25..2026-03-25"},
		{"weekend after next", "下下个周末", "2026-03-28..2026-03-29"},
		{"month after next", "下下个月的账单", "2026-05-01..2026-05-31"},
		{"quarter after next", "下下季度的预算", "2026-07-01..2026-09-30"},
		{"still two back", "上上周的排班", "2026-02-23..2026-03-01"},
	})
}

func TestResolveComplementBeforeNextWeek(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a bit, then next week", "帮我排一下下周的班", "2026-03-16..2026-03-22"},
		{"a bit, then the week after", "看一下下下周的安排", "2026-03-23..2026-03-29"},
		{"a bit, then next month", "统计一下下个月的预约", "2026-04-01..2026-04-30"},
	})
}

func TestResolveQuarterWithoutOrdinal(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"this year's first", "今年一季度的营收", "2026-01-01..2026-03-31"},
		{"last year's fourth", "去年四季度的退货", "2025-10-01..2025-12-31"},
		{"a count of quarters is no quarter", "连续三季度增长", ""},
		{"a hotel is no quarter", "预订四季度假酒店", ""},
		{"the year before", "上一年四季度", "2025-10-01..2025-12-31"},
		{"a year in digits", "2025年2季度", "2025-04-01..2025-06-30"},
		{"the previous quarter", "上一季度的营收", "2025-10-01..2025-12-31"},
		{"with its ordinal", "第一季度", "2026-01-01..2026-03-31"},
		{"alone, this year's", "二季度付费订阅新增多少", "2026-04-01..2026-06-30"},
		{"alone after a word", "看看一季度各门店的拒付率", "2026-01-01..2026-03-31"},
		{"the last three quarters stay a count", "前三季度的营收", "2025-06-13..2026-03-12"},
		{"every quarter is no quarter", "每一季度都要复盘", ""},
		{"once a quarter is no quarter", "一季度一次的巡检", ""},
		{"twice a quarter is no quarter", "消防演练一季度2次", ""},
		{"a count after 近 stays a count", "近两季度", "2025-09-13..2026-03-12"},
	})
}

func TestResolveNthWeekdayOfAMonth(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"first monday of next month", "the first Monday of next month", "2026-04-06..2026-04-06"},
		{"last friday of this month", "last Friday of this month", "2026-03-27..2026-03-27"},
		{"second tuesday of a named month", "on the second Tuesday of May", "2026-05-12..2026-05-12"},
		{"with its year", "the 3rd Wednesday of January 2027", "2027-01-20..2027-01-20"},
		{"zh next month", "下个月第一个周一开会", "2026-04-06..2026-04-06"},
		{"zh numbered month", "3月的最后一个星期五", "2026-03-27..2026-03-27"},
		{"zh this month last sunday", "本月最后一个周日", "2026-03-29..2026-03-29"},
	})
}

func TestResolveLastDayOfAMonth(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"this month", "effective the last day of this month", "2026-03-31..2026-03-31"},
		{"next month", "on the last day of next month", "2026-04-30..2026-04-30"},
		{"a named month", "the last day of February", "2026-02-28..2026-02-28"},
		{"zh this month", "这个月最后一天生效", "2026-03-31..2026-03-31"},
		{"zh next month", "下个月的最后一天", "2026-04-30..2026-04-30"},
		{"zh numbered month", "2月最后一天", "2026-02-28..2026-02-28"},
		{"the month itself stays whole", "下个月的账单", "2026-04-01..2026-04-30"},
	})
}

func TestResolveThirdsAndHalvesOfAMonth(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"first third", "本月上旬的订单", "2026-03-01..2026-03-10"},
		{"middle third of next month", "下个月中旬", "2026-04-11..2026-04-20"},
		{"last third of february", "2月下旬", "2026-02-21..2026-02-28"},
		{"last third alone", "下旬的排班", "2026-03-21..2026-03-31"},
		{"first half of last month", "上个月上半月", "2026-02-01..2026-02-15"},
		{"second half", "这个月下半月", "2026-03-16..2026-03-31"},
		{"a month still to come is last year's, as 12月 is", "12月上旬的订单", "2025-12-01..2025-12-10"},
	})
}

func TestResolvePastHours(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh a day of hours", "过去24小时的告警", "2026-03-11..2026-03-12"},
		{"zh two days", "最近48小时有哪些工单", "2026-03-10..2026-03-12"},
		{"zh hours of today", "近3个小时的登录失败", "2026-03-12..2026-03-12"},
		{"en past hours", "alarms in the past 36 hours", "2026-03-11..2026-03-12"},
		{"en words", "errors over the last twelve hours", "2026-03-12..2026-03-12"},
		{"en the last hour", "tickets opened in the last hour", "2026-03-12..2026-03-12"},
	})
	// Past midnight the same hours reach back into yesterday.
	checkRanges(t, "2026-03-12 01:30", []rangeCase{
		{"crossing midnight", "过去3小时的告警", "2026-03-11..2026-03-12"},
		{"not crossing", "the past hour", "2026-03-12..2026-03-12"},
	})
}

func TestResolveDaysOfTheMonthJoined(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"from to", "orders from the 3rd to the 9th", "2026-03-03..2026-03-09"},
		{"between and", "calls between the 2nd and the 5th", "2026-03-02..2026-03-05"},
		{"moved to a day", "move the visit to the 20th", "2026-03-20..2026-03-20"},
		{"a floor is no day", "send it to the 3rd floor", ""},
		{"a line is no day", "escalate to the 2nd line", ""},
	})
}

func TestResolveOrdinalDayBeforeItsMonth(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"the month follows", "the 2nd of May", "2026-05-02..2026-05-02"},
		{"a place is no day", "he was the 3rd", ""},
		{"a list of places is no range", "the 2nd and 3rd place", ""},
		{"an attempt is no day", "the 2nd attempt failed", ""},
	})
}

func TestResolveSinceTheStartOfAUnit(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"month start since", "本月初以来的退单", "2026-03-01..2026-03-12"},
		{"month start so far", "月初至今的营收", "2026-03-01..2026-03-12"},
		{"year start to now", "从年初到现在一共多少单", "2026-01-01..2026-03-12"},
		{"week start", "这周初以来的告警", "2026-03-09..2026-03-12"},
		{"en month", "refunds since the start of the month", "2026-03-01..2026-03-12"},
		{"en year", "since the beginning of this year", "2026-01-01..2026-03-12"},
	})
}

func TestResolveComingWeekday(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"this coming friday", "this coming Friday", "2026-03-13..2026-03-13"},
		{"coming monday", "the coming Monday", "2026-03-16..2026-03-16"},
		{"coming thursday is next week's", "this coming Thursday", "2026-03-19..2026-03-19"},
		{"this friday stays", "this Friday", "2026-03-13..2026-03-13"},
	})
}

func TestResolveFiscalYearAsCalendarYear(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh", "2025财年的预算", "2025-01-01..2025-12-31"},
		{"en words", "the 2025 fiscal year", "2025-01-01..2025-12-31"},
		{"fy", "FY2025 revenue", "2025-01-01..2025-12-31"},
		{"this", "spend this fiscal year", "2026-01-01..2026-12-31"},
		{"last", "last fiscal year's audit", "2025-01-01..2025-12-31"},
		{"zh this", "本财年的采购", "2026-01-01..2026-12-31"},
		{"zh last", "上财年", "2025-01-01..2025-12-31"},
		{"zh two back", "上上财年", "2024-01-01..2024-12-31"},
		{"zh two ahead", "下下个财年", "2028-01-01..2028-12-31"},
		{"a year stays", "2024年的账单", "2024-01-01..2024-12-31"},
	})
}

func TestResolveWeekNamedByADay(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"en", "the week of March 2", "2026-03-02..2026-03-08"},
		{"en mid-week day", "shifts for the week of March 18th", "2026-03-16..2026-03-22"},
		{"en day alone", "the week of the 25th", "2026-03-23..2026-03-29"},
		{"zh", "3月18日那周的排班", "2026-03-16..2026-03-22"},
		{"zh where it is", "2月5号所在的那一周", "2026-02-02..2026-02-08"},
	})
}

func TestResolveWeekdayOfAWeekWrittenApart(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"day then week", "Friday next week", "2026-03-20..2026-03-20"},
		{"day of week", "on Tuesday of last week", "2026-03-03..2026-03-03"},
		{"week then day", "next week on Monday", "2026-03-16..2026-03-16"},
		{"possessive", "next week's Wednesday", "2026-03-18..2026-03-18"},
		{"this week", "Monday this week", "2026-03-09..2026-03-09"},
	})
}

func TestResolvePeriodsJoinedByAnd(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh days", "昨天和今天的退款", "2026-03-11..2026-03-12"},
		{"zh months", "上个月与这个月的账单", "2026-02-01..2026-03-31"},
		{"en months", "last month and this month", "2026-02-01..2026-03-31"},
	})
}

func TestResolveComparedPeriodsStayTwo(t *testing.T) {
	for _, tc := range []struct{ text, primary, compare string }{
		{"对比昨天和今天的订单", "2026-03-11..2026-03-11", "2026-03-12..2026-03-12"},
		{"上周和本周的营收对比", "2026-03-02..2026-03-08", "2026-03-09..2026-03-15"},
		{"compare last month and this month", "2026-02-01..2026-02-28", "2026-03-01..2026-03-31"},
	} {
		checkCompared(t, tc.text, tc.primary, tc.compare)
	}
}

func TestResolveRestOfAUnit(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"zh month left", "本月剩下的几天还有哪些预约", "2026-03-12..2026-03-31"},
		{"zh year left", "今年剩余的时间", "2026-03-12..2026-12-31"},
		{"what is left of the month's budget names no days", "本月剩余预算是多少", "2026-03-01..2026-03-31"},
		{"a monthly allowance left names no days", "每月剩余流量", ""},
		{"year-end bonus names no days", "拿到年底奖金的员工", ""},
		{"en rest of month", "the rest of the month", "2026-03-12..2026-03-31"},
		{"en rest of week", "shifts for the rest of this week", "2026-03-12..2026-03-15"},
		{"en until end", "until the end of the quarter", "2026-03-12..2026-03-31"},
	})
}

func TestResolveAndJoinsOnlyAdjacentPeriods(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"months apart stay two", "1月和3月的账单", "2026-01-01..2026-01-31"},
		{"days apart stay two", "周一和周三的会议", "2026-03-09..2026-03-09"},
		{"quarters apart stay two", "第一季度和第三季度", "2026-01-01..2026-03-31"},
		{"weeks apart stay two", "上周与下周", "2026-03-02..2026-03-08"},
	})
	for _, tc := range []struct{ text, primary, compare string }{
		{"上个月和这个月的环比", "2026-02-01..2026-02-28", "2026-03-01..2026-03-31"},
		{"去年和今年同比", "2025-01-01..2025-12-31", "2026-01-01..2026-12-31"},
	} {
		checkCompared(t, tc.text, tc.primary, tc.compare)
	}
	// Weekdays asked about are the coming ones, joined or not.
	res := Resolve("周三和周四有空吗", at(t, "2026-03-10 09:00"), nil)
	if res.Range == nil || res.Range.String() != "2026-03-11..2026-03-12" {
		t.Errorf("Resolve(周三和周四有空吗) on a Tuesday = %v, want 2026-03-11..2026-03-12", res.Range)
	}
}

func TestResolveRunWithItsUnitWrittenOnce(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"months", "1-3月的销售额", "2026-01-01..2026-03-31"},
		{"months in words", "一到三月", "2026-01-01..2026-03-31"},
		{"months of last year", "去年1-3月", "2025-01-01..2025-03-31"},
		{"months of a year", "2025年1至3月", "2025-01-01..2025-03-31"},
		{"months still to come are last year's", "10-12月的退货", "2025-10-01..2025-12-31"},
		{"days", "5-7号的排班", "2026-03-05..2026-03-07"},
		{"days to", "5到7号", "2026-03-05..2026-03-07"},
		{"buildings are no days", "3-5号楼的水表", ""},
		{"tills are no days", "1-3号收银台今天的流水", "2026-03-12..2026-03-12"},
		{"machines are no days", "5-7号机台的产量", ""},
		{"days of a named month", "4月5-7号的排班", "2026-04-05..2026-04-07"},
		{"days of next month", "下个月5到7号", "2026-04-05..2026-04-07"},
		{"days of a month with 日", "3月5-7日", "2026-03-05..2026-03-07"},
		{"lines are no days", "1到2号线的产量", ""},
	})
}

func TestResolveSlashedDays(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"month day year", "invoices dated 3/15/2026", "2026-03-15..2026-03-15"},
		{"day first past 12", "filed 15/3/2026", "2026-03-15..2026-03-15"},
		{"after a preposition", "is it due on 3/20?", "2026-03-20..2026-03-20"},
		{"a range", "bookings from 3/1 to 3/9", "2026-03-01..2026-03-09"},
		{"a dashed range", "3/01 - 3/09", "2026-03-01..2026-03-09"},
		{"across new year", "between 12/20 and 1/5", "2026-12-20..2027-01-05"},
		{"a score is no day", "scored 3/5 on the survey", ""},
		{"a fraction is no day", "cut 1/2 of the budget", ""},
		{"three numbers are no day", "ratio 1/2/3", ""},
	})
}

func TestResolveNearlyIsNoWindow(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"nearly two hours", "平均响应时间接近2小时的工单", ""},
		{"almost a day", "耗时将近24小时", ""},
		{"almost three days", "将近3天没更新的工单", ""},
		{"the last hours stay", "近24小时的告警", "2026-03-11..2026-03-12"},
	})
}

func TestResolvePositionSkipsLeadingSpace(t *testing.T) {
	const text = "查询 月初以来的订单"
	res := Resolve(text, at(t, thu), nil)
	if len(res.Periods) != 1 {
		t.Fatalf("Resolve(%q) periods = %+v, want one", text, res.Periods)
	}
	p := res.Periods[0]
	if got := text[p.Pos : p.Pos+len(p.Text)]; got != p.Text {
		t.Errorf("Resolve(%q): text at Pos %d is %q, want the period's text %q", text, p.Pos, got, p.Text)
	}
}

// checkCompared resolves text at thu and checks its primary range and the
// range it is compared with.
func checkCompared(t *testing.T, text, primary, compare string) {
	t.Helper()
	res := Resolve(text, at(t, thu), nil)
	if res.Range == nil || res.Range.String() != primary || res.Compare == nil || res.Compare.String() != compare {
		t.Errorf("Resolve(%q) = range %v compare %v, want %s compared with %s", text, res.Range, res.Compare, primary, compare)
	}
}
