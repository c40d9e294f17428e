// Package timeexpr resolves the time expressions of a goal — relative
// (今天, 上周, 上个月, 最近7天, 本季度, last week, past 7 days), ahead (未来两周,
// the coming two weeks), named (Q3 2024, 2024年3月, 11月, in November) and
// explicit (2025-03-01, 3月1日, March 1st) — into concrete inclusive day
// ranges, against a clock and zone the caller passes in. Weeks are ISO
// weeks, Monday to Sunday. A month named without a year is the latest one
// not still to come. "since X" / "X以来" / "X至今" runs from X to today
// (今年以来 is the year to date), and "下周二到周四" ends on that week's
// Thursday; "from early March to late April" ends at the first late April
// after its start. A unit counted from today is the calendar unit that
// many back (两周前, "two weeks ago"), the day that many on (3天后, "5 days
// from now"), half a year or a fortnight (近半年, "the last fortnight"),
// the third year or day off (大前年, 大后天). A weekend is its Saturday and Sunday (这周末, next weekend; 周末
// or "the weekend" alone the latest begun). Digits inside an identifier
// (INV-2024-0117) or a version (v2025.3.1, 版本 2025.03) are no date. A comparison request (环比 → the
// previous period of the same length, 同比/去年同期 → the same period a year
// earlier, or a second period named with 对比/compare) becomes a second
// concrete range.
//
// Days and parts of a month are named too: its nth or last weekday ("the
// first Monday of next month", 3月的最后一个星期五), its last day, its thirds
// and halves (上旬, 下半月, "early/mid/late December") in the year written
// before or after them (去年12月上旬, "early December last year"), the
// start or end of a month or year the text names (本月初 and 上月底 as
// the first and last ten days, 去年年底 as December; 月底 alone names no
// days, nor does 初 or 底 beginning a word: 初步, 底薪), runs written with
// one unit (1-3月, 5到7号), days written with slashes, month first
// (3/15/2026, "on 3/20"), the week of a day, its nth or last week as its
// own days ("the first week of June" is June 1–7, 上个月最后一周 its last
// seven), a day of a month named by its place ("the 15th of last month"),
// the hours up to now or ahead (过去24小时, 未来48小时, "the next 24 hours",
// as the days they touch), a window named by its length before what is
// looked up in it (7天内的订单; not 3天内处理, nor 30天内到期), a two-digit
// year before a part of it (24年Q4, 24年3月), the start of a unit to
// today (月初以来) and today to its end ("the rest of the month", 本月剩下的几天,
// a deadline at an end still to come: 截至今年年底, 月底前, 下个月底前, "until
// year end", "by the end of the month" unless it recurs "every month").
// A deadline at an end passed is the whole month or year it ends
// (截至2024年底, 上月底前). A fiscal year is its calendar year. "X and Y" /
// X和Y is one run only when Y starts the day after X ends and the text does
// not compare them. A run may end on a short weekday ("next Mon to Fri", "Mon-Fri", "thru");
// two days without their year written last first run between them ("21
// June to 19 June"); a weekday something is wanted by is the one to come
// ("by Friday"); a day without its year told as done in its clause ("on
// 21 June we met") is the latest one; 12月前 with an act to do (12月前完成)
// is the day before that month; a month named with two years (去年和今年的
// 6月) is that month in each; a thing taken on one day and given back on
// a later one (取 … 还, pick up … drop off) runs between them.
//
// A holiday with a fixed date names its day (New Year's Day, 元旦, 圣诞节),
// read like a day without its year; the end of a unit a change takes
// effect at is its last day ("effective the end of this month", 本月底生效).
// What a title or message between quotes says ('Tomorrow, and Tomorrow',
// 《明天见》) names no time the request is about.
//
// Clocks reads the times of day a text names (下午2点到4点, 傍晚 6 点,
// 9am to 11am, 14:30) apart from its days, a window's period word shared by
// both ends; an evening window's end at 12 is midnight (今晚10点到12点,
// "tonight from 10 to 12") unless the next day is named before it
// (晚上8点到第二天12点). Two bare numbers a verb changes a value between
// ("increase the replicas from 2 to 4 this morning", but not "the
// increased traffic this afternoon from 2 to 4") are no window.
package timeexpr
