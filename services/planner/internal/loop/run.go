package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Decision is a person's answer to a step awaiting approval.
type Decision struct {
	Subtask string
	Approve bool
	Comment string
	// By is the principal who decided; empty without authentication.
	By string
}

// execution is one running task.
type execution struct {
	ex        *Executor
	id        string
	req       Request
	limits    task.Limits
	cancel    context.CancelCauseFunc
	started   time.Time
	meter     *reason.Meter
	reasoning *reason.Run
	done      chan struct{}
	slots     *slots

	steps atomic.Int64

	mu       sync.Mutex
	approval map[string]chan Decision
	awaiting int // subtasks awaiting approval now
	results  map[string]*task.StepSummary
	limit    task.Limit
	outputs  map[string]json.RawMessage // explicit tasks only
}

func (x *execution) wait(ctx context.Context) {
	select {
	case <-x.done:
	case <-ctx.Done():
	}
}

func (x *execution) opts() *Options { return &x.ex.opts }

func (x *execution) explicit() bool { return x.req.Task != nil && len(x.req.Task.Subtasks) > 0 }

// run drives the task from start to its final event. It never panics out:
// a panic becomes a FAILED task with the audit record intact.
func (x *execution) run(ctx context.Context) {
	defer close(x.done)
	defer func() {
		if p := recover(); p != nil {
			x.opts().Logger.Error("task panicked", "execution_id", x.id, "panic", fmt.Sprint(p))
			x.finish(context.WithoutCancel(ctx), task.StateFailed, fmt.Sprintf("internal error: %v", p), nil)
		}
	}()
	if x.limits.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, x.limits.Deadline, errDeadline)
		defer cancel()
	}

	x.update(ctx, func(s *task.Status) { s.State = task.StateRunning })
	goal := x.req.Goal
	if x.req.Task != nil {
		goal = x.req.Task.Goal
	}
	x.emit(ctx, task.Event{Kind: task.EventTaskStart, Message: goal, Fields: map[string]string{"task_id": x.id}})

	t0 := x.opts().Now()
	t, plan, err := x.plan(ctx)
	if err != nil {
		state := task.StateFailed
		if errors.Is(err, reason.ErrBudgetExhausted) || x.overBudget(ctx) {
			// Planning spent the budget: a hard limit like any other.
			x.stop(ctx, task.LimitTokens, fmt.Sprintf("token budget of %d spent while planning (%d used)", x.meter.Budget(), x.meter.Used()))
			state = task.StateStoppedLimit
		}
		x.finish(ctx, state, err.Error(), nil)
		return
	}
	x.update(ctx, func(s *task.Status) {
		s.Task = t
		s.Steps = make([]task.Snapshot, len(plan.Subtasks))
		for i, st := range plan.Subtasks {
			s.Steps[i] = task.Snapshot{SubtaskID: st.ID, Description: st.Description, DependsOn: st.DependsOn, Tool: st.Tool, Status: task.StepPending}
		}
	})
	x.emit(ctx, task.Event{Kind: task.EventPlanComplete, DurationMS: ms(x.opts().Now().Sub(t0)), Tokens: int64(x.meter.Used()),
		Fields: map[string]string{"subtasks": fmt.Sprint(len(plan.Subtasks))}, Message: planLine(plan)})

	if x.req.DryRun {
		for i := range plan.Subtasks {
			if plan.Subtasks[i].Kind != task.KindReport {
				x.announce(ctx, &plan.Subtasks[i], plan.Subtasks[i].Tool)
			}
		}
		x.finish(ctx, task.StateSucceeded, "", plan)
		return
	}
	x.slots = newSlots(x.limits.Parallelism)
	x.runGraph(ctx, plan)
	x.finish(ctx, 0, "", plan)
}

var errDeadline = errors.New("task deadline reached")

// plan turns the request into a structured task and its subtask graph.
func (x *execution) plan(ctx context.Context) (*task.Task, *task.Plan, error) {
	r := x.ex.reasoner
	t := x.req.Task
	if t == nil {
		parsed, err := r.Parse(ctx, x.req.Goal, x.meter)
		if err != nil {
			return nil, nil, fmt.Errorf("goal not understood: %w", err)
		}
		t = parsed
	}
	x.reasoning = reason.NewRun(t, x.meter)
	if x.explicit() {
		plan := &task.Plan{Subtasks: make([]task.Subtask, len(t.Subtasks))}
		copy(plan.Subtasks, t.Subtasks)
		for i := range plan.Subtasks {
			st := &plan.Subtasks[i]
			if st.Kind == "" {
				st.Kind = task.KindTool
				if st.Tool == "" {
					st.Kind = task.KindReport
				}
			}
			if st.Args == nil {
				st.Args = map[string]any{}
			}
			if st.Description == "" {
				st.Description = st.ID
			}
		}
		return t, plan, plan.Validate()
	}
	plan, err := r.Plan(ctx, x.reasoning, x.catalog())
	if err != nil {
		return nil, nil, fmt.Errorf("planning failed: %w", err)
	}
	return t, plan, plan.Validate()
}

