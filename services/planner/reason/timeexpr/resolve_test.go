package timeexpr

import (
	"slices"
	"testing"
	"time"
	_ "time/tzdata"
	"unicode/utf8"
)

func at(t *testing.T, s string) time.Time {
	t.Helper()
	loc := DefaultLocation()
	v, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
	if err != nil {
		t.Fatalf("bad clock %q: %v", s, err)
	}
	return v
}

// rangeCase is a text and the range Resolve should find in it, "" for
// none.
type rangeCase struct{ name, text, want string }

// checkRanges resolves each case's text at now and checks its range.
func checkRanges(t *testing.T, now string, tests []rangeCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Resolve(tc.text, at(t, now), nil)
			got := ""
			if res.Range != nil {
				got = res.Range.String()
			}
			if got != tc.want {
				t.Errorf("Resolve(%q) range = %q, want %q (periods %+v)", tc.text, got, tc.want, res.Periods)
			}
		})
	}
}

func TestResolve(t *testing.T) {
	const (
		mon   = "2025-03-10 14:02" // a Monday
		ny    = "2025-01-01 09:00" // a Wednesday on a year boundary
		sun   = "2024-03-03 23:30" // a Sunday in a leap year
		leap  = "2024-02-29 08:00" // a leap day (Thursday)
		mend  = "2025-03-31 10:00" // a month end (Monday)
		ydec  = "2024-12-31 18:00" // a year end (Tuesday)
		early = "2025-03-10 00:10" // just after midnight local (still the 9th in UTC)
		wed   = "2025-03-12 10:00" // a Wednesday
	)
	tests := []struct {
		name, now, text string
		want, cmp       string // "" = none
	}{
		// Identifiers are no dates.
		{"invoice id", mon, "what is the tax amount on invoice INV-2024-0117", "", ""},
		{"ticket id", mon, "工单 TCK-20931 的状态", "", ""},
		{"build id", mon, "build_20250301 failed", "", ""},
		// Days.
		{"今天", mon, "今天的DAU", "2025-03-10..2025-03-10", ""},
		{"昨天", mon, "昨天的数据怎么样", "2025-03-09..2025-03-09", ""},
		{"前天", mon, "前天", "2025-03-08..2025-03-08", ""},
		{"昨天 year boundary", ny, "帮我看看昨天的数据", "2024-12-31..2024-12-31", ""},
		{"today", mon, "today's revenue", "2025-03-10..2025-03-10", ""},
		{"yesterday", mon, "revenue for yesterday", "2025-03-09..2025-03-09", ""},
		{"day before yesterday", mon, "the day before yesterday", "2025-03-08..2025-03-08", ""},
		{"this morning", mon, "the parcel came in this morning", "2025-03-10..2025-03-10", ""},
		{"this afternoon", mon, "call them back this afternoon", "2025-03-10..2025-03-10", ""},
		{"last night", mon, "the alarm went off last night", "2025-03-09..2025-03-09", ""},
		{"today after local midnight", early, "今天", "2025-03-10..2025-03-10", ""},
		// Weeks.
		{"上周 (article)", mon, "生成上周的团队周报", "2025-03-03..2025-03-09", ""},
		{"本周", mon, "本周新增需求", "2025-03-10..2025-03-16", ""},
		{"上上周", mon, "上上周", "2025-02-24..2025-03-02", ""},
		{"下周", mon, "下周", "2025-03-17..2025-03-23", ""},
		{"上周五", mon, "上周五的告警", "2025-03-07..2025-03-07", ""},
		{"上周日", mon, "上周日", "2025-03-09..2025-03-09", ""},
		{"本周 on a Sunday", sun, "本周", "2024-02-26..2024-03-03", ""},
		{"上周 on a Sunday", sun, "上周", "2024-02-19..2024-02-25", ""},
		{"上周五 on a Sunday", sun, "上周五", "2024-02-23..2024-02-23", ""},
		{"上周 across years", ny, "上周", "2024-12-23..2024-12-29", ""},
		{"本周 across years", ny, "本周", "2024-12-30..2025-01-05", ""},
		{"last week", mon, "summarise last week", "2025-03-03..2025-03-09", ""},
		{"this week", mon, "alerts this week", "2025-03-10..2025-03-16", ""},
		{"next week", mon, "plan for next week", "2025-03-17..2025-03-23", ""},
		// Weekends: Saturday and Sunday of the week named; alone, the latest begun.
		{"这周末", wed, "这周末谁值班", "2025-03-15..2025-03-16", ""},
		{"下周末", wed, "下周末的排班", "2025-03-22..2025-03-23", ""},
		{"上周末", wed, "上周末的订单", "2025-03-08..2025-03-09", ""},
		{"周末 alone", wed, "周末的订单量", "2025-03-08..2025-03-09", ""},
		{"周末 alone on a Sunday", sun, "周末的订单量", "2024-03-02..2024-03-03", ""},
		{"this weekend", wed, "who is on duty this weekend", "2025-03-15..2025-03-16", ""},
		{"next weekend", wed, "book it for next weekend", "2025-03-22..2025-03-23", ""},
		{"last weekend", mon, "sales last weekend", "2025-03-08..2025-03-09", ""},
		{"this past weekend", wed, "signups this past weekend", "2025-03-08..2025-03-09", ""},
		{"over the weekend", mon, "what broke over the weekend", "2025-03-08..2025-03-09", ""},
		{"a week-end word is no weekend", wed, "this week ends badly", "2025-03-10..2025-03-16", ""},
		{"week before last", mon, "the week before last", "2025-02-24..2025-03-02", ""},
		{"last friday", sun, "alerts last Friday", "2024-03-01..2024-03-01", ""},
		{"周五 alone", mon, "周五的告警", "2025-03-07..2025-03-07", ""},
		// Months.
		{"本月", mon, "本月", "2025-03-01..2025-03-31", ""},
		{"上个月", mon, "上个月", "2025-02-01..2025-02-28", ""},
		{"a day of this month", mon, "这个月30号解约", "2025-03-30..2025-03-30", ""},
		{"a day of next month", mon, "下个月5日交房", "2025-04-05..2025-04-05", ""},
		{"a day of last month", mon, "上月15号的账单", "2025-02-15..2025-02-15", ""},
		{"上月", mon, "上月营收", "2025-02-01..2025-02-28", ""},
		{"上上个月", mon, "上上个月", "2025-01-01..2025-01-31", ""},
		{"上个月 leap", sun, "上个月", "2024-02-01..2024-02-29", ""},
		{"上个月 at month end", mend, "上个月", "2025-02-01..2025-02-28", ""},
		{"上个月 across years", ny, "上个月", "2024-12-01..2024-12-31", ""},
		{"本月 on leap day", leap, "本月", "2024-02-01..2024-02-29", ""},
		{"last month", mon, "last month's core metrics", "2025-02-01..2025-02-28", ""},
		{"this month", ydec, "this month", "2024-12-01..2024-12-31", ""},
		{"next month", ydec, "next month", "2025-01-01..2025-01-31", ""},
		{"February 2025", mon, "revenue in February 2025", "2025-02-01..2025-02-28", ""},
		{"Feb 2024", mon, "Feb 2024", "2024-02-01..2024-02-29", ""},
		{"2025年2月", mon, "2025年2月的营收", "2025-02-01..2025-02-28", ""},
		{"去年12月", mon, "去年12月", "2024-12-01..2024-12-31", ""},
		// Rolling windows.
		{"最近7天", mon, "最近7天", "2025-03-04..2025-03-10", ""},
		{"近7天", mon, "近7天的告警", "2025-03-04..2025-03-10", ""},
		{"近一周", mon, "近一周", "2025-03-04..2025-03-10", ""},
		{"近30天", mon, "近30天", "2025-02-09..2025-03-10", ""},
		{"最近三天", mon, "最近三天", "2025-03-08..2025-03-10", ""},
		{"近一个月 at month end", mend, "近一个月", "2025-03-01..2025-03-31", ""},
		{"最近7天 across years", ny, "最近7天", "2024-12-26..2025-01-01", ""},
		{"past 7 days", mon, "errors in the past 7 days", "2025-03-04..2025-03-10", ""},
		{"last 7 days", mon, "last 7 days", "2025-03-04..2025-03-10", ""},
		{"last thirty days", mon, "last thirty days", "2025-02-09..2025-03-10", ""},
		{"past week", mon, "the past week", "2025-03-04..2025-03-10", ""},
		// Quarters and years.
		{"本季度", mon, "本季度", "2025-01-01..2025-03-31", ""},
		{"上季度", mon, "上季度", "2024-10-01..2024-12-31", ""},
		{"上个季度 across years", ny, "上个季度", "2024-10-01..2024-12-31", ""},
		{"第四季度", mon, "第四季度", "2025-10-01..2025-12-31", ""},
		{"2024年第四季度", mon, "2024年第四季度", "2024-10-01..2024-12-31", ""},
		{"去年Q4", mon, "去年Q4", "2024-10-01..2024-12-31", ""},
		{"Q4 2024", mon, "Q4 2024 revenue", "2024-10-01..2024-12-31", ""},
		{"2024 Q1", mon, "2024 Q1", "2024-01-01..2024-03-31", ""},
		{"last quarter", mon, "last quarter", "2024-10-01..2024-12-31", ""},
		{"今年", mon, "今年", "2025-01-01..2025-12-31", ""},
		{"去年", mon, "去年", "2024-01-01..2024-12-31", ""},
		{"last year", ny, "last year", "2024-01-01..2024-12-31", ""},
		// To date.
		{"截至目前", mon, "截至目前的需求", "2025-01-01..2025-03-10", ""},
		{"本月截至目前", mon, "本月截至目前", "2025-03-01..2025-03-10", ""},
		{"year to date", mon, "revenue year to date", "2025-01-01..2025-03-10", ""},
		{"this month so far", mon, "this month so far", "2025-03-01..2025-03-10", ""},
		// Explicit dates.
		{"ISO date", mon, "用 query_metric_center 查一下 2025-03-01 的 revenue", "2025-03-01..2025-03-01", ""},
		{"3月1日", mon, "3月1日", "2025-03-01..2025-03-01", ""},
		{"2025年3月1日", mon, "2025年3月1日", "2025-03-01..2025-03-01", ""},
		{"leap date", mon, "2024-02-29", "2024-02-29..2024-02-29", ""},
		{"impossible date", mon, "2025-02-29", "", ""},
		{"March 1st", mon, "on March 1st", "2025-03-01..2025-03-01", ""},
		{"a dot after the month", mon, "at closing March.11, 2022.", "2022-03-11..2022-03-11", ""},
		{"a dot and no space", mon, "this weekend, Jun.20,2023.", "2023-06-20..2023-06-20", ""},
		{"a written date in apposition", mon, "明天（2025年6月20日）的会议室", "2025-06-20..2025-06-20", ""},
		{"a list of relative days", mon, "明天, 周三的排班", "2025-03-11..2025-03-11", ""},
		{"the year first", mon, "from 2023 April 4th to April 8th?", "2023-04-04..2023-04-08", ""},
		{"March alone is no date", mon, "Marching 11 miles", "", ""},
		{"March 1, 2025", ydec, "March 1, 2025", "2025-03-01..2025-03-01", ""},
		{"1 March 2024", mon, "1 March 2024", "2024-03-01..2024-03-01", ""},
		{"date range zh", mon, "3月1日到3月5日", "2025-03-01..2025-03-05", ""},
		{"date range en", mon, "from 2025-02-27 to 2025-03-02", "2025-02-27..2025-03-02", ""},
		// Comparisons.
		{"环比 month", mon, "上个月营收环比", "2025-02-01..2025-02-28", "2025-01-01..2025-01-31"},
		{"环比 week", mon, "上周DAU环比", "2025-03-03..2025-03-09", "2025-02-24..2025-03-02"},
		{"环比 rolling", mon, "最近7天环比", "2025-03-04..2025-03-10", "2025-02-25..2025-03-03"},
		{"环比 quarter", mon, "上季度环比", "2024-10-01..2024-12-31", "2024-07-01..2024-09-30"},
		{"环比 partial month", mon, "本月截至目前环比", "2025-03-01..2025-03-10", "2025-02-01..2025-02-10"},
		{"环比 partial at month end", mend, "本月截至目前环比", "2025-03-01..2025-03-31", "2025-02-01..2025-02-28"},
		{"环比 day across leap", at(t, "2024-03-02 10:00").Format("2006-01-02 15:04"), "昨天环比", "2024-03-01..2024-03-01", "2024-02-29..2024-02-29"},
		{"同比 month into leap", mon, "上个月营收同比", "2025-02-01..2025-02-28", "2024-02-01..2024-02-29"},
		{"同比 leap month", leap, "本月同比", "2024-02-01..2024-02-29", "2023-02-01..2023-02-28"},
		{"同比 leap day", leap, "今天同比", "2024-02-29..2024-02-29", "2023-02-28..2023-02-28"},
		{"同比 ISO week", mon, "上周同比", "2025-03-03..2025-03-09", "2024-03-04..2024-03-10"},
		{"去年同期", mon, "上个月和去年同期比", "2025-02-01..2025-02-28", "2024-02-01..2024-02-29"},
		{"year over year", mon, "last month revenue year over year", "2025-02-01..2025-02-28", "2024-02-01..2024-02-29"},
		{"month over month", mon, "last month DAU, month over month", "2025-02-01..2025-02-28", "2025-01-01..2025-01-31"},
		{"article 环比 with explicit period", mon, "汇总上个月华东区所有业务线的核心业务指标，并与上上个月做环比，输出一份简短的结论报告", "2025-02-01..2025-02-28", "2025-01-01..2025-01-31"},
		{"spec english compare", mon, "summarise last month's core metrics for the East China region and compare with the month before", "2025-02-01..2025-02-28", "2025-01-01..2025-01-31"},
		{"explicit compare en", mon, "compare this week against last week", "2025-03-10..2025-03-16", "2025-03-03..2025-03-09"},
		// Several periods, no comparison: the first is primary.
		{"weekly report", mon, "生成上周的团队周报，包含各产品线核心指标变化、线上告警回顾、本周新增需求状态，整理成适合邮件发送的格式", "2025-03-03..2025-03-09", ""},
		// Since a day or period: up to today.
		{"since last Friday", sun, "alerts since last Friday", "2024-03-01..2024-03-03", ""},
		{"since Monday", wed, "tickets opened since Monday", "2025-03-10..2025-03-12", ""},
		{"since Monday on a Monday", mon, "since Monday", "2025-03-10..2025-03-10", ""},
		{"since Friday", wed, "errors since Friday", "2025-03-07..2025-03-12", ""},
		{"since March 1", mon, "orders since March 1", "2025-03-01..2025-03-10", ""},
		{"a stay of nights from a day", mon, "Book a room for 3 nights starting from 1st June 2022", "2022-06-01..2022-06-04", ""},
		{"days from a day", mon, "a room for 3 days starting from May 12, 2022", "2022-05-12..2022-05-14", ""},
		{"since with a length runs to today", mon, "orders since March 1 for 3 days", "2025-03-01..2025-03-10", ""},
		{"since 2024", mon, "all incidents since 2024", "2024-01-01..2025-03-10", ""},
		{"周一以来", wed, "周一以来的工单", "2025-03-10..2025-03-12", ""},
		{"从3月1日起", mon, "从3月1日起的退货", "2025-03-01..2025-03-10", ""},
		{"3月1日至今", mon, "3月1日至今的订单", "2025-03-01..2025-03-10", ""},
		{"自上周一以来", mon, "自上周一以来的告警", "2025-03-03..2025-03-10", ""},
		{"今年以来", mon, "中通今年以来的准时率", "2025-01-01..2025-03-10", ""},
		{"本月以来", mon, "本月以来的退款", "2025-03-01..2025-03-10", ""},
		// Months named without a year: the latest one not still to come.
		{"11月", mon, "11月的销售额", "2024-11-01..2024-11-30", ""},
		{"3月 is this year", mon, "3月的销售额", "2025-03-01..2025-03-31", ""},
		{"二月", mon, "二月的退货率", "2025-02-01..2025-02-28", ""},
		{"3月份", mon, "3月份", "2025-03-01..2025-03-31", ""},
		{"12月份 last year", mon, "12月份的订单", "2024-12-01..2024-12-31", ""},
		{"in November", mon, "revenue in November", "2024-11-01..2024-11-30", ""},
		{"for February", mon, "churn for February", "2025-02-01..2025-02-28", ""},
		{"in November 2023", mon, "revenue in November 2023", "2023-11-01..2023-11-30", ""},
		{"for March 5", mon, "orders for March 5", "2025-03-05..2025-03-05", ""},
		{"may is a verb", mon, "which tool may help", "", ""},
		{"三个月 is no month", mon, "三个月的数据", "", ""},
		// Explicit years with quarters and months.
		{"in Q3 2024", mon, "revenue in Q3 2024", "2024-07-01..2024-09-30", ""},
		{"Q3 2024 zh", mon, "Q3 2024 的营收", "2024-07-01..2024-09-30", ""},
		{"2024年Q3", mon, "2024年Q3营收", "2024-07-01..2024-09-30", ""},
		{"2024年第三季度", mon, "2024年第三季度", "2024-07-01..2024-09-30", ""},
		{"third quarter of 2024", mon, "the third quarter of 2024", "2024-07-01..2024-09-30", ""},
		{"2024年3月", mon, "2024年3月的订单量", "2024-03-01..2024-03-31", ""},
		{"March 2024", mon, "orders in March 2024", "2024-03-01..2024-03-31", ""},
		{"Q3 alone", mon, "revenue in Q3", "2025-07-01..2025-09-30", ""},
		// The coming days and weeks.
		{"the coming two weeks", mon, "deliveries in the coming two weeks", "2025-03-10..2025-03-23", ""},
		{"next 7 days", wed, "dock bookings for the next 7 days", "2025-03-12..2025-03-18", ""},
		{"未来两周", mon, "未来两周的排班", "2025-03-10..2025-03-23", ""},
		{"接下来3天", wed, "接下来3天的预约", "2025-03-12..2025-03-14", ""},
		{"下周二到周四", mon, "下周二到周四的会议室", "2025-03-18..2025-03-20", ""},
		{"下周一至周五", wed, "下周一至周五", "2025-03-17..2025-03-21", ""},
		{"next Tuesday to Thursday", mon, "book it next Tuesday to Thursday", "2025-03-18..2025-03-20", ""},
		{"上周一到周三", mon, "上周一到周三的工单", "2025-03-03..2025-03-05", ""},
		{"3月12号到14号", mon, "3月12号到14号的会议室", "2025-03-12..2025-03-14", ""},
		{"3月30日至2日", mon, "3月30日至2日的排班", "2025-03-30..2025-04-02", ""},
		{"March 12 to 14", mon, "leave from March 12 to 14", "2025-03-12..2025-03-14", ""},
		{"a count after the number", mon, "reserve the hall on March 12 to 8 guests", "2025-03-12..2025-03-12", ""},
		{"a linking word after the day", mon, "book March 12 to 14 for the offsite", "2025-03-12..2025-03-14", ""},
		{"March 12th through 14th", mon, "March 12th through 14th, please", "2025-03-12..2025-03-14", ""},
		{"a day and clock times", mon, "book it March 12 from 3 to 5pm", "2025-03-12..2025-03-12", ""},
		{"a day to a clock time", mon, "March 12 to 3pm", "2025-03-12..2025-03-12", ""},
		{"no 31st", mon, "April 30 to 31", "2025-04-30..2025-04-30", ""},
		// Previous month and a day of last week, in a sentence.
		{"上个月的转化率", mon, "上个月的转化率", "2025-02-01..2025-02-28", ""},
		{"上周五有哪些告警", mon, "上周五有哪些告警", "2025-03-07..2025-03-07", ""},
		{"last Friday", wed, "what broke last Friday", "2025-03-07..2025-03-07", ""},
		{"a weekday alone", wed, "alerts on Monday at 9am", "2025-03-10..2025-03-10", ""},
		{"今晚 is today", wed, "今晚八点前把报告发我", "2025-03-12..2025-03-12", ""},
		{"明早 is tomorrow", wed, "明早6点半叫醒我", "2025-03-13..2025-03-13", ""},
		{"昨晚 is yesterday", wed, "昨晚的告警", "2025-03-11..2025-03-11", ""},
		{"a weekday to come with its time of day", wed, "a pickup for the flight landing Friday 14:20", "2025-03-14..2025-03-14", ""},
		{"a weekday to come at a time", wed, "book the van on Friday at 9:30am", "2025-03-14..2025-03-14", ""},
		{"周五 to come with its time of day", wed, "周五下午3点的会议室", "2025-03-14..2025-03-14", ""},
		{"a weekday alone still to come", wed, "who was on call Friday", "2025-03-07..2025-03-07", ""},
		{"free on a weekday to come", wed, "is room 5 free on Friday", "2025-03-14..2025-03-14", ""},
		{"周五有空吗", wed, "王医生周五有空吗", "2025-03-14..2025-03-14", ""},
		{"available on a weekday gone by", wed, "is the van available Monday", "2025-03-17..2025-03-17", ""},
		{"free said of no one", wed, "which orders with free shipping were placed on Friday", "2025-03-07..2025-03-07", ""},
		{"who's free", wed, "who's free on Friday", "2025-03-14..2025-03-14", ""},
		{"free slots on a weekday", wed, "which stylists have free slots on Friday", "2025-03-14..2025-03-14", ""},
		{"open seats on a weekday", wed, "any open seats Thursday for the workshop?", "2025-03-13..2025-03-13", ""},
		{"free things handed out", wed, "how many free gifts went out on Friday", "2025-03-07..2025-03-07", ""},
		{"open tickets of a weekday gone by", wed, "open tickets from Monday", "2025-03-10..2025-03-10", ""},
		{"booking for a weekday", wed, "reserve the boardroom for Thursday afternoon", "2025-03-13..2025-03-13", ""},
		{"swapping a weekday's shifts", wed, "把老李和小王周五的班调换一下", "2025-03-14..2025-03-14", ""},
		{"a booking made on a weekday gone by", wed, "which rooms did we book on Thursday", "2025-03-06..2025-03-06", ""},
		// 去年同期 follows the primary range.
		{"去年同期 of year to date", mon, "今年以来的GMV和去年同期对比", "2025-01-01..2025-03-10", "2024-01-01..2024-03-10"},
		{"去年同期 of a bare month", mon, "11月的销量和去年同期比", "2024-11-01..2024-11-30", "2023-11-01..2023-11-30"},
		{"去年同期 of Q3 2024", mon, "Q3 2024 的营收与去年同期相比", "2024-07-01..2024-09-30", "2023-07-01..2023-09-30"},
		{"same period last year", mon, "revenue since March 1 vs the same period last year", "2025-03-01..2025-03-10", "2024-03-01..2024-03-10"},
		// Versions are no dates.
		{"version dotted", mon, "upgrade to version 2024.10.1", "", ""},
		{"版本", mon, "回滚到版本 2025.03", "", ""},
		{"v-prefixed", mon, "deploy v2025.3.1 to prod", "", ""},
		{"release with month", mon, "notes for release 2024-10", "", ""},
		// Nothing.
		{"no time", mon, "导出华东区门店明细", "", ""},
		{"english no time", mon, "find the capital of Brazil", "", ""},
		{"周报 is not a weekday", mon, "写周报", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Resolve(tc.text, at(t, tc.now), nil)
			got := ""
			if res.Range != nil {
				got = res.Range.String()
			}
			if got != tc.want {
				t.Errorf("Resolve(%q) range = %q, want %q (periods %+v)", tc.text, got, tc.want, res.Periods)
			}
			gotCmp := ""
			if res.Compare != nil {
				gotCmp = res.Compare.String()
			}
			if gotCmp != tc.cmp {
				t.Errorf("Resolve(%q) compare = %q (%s), want %q", tc.text, gotCmp, res.CompareKind, tc.cmp)
			}
		})
	}
}

