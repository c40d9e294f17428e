package embedded

import (
	"context"
	"encoding/json"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/digest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Summarize compresses output with digest.Summarize into one short line in
// the goal's language and a bounded data excerpt for the report.
func (e *Engine) Summarize(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (task.StepSummary, error) {
	if err := ctx.Err(); err != nil {
		return task.StepSummary{}, err
	}
	sum := task.StepSummary{Status: task.StepSucceeded}
	if st != nil {
		sum.SubtaskID, sum.Description, sum.Tool = st.ID, st.Description, st.Tool
	}
	if spec != nil {
		sum.Tool = spec.Name
	}
	lang := ""
	var t *task.Task
	if run != nil && run.Task != nil {
		t = run.Task
		lang = t.Language
	}
	limits := digest.Limits{Rows: e.opts.SummaryRows, Chars: e.opts.SummaryChars, DataBytes: e.opts.DataBytes, Detail: asksForRows(t, st)}
	sum.Summary, sum.Data = digest.Summarize(output, sum.Tool, lang, limits)
	return sum, nil
}

// Report writes the final report from the step summaries with
// digest.Report, in the goal's language and requested format and within its
// length limit. It spends no tokens and always writes a report.
func (e *Engine) Report(ctx context.Context, run *reason.Run, steps []task.StepSummary) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	var t *task.Task
	if run != nil {
		t = run.Task
	}
	return digest.Report(t, steps), nil
}

// asksForRows reports whether the step should keep its rows rather than
// their counts: its own part of the goal asks for a list or the details,
// or the whole goal does and was not split.
func asksForRows(t *task.Task, st *task.Subtask) bool {
	if st != nil && digest.AsksForRows(st.Description) {
		return true
	}
	if t == nil {
		return false
	}
	// The goal is read only when it was not split: it is the longer text.
	tools := 0
	for _, s := range t.Subtasks {
		if s.Kind != task.KindReport {
			tools++
		}
	}
	return tools <= 1 && digest.AsksForRows(t.Goal)
}
