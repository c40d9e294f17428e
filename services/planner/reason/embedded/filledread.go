package embedded

import (
	"context"
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// minFilledValues is how many of a read's parameters, past its dates, a
// need's stated values must fill for the values to choose the read.
const minFilledValues = 2

// filledRead gives a need that asks about state and reaches no tool by its
// words the read, among those it scores, whose parameters its stated
// values fill the most of, past dates and "all" — at least minFilledValues
// of them and more than any other read: a question written in the values
// it filters by (城东店, 按周, 冷冻) names the read those values are
// the parameters of, though few of its words are the tool's.
func (e *Engine) filledRead(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || asksWrite(text, goal) {
		return
	}
	forbidden := negatedActions(goal)
	best, most, tie := "", 0, false
	for _, sc := range scores {
		s := byName[sc.Tool]
		if sc.Score <= 0 || s == nil || s.SideEffect == toolspec.Write || forbids(forbidden, s) {
			continue
		}
		n := e.filledValues(ctx, run, text, s, byName)
		switch {
		case n > most:
			best, most, tie = sc.Tool, n, false
		case n == most:
			tie = true
		}
	}
	if most >= minFilledValues && !tie {
		st.Tool, st.Ambiguous = best, nil
	}
}

// filledValues counts the parameters of spec whose values the schema
// constrains (an enum, a pattern, a number), past its dates, that the
// need's stated values fill with something other than "all": free text
// such as a keyword takes any need.
func (e *Engine) filledValues(ctx context.Context, run *reason.Run, text string, spec *toolspec.Spec, byName map[string]*toolspec.Spec) int {
	return e.countFilled(ctx, run, text, spec, byName, false)
}

// countFilled is filledValues; with written set it counts a pattern's
// value only when the need writes it, not when another need of the goal
// does.
func (e *Engine) countFilled(ctx context.Context, run *reason.Run, text string, spec *toolspec.Spec, byName map[string]*toolspec.Spec, written bool) int {
	sch, err := schemaObject(spec.Parameters)
	if len(spec.Parameters) == 0 || err != nil {
		return 0
	}
	// Without the goal's period: a count of its days (7 for 上周) is no
	// value the need states.
	t := task.Task{}
	if run != nil && run.Task != nil {
		t = *run.Task
	}
	t.TimeRange, t.CompareRange = nil, nil
	args, _, _, err := e.fillArgs(ctx, reason.NewRun(&t, nil), &task.Subtask{Description: text, Tool: spec.Name}, spec, byName, nil, "")
	if err != nil {
		return 0
	}
	n := 0
	periods := e.resolve(text).Periods
	for name, v := range args {
		p := sch.Properties[name]
		constrained := len(p.Enum) > 0 || p.Items != nil && len(p.Items.Enum) > 0 || p.Pattern != "" || p.typ() == "integer" || p.typ() == "number"
		if sv, ok := v.(string); ok && written && p.Pattern != "" && !strings.Contains(strings.ToLower(text), strings.ToLower(sv)) {
			continue
		}
		if constrained && v != "all" && !isDateRole(name, p) && p.Format != "date-time" && !inPeriod(v, periods) {
			n++
		}
	}
	return n
}

// inPeriod reports whether a number is written in one of the need's
// periods (7 of 最近7天, of "the last 7 days"): it says how long the period
// is, not a value the need filters by.
func inPeriod(v any, periods []timeexpr.Period) bool {
	switch v.(type) {
	case int, int64, float64:
	default:
		return false
	}
	n := fmt.Sprint(v)
	for _, p := range periods {
		if strings.Contains(p.Text, n) {
			return true
		}
	}
	return false
}
