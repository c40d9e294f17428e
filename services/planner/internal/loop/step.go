package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/redact"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// attempt is the state of one subtask's step loop.
type attempt struct {
	st       *task.Subtask
	slot     *slot
	tool     string
	spec     toolspec.Spec
	args     map[string]any
	tried    []string // the tools tried, in order
	triedBuf [2]string
	shown    string // the tool the subtask's snapshot names
	repairs  int
	retries  int
	filled   bool
	approved map[string]string // approvalKey → who approved ("" without authentication)
	approver string            // who gave the decision just taken
	// key numbers the argument sets tried, so a write's idempotency key
	// changes when (and only when) its arguments or tool change.
	key int
}

// move is what one pass of the step loop decides.
type move struct {
	done     bool   // the subtask has ended
	switchTo string // the next tool to try, when not done
}

var (
	end   = move{done: true}
	again = move{}
)

func switchTo(tool string) move { return move{switchTo: tool} }

// runSubtask is the step loop of one tool subtask, holding slot.
func (x *execution) runSubtask(ctx context.Context, st *task.Subtask, slot *slot) {
	ctx, endSubtask := x.opts().Observer.StartSubtask(ctx, st)
	defer func() { endSubtask(x.subtaskEnd(st.ID)) }()
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Status = task.StepRunning
		s.StartedAt = x.opts().Now()
	})
	if st.Tool == "" {
		msg := "no suitable tool: no tool in the catalog fits this subtask"
		if len(st.Scores) > 0 {
			msg = fmt.Sprintf("no suitable tool: none was planned; the closest was %s at %.2f", st.Scores[0].Tool, st.Scores[0].Score)
		}
		x.emit(ctx, task.Event{Kind: task.EventNoSuitableTool, SubtaskID: st.ID, Scores: top(st.Scores, 3), Message: msg})
		x.settle(ctx, st, task.StepSkipped, toolerr.KindUnspecified, msg, nil)
		return
	}
	// The plan's snapshot names the planned tool.
	a := &attempt{st: st, slot: slot, tool: st.Tool, shown: st.Tool, args: cloneArgs(st.Args)}
	a.tried = a.triedBuf[:0]
	x.announce(ctx, st, a.tool)
	for {
		m := x.step(ctx, a)
		if m.done {
			return
		}
		if m.switchTo != "" {
			a.tool = m.switchTo
			a.key++
			a.filled = false
			x.announce(ctx, st, m.switchTo)
		}
	}
}

// step makes one pass of the loop: prevalidate, gate, invoke, then accept
// the result or apply the policy of the error's kind.
func (x *execution) step(ctx context.Context, a *attempt) move {
	if !x.resolve(ctx, a) {
		return end
	}
	if m, ok := x.prevalidate(ctx, a); !ok {
		return m
	}
	if !x.gate(ctx, a) {
		return end
	}
	out, err := x.invoke(ctx, a)
	if err == nil {
		return x.accept(ctx, a, out)
	}
	return x.notAccepted(ctx, a, err)
}

// notAccepted ends or continues the loop after a call that failed, or that
// a write's record answered instead of the tool.
func (x *execution) notAccepted(ctx context.Context, a *attempt, err error) move {
	var recorded *recordedWrite
	var unknown *unknownOutcome
	switch {
	case errors.As(err, &recorded):
		return x.acceptRecorded(ctx, a, recorded)
	case errors.As(err, &unknown):
		x.settleUnknown(ctx, a, unknown)
		return end
	}
	return x.onError(ctx, a, err)
}

// resolve looks the attempt's tool up in the caller's catalog.
func (x *execution) resolve(ctx context.Context, a *attempt) bool {
	if !slices.Contains(a.tried, a.tool) {
		a.tried = append(a.tried, a.tool)
	}
	spec, ok := x.lookup(a.tool)
	if !ok {
		terr := toolerr.NewParam(toolerr.CodeUnknownTool, fmt.Sprintf("no tool named %q in the catalog", a.tool), "choose a listed tool")
		x.settle(ctx, a.st, task.StepFailed, toolerr.Param, terr.Message, terr)
		return false
	}
	a.spec = spec
	if a.shown != a.tool {
		a.shown = a.tool
		x.snap(ctx, a.st.ID, func(s *task.Snapshot) { s.Tool = a.tool })
	}
	return true
}

