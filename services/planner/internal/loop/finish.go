package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// codeStoreUnavailable is the code of a task stopped because its record
// could not be written.
const codeStoreUnavailable = "store_unavailable"

// finish writes the report and the final event. state 0 means "derive it
// from how the subtasks ended".
func (x *execution) finish(ctx context.Context, state task.State, failure string, plan *task.Plan) {
	// The report and the final record are written even after a cancel.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	cause := context.Cause(ctx)
	if errors.Is(cause, errLeaseLost) {
		// Another replica has recorded the end (ABANDONED); this run may
		// write nothing more.
		x.ex.release(x.id, x)
		return
	}
	var sysErr *toolerr.Error
	if errors.Is(cause, errStoreDown) {
		state, failure = task.StateFailed, "the task was stopped: "+cause.Error()
		sysErr = toolerr.NewSystem(codeStoreUnavailable, failure, true, cause)
	}
	limit := x.limitHit()
	if limit == task.LimitNone && errors.Is(cause, errDeadline) {
		limit = task.LimitDeadline
		x.emit(fctx, task.Event{Kind: task.EventLimitReached, Limit: limit, Status: "stopped", Message: errDeadline.Error(),
			Fields: map[string]string{"limit": limit.String()}})
	}
	switch {
	case state != 0:
	case limit != task.LimitNone:
		state = task.StateStoppedLimit
	case errors.Is(cause, errCancelled):
		state = task.StateCancelled
		reason := "request"
		if errors.Is(cause, errShutdown) {
			reason = "shutdown"
		}
		x.emit(fctx, task.Event{Kind: task.EventTaskCancelled, Status: "cancelled", Message: cause.Error(),
			Fields: map[string]string{"reason": reason}})
	default:
		state = x.outcome(plan)
	}

	var report string
	switch {
	case failure != "":
		report = failure
	case x.req.DryRun:
		report = dryRunReport(plan)
	default:
		report = x.report(fctx, plan)
	}
	var output json.RawMessage
	if x.explicit() {
		output = x.lastOutput(plan)
	}
	total := int64(x.meter.Used())
	ev := task.Event{ExecutionID: x.id, Time: x.opts().Now(), Kind: task.EventTaskDone, State: state, Limit: limit, Report: report, Output: output,
		DurationMS: ms(x.opts().Now().Sub(x.started)), Tokens: total, Status: strings.ToLower(state.String()),
		Fields: map[string]string{"total_tokens": fmt.Sprint(total), "steps": fmt.Sprint(x.steps.Load())}}
	if failure != "" {
		ev.Message = failure
	}
	ev.Error = sysErr
	x.mu.Lock()
	x.final = state
	x.mu.Unlock()
	// The ID is free for reuse from the moment the final event is visible.
	x.ex.release(x.id, x)
	x.flush()
	_, err := x.run.Finish(fctx, func(s *task.Status) {
		s.State = state
		s.Report = report
		s.Output = output
		s.StepsUsed = int(x.steps.Load())
		s.TokensUsed = total
		s.Limit = limit
		s.NeedsTakeover = state == task.StateStoppedLimit
		s.UpdatedAt = ev.Time
	}, ev)
	if err != nil {
		x.opts().Logger.ErrorContext(fctx, "recording the end of the task failed", "execution_id", x.id, "err", err)
	}
}

// outcome derives the final state from the subtasks' ends.
func (x *execution) outcome(plan *task.Plan) task.State {
	x.mu.Lock()
	defer x.mu.Unlock()
	var tools, ok int
	for _, st := range plan.Subtasks {
		if st.Kind == task.KindReport {
			continue
		}
		tools++
		if r, done := x.results[st.ID]; done && r.Status == task.StepSucceeded {
			ok++
		}
	}
	switch {
	case tools == 0:
		return task.StateFailed
	case ok == tools:
		return task.StateSucceeded
	case ok == 0:
		return task.StateFailed
	default:
		return task.StatePartial
	}
}

// report writes the final report through the reasoner, which writes its
// own fallback when it cannot write the full one.
func (x *execution) report(ctx context.Context, plan *task.Plan) string {
	summaries := x.summaries(plan)
	before := x.meter.Used()
	x.emit(ctx, task.Event{Kind: task.EventLLMSummarize, SubtaskID: reportID(plan), Message: "summarizing results into the report",
		Fields: map[string]string{"inputs": fmt.Sprint(len(summaries))}})
	t0 := x.opts().Now()
	text, err := x.ex.reasoner.Report(ctx, x.reasoning, summaries)
	if err != nil {
		x.opts().Logger.WarnContext(ctx, "report failed", "execution_id", x.id, "err", err)
		text = "report could not be written: " + err.Error()
	}
	used := int64(x.meter.Used() - before)
	if id := reportID(plan); id != "" {
		x.snap(ctx, id, func(s *task.Snapshot) {
			s.Status = task.StepSucceeded
			s.StartedAt = t0
			s.DurationMS = ms(x.opts().Now().Sub(t0))
			s.Tokens = used
			s.Message = toolspec.Truncate(text, 200)
		})
	}
	return text
}

func reportID(plan *task.Plan) string {
	if plan == nil {
		return ""
	}
	for _, st := range plan.Subtasks {
		if st.Kind == task.KindReport {
			return st.ID
		}
	}
	return ""
}

// summaries returns the summaries of the tool subtasks in plan order;
// subtasks that never ended are reported as not run.
func (x *execution) summaries(plan *task.Plan) []task.StepSummary {
	x.mu.Lock()
	defer x.mu.Unlock()
	var out []task.StepSummary
	for _, st := range plan.Subtasks {
		if st.Kind == task.KindReport {
			continue
		}
		if r, ok := x.results[st.ID]; ok {
			out = append(out, r)
			continue
		}
		out = append(out, task.StepSummary{SubtaskID: st.ID, Description: st.Description, Tool: st.Tool,
			Status: task.StepCancelled, Summary: "not run"})
	}
	return out
}

func (x *execution) lastOutput(plan *task.Plan) json.RawMessage {
	x.mu.Lock()
	defer x.mu.Unlock()
	if plan == nil {
		return nil
	}
	for i := len(plan.Subtasks) - 1; i >= 0; i-- {
		if out, ok := x.outputs[plan.Subtasks[i].ID]; ok {
			return out
		}
	}
	return nil
}

func planLine(p *task.Plan) string {
	parts := make([]string, 0, len(p.Subtasks))
	for _, st := range p.Subtasks {
		s := st.ID
		if len(st.DependsOn) > 0 {
			s += "←" + strings.Join(st.DependsOn, "+")
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func dryRunReport(p *task.Plan) string {
	var b strings.Builder
	b.WriteString("dry run: nothing was called\n")
	for _, st := range p.Subtasks {
		tool := st.Tool
		if tool == "" {
			tool = "-"
		}
		fmt.Fprintf(&b, "- %s: %s → %s", st.ID, st.Description, tool)
		if len(st.Missing) > 0 {
			fmt.Fprintf(&b, " (missing: %s)", strings.Join(st.Missing, ", "))
		}
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}