func TestResolveOtherZone(t *testing.T) {
	// 2025-03-09 20:00 in New York is already Monday the 10th in Shanghai.
	ny, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err) // time/tzdata is linked in, so this cannot be missing
	}
	now := time.Date(2025, 3, 9, 20, 0, 0, 0, ny)
	if got, want := Resolve("今天", now, nil).Range.String(), "2025-03-10..2025-03-10"; got != want {
		t.Errorf("Shanghai today = %q, want %q", got, want)
	}
	if got, want := Resolve("today", now, ny).Range.String(), "2025-03-09..2025-03-09"; got != want {
		t.Errorf("New York today = %q, want %q", got, want)
	}
}

func FuzzResolve(f *testing.F) {
	for _, s := range []string{"上周", "最近30天环比", "2025-02-29", "Q4 2024", "March 1st", "截至目前", "3月1日到3月5日",
		"近九十九个月", "上上个季度同比", "last 999 days", "2024年第四季度", "from 2025-03-05 to 2025-03-01"} {
		f.Add(s)
	}
	now := time.Date(2025, 3, 10, 14, 2, 0, 0, DefaultLocation())
	f.Fuzz(func(t *testing.T, text string) {
		// Goals are sentences. A mutated input of many kilobytes keeps a
		// worker busy past the fuzzing deadline, which the fuzzer reports
		// as a failure of its own.
		if !utf8.ValidString(text) || len(text) > 1<<10 {
			return
		}
		res := Resolve(text, now, nil)
		for _, p := range res.Periods {
			if p.Range.End.Before(p.Range.Start) {
				t.Fatalf("Resolve(%q): period %q ends before it starts", text, p.Range)
			}
		}
		if res.Compare != nil && res.Compare.End.Before(res.Compare.Start) {
			t.Fatalf("Resolve(%q): compare %q ends before it starts", text, res.Compare)
		}
	})
}