// prevalidate checks the arguments against the tool's schema and, once,
// has the reasoner fill what is missing. It returns ok when the arguments
// are valid; otherwise the move to make (validate again, or end).
// Arguments a caller gave explicitly are never dropped or replaced: if one
// is invalid, the subtask fails with the schema's own words and the tool
// is not called.
func (x *execution) prevalidate(ctx context.Context, a *attempt) (move, bool) {
	st := a.st
	perr := x.validate(&a.spec, a.args)
	if perr == nil {
		return move{}, true
	}
	if a.filled {
		x.settle(ctx, st, task.StepFailed, toolerr.Param, "arguments still invalid after filling: "+perr.Message, perr)
		return end, false
	}
	a.filled = true
	args, missing, err := x.ex.reasoner.FillArgs(ctx, x.reasoning, st, &a.spec, a.args, perr.Hint)
	if x.overBudget(ctx) || ctx.Err() != nil {
		x.endCancelled(ctx, st)
		return end, false
	}
	if err == nil && x.explicit() {
		if name := changedArg(st.Args, args); name != "" {
			msg := fmt.Sprintf("argument %s is invalid: %s", name, perr.Message+hintSuffix(perr))
			x.settle(ctx, st, task.StepFailed, toolerr.Param, msg, perr)
			return end, false
		}
	}
	if err != nil || len(missing) > 0 {
		msg := "missing required arguments: " + strings.Join(missing, ", ")
		if err != nil {
			msg = "filling arguments failed: " + err.Error()
		}
		x.settle(ctx, st, task.StepFailed, toolerr.Param, msg, toolerr.NewParam(toolerr.CodeInvalidArguments, msg, perr.Hint))
		return end, false
	}
	a.args = args
	return again, false
}

// changedArg names an argument the caller gave that filling dropped or
// replaced: the schema refused it.
func changedArg(given, filled map[string]any) string {
	names := make([]string, 0, len(given))
	for k := range given {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if v, ok := filled[k]; !ok || !reflect.DeepEqual(v, given[k]) {
			return k
		}
	}
	return ""
}

// gate lets the call through only past approval, the tool's circuit
// breaker and the task's step limit; otherwise it ends the subtask.
func (x *execution) gate(ctx context.Context, a *attempt) bool {
	if a.spec.RequiresApproval {
		approval := approvalKey(a)
		if _, ok := a.approved[approval]; !ok {
			if !x.awaitApproval(ctx, a) {
				return false
			}
			if a.approved == nil {
				a.approved = map[string]string{}
			}
			a.approved[approval] = a.approver
		}
	}
	if x.ex.breakers.State(a.tool) == "open" {
		terr := x.ex.breakers.OpenError(a.tool, nil)
		x.emit(ctx, task.Event{Kind: task.EventToolResult, SubtaskID: a.st.ID, Tool: a.tool, Status: "error", Error: terr, Message: terr.Message})
		x.settle(ctx, a.st, task.StepSkipped, toolerr.System, terr.Message, terr)
		return false
	}
	if !x.takeStep() {
		x.stop(ctx, task.LimitSteps, fmt.Sprintf("step limit of %d tool invocations reached", x.limits.MaxSteps))
		x.endCancelled(ctx, a.st)
		return false
	}
	return true
}

// approvalKey is what an approval covers: the exact tool and arguments a
// person was shown.
func approvalKey(a *attempt) string {
	shown, _ := json.Marshal(a.args) // map keys are sorted: a stable fingerprint
	return a.tool + " " + string(shown)
}

