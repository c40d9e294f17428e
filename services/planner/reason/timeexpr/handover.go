package timeexpr

import (
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A thing taken on one day and given back on a later one is had for the
// days between: "pick up next Tue 8am, drop off next Thu 7pm", 周六早上
// 10点取，周日下午5点还, "check in Friday, check out Sunday".
var (
	takeRE = prefilter.MustCompile(`(?i)\bpick(?:ing)?[- ]?up\b|\bcheck(?:ing)?[- ]?in\b|入住|提车|取车?(?:[，。,.;；]|$)`)
	giveRE = prefilter.MustCompile(`(?i)\bdrop(?:ping)?[- ]?off\b|\bcheck(?:ing)?[- ]?out\b|退房|还车|还(?:[，。,.;；]|$)`)
)

// handOver joins two days, the first a thing is taken on and the second
// it is given back on, into the run between them.
func handOver(text string, ps []Period) []Period {
	if len(ps) != 2 {
		return ps
	}
	p, q := ps[0], ps[1]
	for q.Latest && q.Unit == Day && !q.Range.Start.After(p.Range.Start) && days(q.Range.Start, p.Range.Start) < 7 {
		// A weekday named alone gives back on the first one after.
		q.Range = task.Range{Start: addDays(q.Range.Start, 7), End: addDays(q.Range.End, 7)}
	}
	if p.Unit != Day || q.Unit != Day || p.N != 1 || q.N != 1 || !q.Range.Start.After(p.Range.Start) || days(p.Range.Start, q.Range.Start) > 60 {
		return ps
	}
	take := takeRE.FindStringIndex(text[:q.Pos])
	give := giveRE.FindStringIndex(text[p.Pos+len(p.Text):])
	if take == nil || give == nil || p.Pos+len(p.Text)+give[0] < take[1] {
		return ps
	}
	merged := spanDays(p.Range.Start, q.Range.End)
	// The text is the first day's: what is written between the days
	// (where it is taken) is no part of a time.
	merged.Text, merged.Pos = p.Text, p.Pos
	return []Period{merged}
}
