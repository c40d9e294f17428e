package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// notLater returns t without its period when the goal states the period
// only in a need that comes after st's in sequence ("open a claim, then
// book an inspection tomorrow at 2pm"): the later need's time is when
// that need is to happen, not a date of st's.
func (e *Engine) notLater(t *task.Task, st *task.Subtask) *task.Task {
	needs, own, dated := e.datedNeed(t, st)
	if own < 0 || dated <= own || !needs[dated].then {
		return t
	}
	return withoutPeriod(t)
}

// notLooked returns t without its period when st's need is an action on
// a condition the need before it looks up (这个月流量不够的话加个流量包,
// "if it is over budget this month, freeze the card") and the goal states
// the period, a span of days, only in a need before st's: the span is
// what the look reads, not when the write is to happen; two days ("since
// yesterday") are a span too. A day the look names (今天的排班没冲突的话就
// 换班) is the day the write acts on too.
func (e *Engine) notLooked(t *task.Task, st *task.Subtask) *task.Task {
	if t.TimeRange == nil || !t.TimeRange.End.After(t.TimeRange.Start) {
		return t
	}
	needs, own, dated := e.datedNeed(t, st)
	if own < 1 || dated < 0 || dated >= own || !needs[own].afterPrev || !conditionRE.MatchString(needs[own].text) && !condBareZhRE.MatchString(needs[own].text) {
		return t
	}
	return withoutPeriod(t)
}

// datedNeed finds, when t's period is the one its goal states and st's
// own words do not state it, the goal's needs, the index of st's need
// and that of the need that states the period; an index is -1 when
// there is none.
func (e *Engine) datedNeed(t *task.Task, st *task.Subtask) (needs []need, own, dated int) {
	if t.TimeRange == nil || st == nil || st.Description == "" {
		return nil, -1, -1
	}
	res := e.resolve(t.Goal)
	if res.Range == nil || !sameRange(*res.Range, *t.TimeRange) || strings.Contains(st.Description, res.Primary.Text) {
		return nil, -1, -1
	}
	needs = e.goalNeeds(t.Goal)
	own, dated = -1, -1
	for i, n := range needs {
		if own < 0 && strings.Contains(st.Description, n.text) {
			own = i
		}
		if dated < 0 && strings.Contains(n.text, res.Primary.Text) {
			dated = i
		}
	}
	return needs, own, dated
}

// withoutPeriod is a copy of t without its period.
func withoutPeriod(t *task.Task) *task.Task {
	c := *t
	c.TimeRange, c.CompareRange = nil, nil
	return &c
}

// ownDay returns t with the period its write need st states itself, when
// the goal's period, a span of days, lies outside that need: "先看看他下周有
// 没有空，有空的话就把第58场挪到下周三" reads next week first, but the move
// is to Wednesday. A day the look names (3月14日的排班…当天的班) is the
// write's day too.
func (e *Engine) ownDay(t *task.Task, st *task.Subtask) *task.Task {
	if t.TimeRange == nil || !spansDays(t.TimeRange) || st == nil || st.Description == "" {
		return t
	}
	at := strings.Index(t.Goal, st.Description)
	if at < 0 {
		return t
	}
	res := e.resolve(t.Goal)
	if res.Range == nil || !sameRange(*res.Range, *t.TimeRange) || res.Primary.Pos >= at && res.Primary.Pos < at+len(st.Description) {
		return t
	}
	for _, p := range res.Periods {
		if p.Pos < at || p.Pos >= at+len(st.Description) || sameRange(p.Range, *t.TimeRange) {
			continue
		}
		// The need's own day, as the goal resolves it: no new text is
		// read.
		c := *t
		r := p.Range
		c.TimeRange, c.CompareRange = &r, nil
		return &c
	}
	return t
}
