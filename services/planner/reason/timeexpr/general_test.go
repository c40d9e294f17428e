package timeexpr

import "testing"

// TestResolveShortWeekdayEnd reads a run whose end is a short weekday as
// the run.
func TestResolveShortWeekdayEnd(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"next Mon to Fri", "from next Mon to Fri", "2026-03-16..2026-03-20"},
		{"next Tue through Thurs", "next Tue through Thurs", "2026-03-17..2026-03-19"},
		// must leave alone
		{"a word after to", "next Mon to sun-dry the linen", "2026-03-16..2026-03-16"},
		{"a name", "the release sent on Friday to Sun Media", "2026-03-06..2026-03-06"},
		{"a test's name", "tutoring from next Monday until SAT", "2026-03-16..2026-03-16"},
		{"a month after", "from Mon Mar 16 to Sun Mar 22", "2026-03-16..2026-03-22"},
		{"written in capitals", "MON TO SUN next week", "2026-03-16..2026-03-22"},
	})
}

// TestResolveReversedRun reads two days of one year written last first as
// the run between them.
func TestResolveReversedRun(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"same month", "21 June to 19 June", "2026-06-19..2026-06-21"},
		{"months apart", "from June 21 to May 2", "2026-05-02..2026-06-21"},
		// must leave alone
		{"over the new year", "from December 21 to January 5", "2026-12-21..2027-01-05"},
		{"in order", "21 June to 29 June", "2026-06-21..2026-06-29"},
		{"moved earlier", "move the review from 21 June to 19 June", "2026-06-21..2027-06-19"},
	})
}

// TestResolveTenseOfDayWithoutYear reads a day written without its year
// by the tense of the sentence: one that is over is the latest such day.
func TestResolveTenseOfDayWithoutYear(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"met", "on 21 June we met", "2025-06-21..2025-06-21"},
		{"was held", "the review was held on June 21", "2025-06-21..2025-06-21"},
		{"paid", "I paid the invoice on 21 June", "2025-06-21..2025-06-21"},
		{"will", "we will meet on 21 June", "2026-06-21..2026-06-21"},
		// must leave alone
		{"a day gone this year", "I paid the invoice on 3 March", "2026-03-03..2026-03-03"},
		{"no tense", "meetings on 21 June", "2026-06-21..2026-06-21"},
		{"booked ahead", "list the events on 21 June we booked last week", "2026-06-21..2026-06-21"},
		{"signed up for", "events on 21 June that I signed up for", "2026-06-21..2026-06-21"},
		{"past in another clause", "please cancel it effective June 21 and send the refund to the card she paid with", "2026-06-21..2026-06-21"},
		{"past and ahead", "the parcel that shipped on 2 March is due on 21 June", "2026-03-02..2026-03-02"},
	})
}

// TestResolveByWeekday reads a weekday a thing is wanted by as the one to
// come.
func TestResolveByWeekday(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"ship by Friday", "Ship to 12 Main Street by Friday", "2026-03-13..2026-03-13"},
		{"by Monday", "get the report to me by Monday", "2026-03-16..2026-03-16"},
		// must leave alone
		{"past", "it was delivered by Friday", "2026-03-06..2026-03-06"},
		{"by a field", "sales by region on Friday", "2026-03-06..2026-03-06"},
		{"on Friday", "orders placed on Friday", "2026-03-06..2026-03-06"},
	})
}

// TestResolveMonthDeadline reads 12月前 with an act to finish as a
// deadline month, not as twelve months ago.
func TestResolveMonthDeadline(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"finish before December", "12月前完成", "2026-11-30..2026-11-30"},
		{"deliver before May", "5月前交付", "2026-04-30..2026-04-30"},
		// must leave alone
		{"months ago", "12个月前的订单", "2025-03-01..2025-03-31"},
		{"three months ago", "3月前开通的套餐", "2025-12-01..2025-12-31"},
		{"what was done before it", "12月前完成的订单", "2025-03-01..2025-03-31"},
	})
}

// TestResolveMonthOfTwoYears reads a month named with two years as that
// month in each.
func TestResolveMonthOfTwoYears(t *testing.T) {
	tests := []struct{ name, text, want, second string }{
		{"en", "June, last year and this year", "2025-06-01..2025-06-30", "2026-06-01..2026-06-30"},
		{"zh", "去年和今年的6月", "2025-06-01..2025-06-30", "2026-06-01..2026-06-30"},
		// must leave alone
		{"two years", "去年和今年的销售额", "2025-01-01..2026-12-31", ""},
		{"month then a year", "June last year, and this year's total", "2025-06-01..2025-06-30", "2026-01-01..2026-12-31"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Resolve(tc.text, at(t, thu), nil)
			got, second := "", ""
			if res.Range != nil {
				got = res.Range.String()
			}
			if len(res.Periods) > 1 {
				second = res.Periods[1].Range.String()
			}
			if got != tc.want || second != tc.second {
				t.Errorf("Resolve(%q) = %s, %s; want %s, %s", tc.text, got, second, tc.want, tc.second)
			}
		})
	}
}

// TestResolveLengthOfAThing reads a day a thing of a stated length starts
// on as that day: the length is the thing's (3天的体验卡), not the days
// asked about.
func TestResolveLengthOfAThing(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"a pass of days", "开一张3天的体验卡，这周六开始能用", "2026-03-14..2026-03-14"},
		{"mixed", "开一张7天的trial pass，明天开始", "2026-03-13..2026-03-13"},
		// must leave alone
		{"days of leave", "请3天假，从3月16日开始", "2026-03-16..2026-03-18"},
		{"a course", "a 5-day course starting March 16", "2026-03-16..2026-03-20"},
		{"leave of days", "下周一开始请3天的假", "2026-03-16..2026-03-18"},
		{"a training of days", "下周一起3天的培训", "2026-03-16..2026-03-18"},
	})
}

// TestResolveHandOver reads a thing taken on one day and given back on a
// later one as the days between.
func TestResolveHandOver(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"pick up and drop off", "pick up at the airport next Tue 8am, drop off at the station next Thu 7pm", "2026-03-17..2026-03-19"},
		{"取 and 还", "本周六早上10点在静安店取，周日下午5点还", "2026-03-14..2026-03-15"},
		// must leave alone
		{"two days of one act", "pick up the parcel next Tue or next Thu", "2026-03-17..2026-03-17"},
		{"given back first", "drop off the keys next Tue and pick up the car next Thu", "2026-03-17..2026-03-17"},
		{"two errands", "pick up the kids next Tue and check out the library book next Thu", "2026-03-17..2026-03-17"},
		{"checking in with someone", "check in with the team next Tue, check out the new office next Thu", "2026-03-17..2026-03-17"},
		{"check in and out", "check in next Tue, check out next Thu", "2026-03-17..2026-03-19"},
		{"a trip out and back", "set off next Tue, return next Thu, book the van", "2026-03-17..2026-03-19"},
		{"a trip 出发 and 回来", "下周二出发，下周四回来，帮我订车", "2026-03-17..2026-03-19"},
		{"a return that ends no trip", "return the van next Tue, set off again next Thu", "2026-03-17..2026-03-17"},
	})
}
