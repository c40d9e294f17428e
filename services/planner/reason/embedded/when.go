package embedded

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// presentRE is a tool's word for serving the present: today's, real-time,
// live, the latest or current value.
var presentRE = prefilter.MustCompile(`(?i)\btoday(?:'s)?\b|\breal[- ]?time\b|\blive\b|\blatest\b|\bcurrent(?:ly)?\b|\bright now\b|实时|当天|今天|今日|当日|当前|最新|目前`)

// takesDate reports whether a tool's schema has a parameter for a date of
// the goal's period, or for its month (YYYY-MM).
func takesDate(spec *toolspec.Spec) bool {
	if spec == nil || len(spec.Parameters) == 0 {
		return false
	}
	return datedSchemas.load(string(spec.Parameters), func() bool { return schemaTakesDate(spec.Parameters) })
}

// datedSchemas remembers schemaTakesDate by the schema's text: a plan asks
// it of every rival of a tool that serves only the present.
var datedSchemas memo[bool]

// schemaTakesDate is takesDate of a tool's parameters schema.
func schemaTakesDate(params json.RawMessage) bool {
	var sch object
	if json.Unmarshal(params, &sch) != nil {
		return false
	}
	for n, p := range sch.Properties {
		if isDateRole(n, p) || monthLayout(p) != "" {
			return true // a month's statement is of a past month as well
		}
	}
	return false
}

// presentOnly reports whether a tool serves the present alone: it says so
// (today's, real-time, the latest) and its schema takes no date to ask
// for another day.
func presentOnly(spec *toolspec.Spec) bool {
	return spec != nil && saysPresent(spec.Description+" "+spec.WhenToUse) && !takesDate(spec)
}

// saysPresent reports whether a tool's text says it serves the present,
// once per text: a plan asks it of every rival of a need's tool.
func saysPresent(text string) bool {
	return presentTexts.load(text, func() bool { return presentRE.MatchString(text) })
}

// presentTexts remembers saysPresent by a tool's text.
var presentTexts memo[bool]

// statedPeriod is the period the need states, or the goal's when the need
// states none; nil when neither does.
func (e *Engine) statedPeriod(text string, t *task.Task) *task.Range {
	if r := e.resolve(text).Range; r != nil {
		return r
	}
	if t != nil {
		return t.TimeRange
	}
	return nil
}

// isToday reports whether r is today alone.
func (e *Engine) isToday(r *task.Range) bool {
	today := e.opts.Now().In(e.opts.Location).Format(task.DateLayout)
	return r.Start.Format(task.DateLayout) == today && r.End.Format(task.DateLayout) == today
}

// respectPeriod keeps a need that states a period other than today (Q3
// 2024, last month, January 1, 2022) from a tool that serves only the
// present, and a need that states a span of days itself (last week) from
// a read whose schema takes no date: the tool its own text sends other
// days to, or else the best rival whose schema takes a date, carries the
// period instead when it scores at least half as well (a quarter for the
// tool named). A read that takes a year's number keeps a period of that
// year (今年, "this year"), and a tool that says it serves the year or
// month now running keeps that year or month.
func (e *Engine) respectPeriod(st *task.Subtask, text string, t *task.Task, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	r := e.statedPeriod(text, t)
	if spec == nil || r == nil {
		return
	}
	if e.isToday(r) {
		e.keepToday(st, spec, byName)
		return
	}
	if e.servesSpan(spec, r) {
		return
	}
	if !presentOnly(spec) && (takesDate(spec) || spec.SideEffect == toolspec.Write || !spansDays(r) || e.resolve(text).Range == nil || takesDayCount(spec) ||
		takesYear(spec) && yearPeriod(r)) {
		return
	}
	own := scoreOf(st.Scores, st.Tool)
	var pick string
	for _, sc := range st.Scores {
		s := byName[sc.Tool]
		if sc.Tool == st.Tool || s == nil || s.SideEffect != spec.SideEffect || !takesDate(s) || presentOnly(s) {
			continue
		}
		if sc.Score >= own/4 && redirects(spec, sc.Tool) {
			pick = sc.Tool
			break
		}
		if pick == "" && sc.Score >= own/2 && sc.Score >= e.Threshold()/2 {
			pick = sc.Tool
		}
	}
	if pick != "" {
		st.Tool, st.Ambiguous = pick, nil
	}
}