// takeStep counts one tool invocation if the step limit allows it.
func (x *execution) takeStep() bool {
	for {
		n := x.steps.Load()
		if n >= int64(x.limits.MaxSteps) {
			return false
		}
		if x.steps.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// accept judges and summarizes a successful call.
func (x *execution) accept(ctx context.Context, a *attempt, out task.Outcome) move {
	st := a.st
	before := x.meter.Used()
	verdict, err := x.ex.reasoner.Judge(ctx, x.reasoning, st, &a.spec, out.Output)
	if err == nil && !verdict.OK {
		if alt := x.nextTool(a); alt != "" {
			x.emit(ctx, task.Event{Kind: task.EventStepRepair, SubtaskID: st.ID, Tool: a.tool,
				Message: fmt.Sprintf("result rejected (%s); switching to %s", verdict.Reason, alt)})
			return switchTo(alt)
		}
		terr := toolerr.NewBusiness("result_rejected", verdict.Reason)
		x.settle(ctx, st, task.StepFailed, toolerr.Business, "result rejected: "+verdict.Reason, terr)
		return end
	}
	sum, err := x.ex.reasoner.Summarize(ctx, x.reasoning, st, &a.spec, out.Output)
	if err != nil {
		sum = task.StepSummary{Summary: toolspec.Truncate(out.Summary, 200)}
	}
	sum.SubtaskID, sum.Description, sum.Tool, sum.Status = st.ID, st.Description, a.tool, task.StepSucceeded
	sum.Ambiguous = st.Ambiguous
	if verdict.Empty && !strings.Contains(sum.Summary, "empty") {
		sum.Summary = strings.TrimSpace(sum.Summary + " (empty result)")
	}
	tokens := int64(x.meter.Used() - before)
	if x.explicit() {
		x.mu.Lock()
		if x.outputs == nil {
			x.outputs = map[string]json.RawMessage{}
		}
		x.outputs[st.ID] = out.Output
		x.mu.Unlock()
	}
	x.record(sum)
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Status = task.StepSucceeded
		s.Tokens += tokens
		s.Message = sum.Summary
		s.DurationMS = ms(x.opts().Now().Sub(s.StartedAt))
	})
	x.emit(ctx, task.Event{Kind: task.EventStepComplete, SubtaskID: st.ID, Tool: a.tool, Tokens: tokens, Status: "success", Message: sum.Summary})
	x.overBudget(ctx)
	return end
}

// invoke makes one tool call under the step deadline, through the breaker.
func (x *execution) invoke(ctx context.Context, a *attempt) (task.Outcome, error) {
	st := a.st
	argsJSON, err := json.Marshal(a.args)
	if err != nil {
		return task.Outcome{}, toolerr.NewParam(toolerr.CodeInvalidArguments, "arguments are not JSON: "+err.Error(), "")
	}
	summary := redact.Args(argsJSON, x.ex.secrets.of(&a.spec))
	stepCtx, cancel := context.WithTimeoutCause(ctx, x.limits.StepTimeout, errStepTimeoutHit)
	defer cancel()
	if ctx.Err() != nil { // no call starts after a cancel
		return task.Outcome{}, context.Cause(ctx)
	}
	call := task.Call{ExecutionID: x.id, StepID: x.stepID(st.ID, a.key), Fence: x.run.Fence()}
	if a.spec.RequiresApproval {
		if by, ok := a.approved[approvalKey(a)]; ok {
			call.Approved, call.ApprovedBy = true, by
		}
	}
	write := a.spec.SideEffect == toolspec.Write
	if write {
		if err := x.startWrite(ctx, a, call, argsJSON); err != nil {
			return task.Outcome{}, err
		}
	}
	start := x.opts().Now()
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Attempts++
		s.ArgsSummary = summary
		s.Tool = a.tool
	})
	callCtx, endCall := x.opts().Observer.StartToolCall(stepCtx, a.tool, call)
	circuit := x.emitCall(callCtx, task.Event{Kind: task.EventToolCall, SubtaskID: st.ID, Tool: a.tool, ArgsSummary: summary,
		Fields: defaultsField(st)})
	if ctx.Err() != nil { // the call could not be recorded: it is not made
		endCall(ToolEnd{Err: toolerr.Systemf(toolerr.CodeCancelled, "not called: %v", context.Cause(ctx))})
		return task.Outcome{}, context.Cause(ctx)
	}
	out, err := x.ex.breakers.Call(callCtx, a.tool, circuit, func() (task.Outcome, error) {
		out, err := x.ex.tools.Invoke(callCtx, a.tool, argsJSON, call)
		if err != nil && x.cutShort(ctx, stepCtx, &a.spec) {
			err = cutShort(err)
		}
		return out, err
	})
	dur := x.opts().Now().Sub(start)
	ev := task.Event{Kind: task.EventToolResult, SubtaskID: st.ID, Tool: a.tool, DurationMS: ms(dur), ArgsSummary: summary}
	if err != nil {
		if errors.Is(context.Cause(stepCtx), errStepTimeoutHit) && ctx.Err() == nil {
			err = &toolerr.Error{Kind: toolerr.System, Code: toolerr.CodeTimeout, Err: errStepTimeoutHit,
				Message: fmt.Sprintf("%s did not answer within the step timeout of %s", a.tool, x.limits.StepTimeout)}
		}
		terr, ok := toolerr.As(err)
		if !ok {
			terr = toolerr.NewSystem(toolerr.CodeInternal, err.Error(), false, err)
			err = terr
		}
		if write {
			err = x.endWrite(ctx, a, call, stepCtx, terr)
		}
		ev.Status, ev.Error, ev.Message = "error", terr, terr.Message
		endCall(ToolEnd{Duration: dur, Err: terr})
	} else {
		if write {
			x.wrote(call.StepID, out.Summary)
		}
		endCall(ToolEnd{Duration: dur, Replayed: out.Replayed})
		ev.Status, ev.Message, ev.Fields = "success", out.Summary, fieldsOf(out.Summary)
		if out.Replayed {
			if ev.Fields == nil {
				ev.Fields = map[string]string{}
			}
			ev.Fields["replayed"] = "true"
		}
		if x.explicit() {
			ev.Output = out.Output
		}
	}
	x.emit(callCtx, ev)
	return out, err
}

