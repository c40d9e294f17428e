package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A thing taken on one day and given back on a later one is had for the
// days between: "pick up next Tue 8am, drop off next Thu 7pm", 周六早上
// 10点取，周日下午5点还, "check in Friday, check out Sunday". The taking
// and the giving back are of one kind: a pick-up and a drop-off, a
// check-in and a check-out ("pick up the kids Monday and check out the
// book Friday" are two errands). Work started on one day and finished or
// delivered on a later one (下周一开工，28号交货, "start Monday, deliver
// Friday") runs between them as well, and so do a stay that arrives one
// day and leaves a later one and a trip that sets off and comes back.
var handOvers = [][2]*prefilter.Regexp{
	{prefilter.MustCompile(`(?i)\bpick(?:ing)?[- ]?up\b|提车|取车?(?:[，。,.;；]|$)`), prefilter.MustCompile(`(?i)\bdrop(?:ping)?[- ]?off\b|还车|还(?:[，。,.;；]|$)`)},
	// "check in with the team" is no stay's start.
	{prefilter.MustCompile(`(?i)\bcheck(?:ing)?[- ]?in\b(?:\s+with\b)?|入住`), prefilter.MustCompile(`(?i)\bcheck(?:ing)?[- ]?out\b|退房|结账`)},
	// A trip sets off one day and comes back a later one: 8日出发，15日回来,
	// "set off Monday, return Friday".
	{prefilter.MustCompile(`(?i)\b(?:set(?:s|ting)?\s+off|depart(?:s|ing)?)\b|出发|启程|动身`), prefilter.MustCompile(`(?i)\b(?:return(?:s|ing)?|com(?:e|es|ing)\s+back|get(?:s|ting)?\s+back)\b|回来|返回|返程|回到`)},
	// A stay arrives one day and leaves a later one: 20日到达，22号离开,
	// 晚上8点靠，26号下午4点离, "arrives Tuesday, departs Thursday".
	{prefilter.MustCompile(`(?i)\barriv(?:e|es|ed|ing|al)\b|抵达|到达|到港|靠泊|靠(?:[，。,.;；]|$)`), prefilter.MustCompile(`(?i)\b(?:depart(?:s|ed|ing|ure)?|leav(?:e|es|ing))\b|离开|离港|离泊|离(?:[，。,.;；]|$)`)},
	{prefilter.MustCompile(`(?i)\b(?:start(?:s|ing)?|begin(?:s|ning)?|kick(?:s|ing)?\s+off)\b|开工|动工|开始|启动`), prefilter.MustCompile(`(?i)\b(?:deliver(?:s|ed|y)?|finish(?:es|ed|ing)?|complet(?:e|es|ed|ion)|wrap(?:s|ping)?\s+up)\b|交货|交付|完工|竣工|完成|收尾`)},
}

// describesRE follows a giving back that describes a thing rather than
// tells an act: 28号交货的订单 are orders of their own, not the end of
// the work begun on the first day.
var describesRE = prefilter.MustCompile(`^\s*了?的`)

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
	if !handedOver(text, p, q) {
		return ps
	}
	merged := spanDays(p.Range.Start, q.Range.End)
	// The text is the first day's: what is written between the days
	// (where it is taken) is no part of a time.
	merged.Text, merged.Pos = p.Text, p.Pos
	return []Period{merged}
}

// handedOver reports whether a taking is written before q and a giving
// back of its kind after p.
func handedOver(text string, p, q Period) bool {
	for _, h := range handOvers {
		take := h[0].FindStringIndex(text[:q.Pos])
		give := h[1].FindStringIndex(text[p.Pos+len(p.Text):])
		if take != nil && give != nil && p.Pos+len(p.Text)+give[0] >= take[1] && !strings.HasSuffix(strings.ToLower(text[take[0]:take[1]]), "with") && !describesRE.MatchString(text[p.Pos+len(p.Text)+give[1]:]) {
			return true
		}
	}
	return false
}
