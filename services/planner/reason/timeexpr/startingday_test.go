package timeexpr

import "testing"

// TestResolveStartingAWeekday reads a weekday named alone after "starting"
// or before 开始/起 as the coming one: what starts then is still to come.
// Like "from tomorrow" it is that day (or the length the text states from
// it); "since Saturday" and a text about the past stay in the past.
func TestResolveStartingAWeekday(t *testing.T) {
	checkRanges(t, thu, []rangeCase{
		{"en starting", "starting Saturday, open the store at 9", "2026-03-14..2026-03-14"},
		{"en starting on", "switch the backups to the new bucket starting on Monday", "2026-03-16..2026-03-16"},
		{"en next stays next", "starting next Monday", "2026-03-16..2026-03-16"},
		{"en a length from it", "book 3 days of leave starting Saturday", "2026-03-14..2026-03-16"},
		{"zh 从…开始", "从周六开始每天备份", "2026-03-14..2026-03-14"},
		{"zh 起", "周日起暂停发货", "2026-03-15..2026-03-15"},
		{"zh the weekend", "从周末开始调整营业时间", "2026-03-14..2026-03-15"},
		{"en since is past", "errors since Saturday", "2026-03-07..2026-03-12"},
		{"zh 以来 is past", "周六以来的告警", "2026-03-07..2026-03-12"},
		{"en a past text", "the site was down starting Monday", "2026-03-09..2026-03-12"},
		{"en an ongoing state", "the job has been failing starting Monday", "2026-03-09..2026-03-12"},
		{"zh a past text", "从周一开始出现了大量超时", "2026-03-09..2026-03-12"},
		{"zh an ongoing state", "从周一开始一直报错", "2026-03-09..2026-03-12"},
	})
	// Said on that weekday, the weekday is today.
	checkRanges(t, "2026-03-14 10:00", []rangeCase{
		{"en on the day", "starting Saturday, open the store at 9", "2026-03-14..2026-03-14"},
		{"zh on the day", "从周六开始每天备份", "2026-03-14..2026-03-14"},
	})
}