func (x *execution) catalog() []toolspec.Spec { return x.req.Principal.Filter(x.ex.tools.Specs()) }

// lookup returns a tool's schema if the caller may see it: a tool its role
// cannot see is as unknown as one that does not exist (R18).
func (x *execution) lookup(name string) (toolspec.Spec, bool) {
	spec, ok := x.ex.tools.Lookup(name)
	if !ok || !x.req.Principal.Sees(&spec) {
		return toolspec.Spec{}, false
	}
	return spec, true
}

// runGraph runs the tool subtasks, each once its dependencies have ended,
// at most limits.Parallelism at a time; report subtasks are written after.
// One dispatcher starts them: among the subtasks ready to start it takes
// the earliest in the plan, so with parallelism 1 they run in plan order.
func (x *execution) runGraph(ctx context.Context, plan *task.Plan) {
	g := newGraph(plan)
	ended := make(chan int, len(plan.Subtasks))
	running := 0
	for {
		for i := g.next(0); i >= 0; i = g.next(i + 1) {
			st := &plan.Subtasks[i]
			if failed := x.failedDependency(st); failed != "" || ctx.Err() != nil {
				if failed != "" {
					x.settle(ctx, st, task.StepSkipped, toolerr.KindUnspecified, fmt.Sprintf("dependency %s did not succeed", failed), nil)
				} else {
					x.endCancelled(ctx, st)
				}
				g.end(i)
				i = -1 // an end may make an earlier subtask ready
				continue
			}
			if !x.slots.tryAcquire() {
				break
			}
			g.start(i)
			running++
			hold := &slot{s: x.slots, order: i, held: true}
			go func() {
				defer func() { ended <- i }()
				defer hold.release()
				defer x.recoverSubtask(ctx, st)
				x.runSubtask(ctx, st, hold)
			}()
		}
		if running == 0 {
			return
		}
		select {
		case i := <-ended:
			g.end(i)
			running--
		case <-x.slots.freed:
		case <-ctx.Done():
			// Stop starting subtasks; the running ones see ctx and end.
			for running > 0 {
				g.end(<-ended)
				running--
			}
		}
	}
}

// graph tracks which subtasks of a plan have started and ended.
type graph struct {
	plan    *task.Plan
	index   map[string]int
	started []bool
	ended   []bool
}

func newGraph(plan *task.Plan) *graph {
	g := &graph{plan: plan, index: make(map[string]int, len(plan.Subtasks)),
		started: make([]bool, len(plan.Subtasks)), ended: make([]bool, len(plan.Subtasks))}
	for i, st := range plan.Subtasks {
		g.index[st.ID] = i
		if st.Kind == task.KindReport {
			g.started[i], g.ended[i] = true, true
		}
	}
	return g
}

// next returns the first subtask from position from on that has not
// started and whose dependencies have all ended, or -1.
func (g *graph) next(from int) int {
	for i := from; i < len(g.plan.Subtasks); i++ {
		if g.started[i] {
			continue
		}
		ready := true
		for _, d := range g.plan.Subtasks[i].DependsOn {
			if !g.ended[g.index[d]] {
				ready = false
				break
			}
		}
		if ready {
			return i
		}
	}
	return -1
}

func (g *graph) start(i int) { g.started[i] = true }

func (g *graph) end(i int) { g.started[i], g.ended[i] = true, true }

