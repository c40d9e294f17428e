package embedded

import (
	"time"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// rollingValue fills the date-time start or end of a goal that names the
// hours up to now (过去24小时, "the past 48 hours") with the first and the
// last instant of those hours, not the whole days they touch: the past 24
// hours at 14:30 run from yesterday's 14:30 to now.
func (e *Engine) rollingValue(name string, p property, t *task.Task, g *goalValues) (any, bool) {
	if p.Format != "date-time" || t.TimeRange == nil {
		return nil, false
	}
	role := paramRole(name, p)
	if role != roleStart && role != roleEnd {
		return nil, false
	}
	now := e.opts.Now()
	res := e.times.Resolve(g.text, now, e.opts.Location)
	if res.Primary.Hours == 0 || res.Range == nil || !res.Range.Start.Equal(t.TimeRange.Start) || !res.Range.End.Equal(t.TimeRange.End) {
		return nil, false
	}
	at := now.In(e.opts.Location).Truncate(time.Minute)
	if role == roleStart {
		at = at.Add(-time.Duration(res.Primary.Hours) * time.Hour)
	}
	return at.Format(time.RFC3339), true
}