// cutShort reports whether the planner, not the backend, ended a failed
// call: the task was cancelled or hit its deadline, or its step timeout,
// tighter than the tool's own, ran out first. Such a failure says nothing
// about the backend, so a caller cannot open a circuit for everyone by
// asking for an impossible timeout.
func (x *execution) cutShort(ctx, stepCtx context.Context, spec *toolspec.Spec) bool {
	if ctx.Err() != nil {
		return true
	}
	return stepExpired(stepCtx) && x.limits.StepTimeout < spec.EffectiveTimeout()
}

// stepExpired reports whether the step's deadline has passed. A client may
// fail a call on the deadline (gRPC checks it before sending) a moment
// before the context's timer fires and sets its cause, so the deadline is
// read, not only the cause.
func stepExpired(stepCtx context.Context) bool {
	if errors.Is(context.Cause(stepCtx), errStepTimeoutHit) {
		return true
	}
	dl, ok := stepCtx.Deadline()
	return ok && !time.Now().Before(dl)
}

// stoppedBy ends the subtask when the task itself is stopping (cancel,
// limit, deadline) or the step timeout was hit; it reports whether it did.
func (x *execution) stoppedBy(ctx context.Context, st *task.Subtask, err error) bool {
	if errors.Is(err, errStepTimeoutHit) && ctx.Err() == nil {
		x.stop(ctx, task.LimitStepTimeout, fmt.Sprintf("subtask %s exceeded the step timeout of %s", st.ID, x.limits.StepTimeout))
		x.settle(ctx, st, task.StepFailed, toolerr.System, "step timeout: "+err.Error(), nil)
		return true
	}
	if ctx.Err() != nil {
		x.endCancelled(ctx, st)
		return true
	}
	return false
}

// overBudget stops the task when the token budget is spent.
func (x *execution) overBudget(ctx context.Context) bool {
	if !x.meter.Exhausted() {
		return false
	}
	x.stop(ctx, task.LimitTokens, fmt.Sprintf("token budget of %d spent (%d used)", x.meter.Budget(), x.meter.Used()))
	return true
}

