package embedded

import (
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// currentYearRE and currentMonthRE are a tool's words for serving the
// calendar year or month now running: "remaining leave days for the
// current year", "this month's usage so far", 本年度, 当月.
var (
	currentYearRE  = prefilter.MustCompile(`(?i)\b(?:current|this) (?:calendar |fiscal )?year\b|\byear[- ]to[- ]date\b|本年|今年|当年`)
	currentMonthRE = prefilter.MustCompile(`(?i)\b(?:current|this) (?:calendar )?month\b|\bmonth[- ]to[- ]date\b|本月|当月`)
)

// servesSpan reports whether a tool's own text says it serves the calendar
// year or month r is, r running now: such a tool answers 今年还剩几天年假 or
// "this month's usage" itself, though it serves only the present and takes
// no date.
func (e *Engine) servesSpan(spec *toolspec.Spec, r *task.Range) bool {
	now := e.opts.Now().In(e.opts.Location)
	if now.Before(r.Start) || now.After(r.End.Add(24*time.Hour)) {
		return false
	}
	var re *prefilter.Regexp
	switch {
	case yearPeriod(r):
		re = currentYearRE
	case r.Start.Day() == 1 && r.Start.Month() == r.End.Month() && r.Start.Year() == r.End.Year() && spansDays(r):
		re = currentMonthRE
	default:
		return false
	}
	return re.MatchString(spec.Description) || re.MatchString(spec.WhenToUse)
}
