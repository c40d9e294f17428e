package loop

import (
	"context"
	"fmt"
	"reflect"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// The error policy: one function per kind, each a row of the "errors by
// kind" table in docs/execution.md.

// onError applies the policy of a failed call's kind, unless the task
// itself is stopping.
func (x *execution) onError(ctx context.Context, a *attempt, err error) move {
	if x.stoppedBy(ctx, a.st, err) {
		return end
	}
	terr, _ := toolerr.As(err)
	switch terr.Kind {
	case toolerr.Param:
		return x.onParam(ctx, a, terr)
	case toolerr.Business:
		return x.onBusiness(ctx, a, terr)
	default:
		return x.onSystem(ctx, a, terr)
	}
}

// onParam repairs the arguments from the hint and calls again, at most
// MaxRepairs times; a repair that changes nothing ends the subtask, and so
// does one that would drop or replace an argument the caller gave.
func (x *execution) onParam(ctx context.Context, a *attempt, terr *toolerr.Error) move {
	st := a.st
	if terr.Code == toolerr.CodeUnknownTool || a.repairs >= x.opts().MaxRepairs {
		x.settle(ctx, st, task.StepFailed, toolerr.Param, terr.Message+hintSuffix(terr), terr)
		return end
	}
	a.repairs++
	x.emit(ctx, task.Event{Kind: task.EventStepRepair, SubtaskID: st.ID, Tool: a.tool, Message: "repairing arguments: " + terr.Hint,
		Fields: map[string]string{"repair": fmt.Sprint(a.repairs)}})
	args, missing, ferr := x.ex.reasoner.FillArgs(ctx, x.reasoning, st, &a.spec, a.args, terr.Hint)
	if x.overBudget(ctx) {
		x.endCancelled(ctx, st)
		return end
	}
	if ferr == nil && x.explicit() {
		if name := changedArg(st.Args, args); name != "" {
			// The caller's own argument is refused: say so, never drop it.
			x.settle(ctx, st, task.StepFailed, toolerr.Param, fmt.Sprintf("argument %s is invalid: %s", name, terr.Message+hintSuffix(terr)), terr)
			return end
		}
	}
	if ferr != nil || len(missing) > 0 || reflect.DeepEqual(args, a.args) {
		msg := terr.Message + hintSuffix(terr)
		if len(missing) > 0 {
			msg += "; missing: " + strings.Join(missing, ", ")
		}
		x.settle(ctx, st, task.StepFailed, toolerr.Param, msg, terr)
		return end
	}
	a.args = args
	a.key++
	return again
}

// onBusiness switches to the next-best tool that reaches the threshold;
// with none, the subtask fails with the backend's own message.
func (x *execution) onBusiness(ctx context.Context, a *attempt, terr *toolerr.Error) move {
	if alt := x.nextTool(a); alt != "" {
		x.emit(ctx, task.Event{Kind: task.EventStepRepair, SubtaskID: a.st.ID, Tool: a.tool,
			Message: fmt.Sprintf("%s refused (%s); switching to %s", a.tool, terr.Message, alt)})
		return switchTo(alt)
	}
	x.settle(ctx, a.st, task.StepFailed, toolerr.Business, "refused: "+terr.Message, terr)
	return end
}

// onSystem never changes the arguments: a read tool whose error is
// retryable is called once more after a jittered pause; then the subtask
// is skipped and marked as needing attention, and the others go on.
func (x *execution) onSystem(ctx context.Context, a *attempt, terr *toolerr.Error) move {
	if a.spec.SideEffect == toolspec.Read && terr.Retryable && a.retries == 0 && terr.Code != toolerr.CodeCircuitOpen {
		a.retries++
		if !x.backoff(ctx) {
			x.stoppedBy(ctx, a.st, ctx.Err())
			return end
		}
		return again
	}
	x.settle(ctx, a.st, task.StepSkipped, toolerr.System, terr.Message, terr)
	return end
}