// backoff waits a jittered pause before a retry; false if ctx ended first.
func (x *execution) backoff(ctx context.Context) bool {
	base := x.opts().RetryBackoff
	d := base/2 + time.Duration(rand.Int64N(int64(base)))
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// nextTool returns the best-scored tool not yet tried that passes MinScore.
func (x *execution) nextTool(a *attempt) string {
	for _, s := range a.st.Scores {
		if slices.Contains(a.tried, s.Tool) || s.Score < x.opts().MinScore {
			continue
		}
		if _, ok := x.lookup(s.Tool); ok {
			return s.Tool
		}
	}
	return ""
}

// announce emits TOOL_SELECT (and TOOL_AMBIGUOUS when the top two are close).
func (x *execution) announce(ctx context.Context, st *task.Subtask, tool string) {
	x.opts().Observer.Selected(ctx, st, tool)
	ev := task.Event{Kind: task.EventToolSelect, SubtaskID: st.ID, Tool: tool, Scores: top(st.Scores, 3), Message: st.Description}
	field := func(k, v string) {
		if ev.Fields == nil {
			ev.Fields = map[string]string{}
		}
		ev.Fields[k] = v
	}
	if s := scoreOf(st.Scores, tool); s >= 0 {
		field("score", fmt.Sprintf("%.2f", s))
	}
	if len(st.Defaults) > 0 {
		field("defaults", reason.DefaultsLine(st.Defaults))
	}
	if spec, ok := x.lookup(tool); ok && spec.OriginalName != "" {
		field("original_name", spec.OriginalName) // the imported catalog's own name
	}
	x.emit(ctx, ev)
	if len(st.Ambiguous) == 2 && st.Ambiguous[0] == tool {
		x.emit(ctx, task.Event{Kind: task.EventToolAmbiguous, SubtaskID: st.ID, Tool: tool, Scores: top(st.Scores, 2),
			Message: fmt.Sprintf("%s and %s scored too close to tell apart: their descriptions need sharper boundaries",
				st.Ambiguous[0], st.Ambiguous[1])})
	}
}

// defaultsField is the event field naming the saved defaults that filled
// the subtask's arguments, as "region=east"; nil when none did.
func defaultsField(st *task.Subtask) map[string]string {
	if len(st.Defaults) == 0 {
		return nil
	}
	return map[string]string{"defaults": reason.DefaultsLine(st.Defaults)}
}

// validate checks args against the tool's schema, as the runner will.
func (x *execution) validate(spec *toolspec.Spec, args map[string]any) *toolerr.Error {
	if len(spec.Parameters) == 0 {
		return nil
	}
	schema, err := x.opts().Schemas.Compile(spec.Parameters)
	if err != nil {
		return nil // the runner compiles and reports it
	}
	if args == nil {
		args = map[string]any{}
	}
	if verr := schema.ValidateValue(args); verr != nil {
		if te, ok := toolerr.As(verr); ok {
			return te
		}
		return toolerr.NewParam(toolerr.CodeInvalidArguments, verr.Error(), verr.Error())
	}
	return nil
}

func hintSuffix(e *toolerr.Error) string {
	if e.Hint == "" {
		return ""
	}
	return " (" + e.Hint + ")"
}

// fieldsOf turns a summary like "rows=18 truncated=false" into fields;
// nil when it has none.
func fieldsOf(summary string) map[string]string {
	var f map[string]string
	for tok := range strings.FieldsSeq(summary) {
		if k, v, ok := strings.Cut(strings.TrimRight(tok, ",;"), "="); ok && k != "" && v != "" && len(k) < 32 {
			if f == nil {
				f = map[string]string{}
			}
			f[k] = v
		}
	}
	return f
}

func top(s []task.Score, n int) []task.Score {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func scoreOf(s []task.Score, tool string) float64 {
	for _, sc := range s {
		if sc.Tool == tool {
			return sc.Score
		}
	}
	return -1
}

func cloneArgs(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// stepID names one argument set of one subtask for the runner's write
// claims and the store's write records. It is the same in every attempt of
// the execution, so a new run replays what an earlier one wrote instead of
// writing it twice.
func (x *execution) stepID(subtask string, key int) string {
	return subtask + "." + strconv.Itoa(key)
}