func TestResolveCompareText(t *testing.T) {
	mon := time.Date(2025, 3, 10, 9, 0, 0, 0, DefaultLocation())
	tests := []struct {
		text string
		want []string
	}{
		{"去年同期的营收", []string{"去年同期"}},
		{"上周营收同比", []string{"同比"}},
		{"revenue year over year", []string{"year over year"}},
		{"上周的营收", nil},
	}
	for _, tc := range tests {
		if got := Resolve(tc.text, mon, nil).CompareText; !slices.Equal(got, tc.want) {
			t.Errorf("Resolve(%q).CompareText = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestUpcoming(t *testing.T) {
	const wed = "2025-09-17 10:00" // a Wednesday
	tests := []struct{ text, want string }{
		{"周五的班", "2025-09-19..2025-09-19"},
		{"周三的班", "2025-09-17..2025-09-17"},
		{"周一的班", "2025-09-22..2025-09-22"},
		{"周末的班", "2025-09-20..2025-09-21"},
		{"上周五的班", "2025-09-12..2025-09-12"},
		{"last Friday", "2025-09-12..2025-09-12"},
		{"book it on Friday at 9:30am", "2025-09-19..2025-09-19"},
		{"昨天", "2025-09-16..2025-09-16"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, at(t, wed), nil)
		if got := Upcoming(res.Primary, at(t, wed)).String(); got != tc.want {
			t.Errorf("Upcoming(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