// redirects reports whether a tool's own text names another tool, as in
// "for past days use query_history".
func redirects(spec *toolspec.Spec, other string) bool {
	return strings.Contains(spec.Description+" "+spec.WhenNotToUse, other)
}

// keepToday is respectPeriod's reverse: a need about today alone that
// chose a tool whose own text sends today's figures to a tool that serves
// only the present ("T+1 only; for today's data use query_live") goes to
// that tool, when it scores at least a quarter as well.
func (e *Engine) keepToday(st *task.Subtask, spec *toolspec.Spec, byName map[string]*toolspec.Spec) {
	if presentOnly(spec) {
		return
	}
	own := scoreOf(st.Scores, st.Tool)
	for _, sc := range st.Scores {
		if s := byName[sc.Tool]; s != nil && sc.Tool != st.Tool && s.SideEffect == spec.SideEffect && presentOnly(s) && sc.Score >= own/4 && redirects(spec, sc.Tool) {
			st.Tool, st.Ambiguous = sc.Tool, nil
			return
		}
	}
}

// upcoming returns t with the weekday or weekend its goal names alone
// moved to the one on or after today: a write acts on a day to come ("把周五
// 的班对调一下" on a Wednesday swaps this Friday's shifts), where a look-up
// reads the latest one begun. A day marked past (上周五, last Friday) is
// kept.
func (e *Engine) upcoming(t *task.Task) *task.Task {
	if t.TimeRange == nil {
		return t
	}
	res := e.resolve(t.Goal)
	if res.Range == nil || !sameRange(*res.Range, *t.TimeRange) {
		return t // the range was given, not read from the goal
	}
	r := timeexpr.Upcoming(res.Primary, e.opts.Now())
	if sameRange(r, *t.TimeRange) {
		return t
	}
	c := *t
	c.TimeRange = &r
	return &c
}

// ownPast returns t without its period when the period is over and the
// need st does not state it: a write acts from now, and a past period
// another need of the goal names (上个月的用电量，…就派人上门检查) is what
// that need reads, not when the write is to happen.
func (e *Engine) ownPast(t *task.Task, st *task.Subtask) *task.Task {
	if t.TimeRange == nil || st == nil || st.Description == "" {
		return t
	}
	now := e.opts.Now().In(e.opts.Location)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, e.opts.Location)
	if !t.TimeRange.End.Before(today) {
		return t
	}
	res := e.resolve(t.Goal)
	if res.Range == nil || !sameRange(*res.Range, *t.TimeRange) || strings.Contains(st.Description, res.Primary.Text) {
		return t
	}
	c := *t
	c.TimeRange, c.CompareRange = nil, nil
	return &c
}

func sameRange(a, b task.Range) bool {
	return a.Start.Equal(b.Start) && a.End.Equal(b.End)
}

// spansDays reports whether r covers more than one day: a week, a month,
// a quarter. A read whose schema takes no date tells of one moment, not of
// such a span.
func spansDays(r *task.Range) bool {
	return r.End.Sub(r.Start) > 36*time.Hour
}

// dayCountRE names a parameter that counts the days of a window ahead:
// within_days, days_ahead, next_days, expires_in_days — not a threshold
// (min_days_overdue) or a length (duration_days, duration_in_days,
// age_in_days): "in days" is a window only after a verb of coming due.
var dayCountRE = prefilter.MustCompile(`(?i)(?:^|_)(?:within|ahead|next)_days$|(?:^|_)(?:expires?|expiring|due|ends?|ending|starts?|starting)_in_days$|^(?:in|days)_(?:days|ahead|within)$`)

// takesDayCount reports whether a tool takes a span of days as their
// count (within_days: 30): it carries "within 30 days" itself, as a tool
// taking dates carries a period.
func takesDayCount(spec *toolspec.Spec) bool {
	if spec == nil || len(spec.Parameters) == 0 {
		return false
	}
	return dayCountSchemas.load(string(spec.Parameters), func() bool {
		var sch object
		if json.Unmarshal(spec.Parameters, &sch) != nil {
			return false
		}
		for n, p := range sch.Properties {
			if t := p.typ(); (t == "integer" || t == "number") && dayCountRE.MatchString(n) {
				return true
			}
		}
		return false
	})
}

// dayCountSchemas remembers takesDayCount by the schema's text.
var dayCountSchemas memo[bool]
