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
	if t.TimeRange == nil || st == nil || st.Description == "" {
		return t
	}
	res := e.resolve(t.Goal)
	if res.Range == nil || !sameRange(*res.Range, *t.TimeRange) || strings.Contains(st.Description, res.Primary.Text) {
		return t
	}
	needs := e.goalNeeds(t.Goal)
	own, dated := -1, -1
	for i, n := range needs {
		if own < 0 && strings.Contains(st.Description, n.text) {
			own = i
		}
		if dated < 0 && strings.Contains(n.text, res.Primary.Text) {
			dated = i
		}
	}
	if own < 0 || dated <= own || !needs[dated].then {
		return t
	}
	c := *t
	c.TimeRange, c.CompareRange = nil, nil
	return &c
}