// recoverSubtask turns a panic inside one subtask (a reasoner, an adapter)
// into that subtask's SYSTEM failure: the planner and the other subtasks go
// on, and the record says what happened.
func (x *execution) recoverSubtask(ctx context.Context, st *task.Subtask) {
	p := recover()
	if p == nil {
		return
	}
	x.opts().Logger.Error("subtask panicked", "execution_id", x.id, "subtask", st.ID, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
	terr := toolerr.Systemf(toolerr.CodeInternal, "internal error in subtask %s: %v", st.ID, p)
	x.settle(context.WithoutCancel(ctx), st, task.StepFailed, toolerr.System, terr.Message, terr)
}

func (x *execution) failedDependency(st *task.Subtask) string {
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, d := range st.DependsOn {
		if r, ok := x.results[d]; ok && r.Status != task.StepSucceeded {
			return d
		}
	}
	return ""
}

// endCancelled records a subtask that never ran because the task stopped.
func (x *execution) endCancelled(ctx context.Context, st *task.Subtask) {
	why := "task stopped before this subtask ran"
	if c := context.Cause(ctx); c != nil {
		why = "not run: " + c.Error()
	}
	x.settle(ctx, st, task.StepCancelled, toolerr.KindUnspecified, why, nil)
}

// emit records an event; the store assigns its sequence number.
func (x *execution) emit(ctx context.Context, ev task.Event) {
	ev.ExecutionID = x.id
	ev.Time = x.opts().Now()
	if _, err := x.ex.store.Append(context.WithoutCancel(ctx), ev); err != nil {
		x.opts().Logger.Error("recording event failed", "execution_id", x.id, "kind", ev.Kind.String(), "err", err)
	}
	if l := x.opts().Logger; l.Enabled(ctx, slog.LevelDebug) {
		l.DebugContext(ctx, ev.Kind.String(), "execution_id", x.id, "subtask", ev.SubtaskID, "tool", ev.Tool)
	}
}

func (x *execution) update(ctx context.Context, fn func(*task.Status)) {
	now := x.opts().Now()
	err := x.ex.store.Update(context.WithoutCancel(ctx), x.id, func(s *task.Status) {
		fn(s)
		s.UpdatedAt = now
	})
	if err != nil {
		x.opts().Logger.Error("recording state failed", "execution_id", x.id, "err", err)
	}
}

// snap updates one subtask's snapshot.
func (x *execution) snap(ctx context.Context, id string, fn func(*task.Snapshot)) {
	x.update(ctx, func(s *task.Status) {
		for i := range s.Steps {
			if s.Steps[i].SubtaskID == id {
				fn(&s.Steps[i])
				return
			}
		}
	})
}

// settle records a subtask's end: its snapshot, its event, its summary.
func (x *execution) settle(ctx context.Context, st *task.Subtask, status task.StepStatus, kind toolerr.Kind, msg string, terr *toolerr.Error) {
	sum := task.StepSummary{SubtaskID: st.ID, Description: st.Description, Tool: st.Tool, Status: status, ErrorKind: kind, Summary: msg}
	x.record(sum)
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Status = status
		s.ErrorKind = kind
		s.Message = msg
		if !s.StartedAt.IsZero() {
			s.DurationMS = ms(x.opts().Now().Sub(s.StartedAt))
		}
	})
	ev := task.Event{SubtaskID: st.ID, Tool: st.Tool, Message: msg, Error: terr}
	switch status {
	case task.StepSkipped:
		ev.Kind, ev.Status = task.EventStepSkipped, "skipped"
		if kind == toolerr.System {
			ev.Fields = map[string]string{"needs_attention": "true"}
			x.update(ctx, func(s *task.Status) { s.NeedsAttention = append(s.NeedsAttention, st.ID) })
		}
	case task.StepFailed:
		ev.Kind, ev.Status = task.EventStepFailed, "failed"
	case task.StepCancelled:
		ev.Kind, ev.Status = task.EventStepSkipped, "cancelled"
	default:
		return
	}
	x.emit(ctx, ev)
}

func (x *execution) record(sum task.StepSummary) {
	x.mu.Lock()
	x.results[sum.SubtaskID] = &sum
	x.mu.Unlock()
	if x.reasoning != nil {
		x.reasoning.Complete(sum)
	}
}

// stop ends the task because a hard limit was hit. The first limit wins.
func (x *execution) stop(ctx context.Context, limit task.Limit, msg string) {
	x.mu.Lock()
	first := x.limit == task.LimitNone
	if first {
		x.limit = limit
	}
	x.mu.Unlock()
	if !first {
		return
	}
	x.emit(ctx, task.Event{Kind: task.EventLimitReached, Limit: limit, Status: "stopped", Message: msg,
		Fields: map[string]string{"limit": limit.String()}})
	x.cancel(fmt.Errorf("%w: %s", errLimitReached, msg))
}

func (x *execution) limitHit() task.Limit {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.limit
}

// finish writes the report and the final event. state 0 means "derive it
// from how the subtasks ended".
func (x *execution) finish(ctx context.Context, state task.State, failure string, plan *task.Plan) {
	// The report and the final record are written even after a cancel.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	cause := context.Cause(ctx)
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
		x.emit(fctx, task.Event{Kind: task.EventTaskCancelled, Status: "cancelled", Message: cause.Error()})
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
	// The ID is free for reuse from the moment the final event is visible.
	x.ex.release(x.id, x)
	_, err := x.ex.store.Finish(fctx, x.id, func(s *task.Status) {
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
		x.opts().Logger.Error("recording the end of the task failed", "execution_id", x.id, "err", err)
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
		if r := x.results[st.ID]; r != nil && r.Status == task.StepSucceeded {
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
		x.opts().Logger.Warn("report failed", "execution_id", x.id, "err", err)
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
		if r := x.results[st.ID]; r != nil {
			out = append(out, *r)
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

// decide delivers a decision to a subtask awaiting approval. The request is
// withdrawn as it is answered, so exactly one decision — a person's or the
// timeout's — counts.
func (x *execution) decide(d Decision) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	ch, ok := x.approval[d.Subtask]
	if !ok {
		return ErrNotAwaiting
	}
	delete(x.approval, d.Subtask)
	ch <- d // buffered, and this is its only send
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

func ms(d time.Duration) int64 { return d.Milliseconds() }
