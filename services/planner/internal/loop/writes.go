package loop

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// codeUnknownOutcome is the code of a write whose outcome is unknown.
const codeUnknownOutcome = "unknown_outcome"

// recordedWrite ends a write step from its recorded outcome: an earlier
// attempt of the execution wrote it, so it is not called again.
type recordedWrite struct{ rec store.WriteRecord }

func (r *recordedWrite) Error() string { return "write already recorded as done" }

// unknownOutcome ends a write step that started and gave no answer.
type unknownOutcome struct{ terr *toolerr.Error }

func (u *unknownOutcome) Error() string { return u.terr.Error() }
func (u *unknownOutcome) Unwrap() error { return u.terr }

// startWrite records, before a write tool is called, that it starts (with
// the run's fence and the argument digest). It returns an error when the
// call must not be made: the store cannot record it, the lease is in
// doubt, an earlier attempt wrote the step (a *recordedWrite), or left it
// with an unknown outcome (an *unknownOutcome).
func (x *execution) startWrite(ctx context.Context, a *attempt, call task.Call, args []byte) error {
	if !x.leaseHeld() {
		// The lease may have passed to no one by now: a write is never made
		// by a run that cannot show it still holds the execution.
		x.storeDown(errors.New("the lease could not be renewed before a write"))
		return context.Cause(ctx)
	}
	x.flush() // what led to the write is recorded before it
	sum := sha256.Sum256(args)
	prior, started, err := x.run.StartWrite(x.recordCtx, call.StepID, hex.EncodeToString(sum[:16]))
	switch {
	case err != nil:
		x.writeFailed(err, "recording the start of a write")
		return context.Cause(ctx)
	case started:
		return nil
	case prior.State == store.WriteDone:
		return &recordedWrite{rec: prior}
	default:
		return x.unknown(a, call, fmt.Sprintf("an earlier run of this step started the write (fence %d, %s) and no outcome was recorded",
			prior.Fence, prior.At.Format("2006-01-02T15:04:05Z07:00")))
	}
}

// endWrite records a failed write's outcome. A call that ended without an
// answer from the runner — it was unreachable, or the call was cut short —
// may have written: its record stays "started" and the step's outcome is
// unknown.
func (x *execution) endWrite(ctx context.Context, a *attempt, call task.Call, stepCtx context.Context, terr *toolerr.Error) error {
	if errors.Is(terr, task.ErrNoAnswer) || stepCtx.Err() != nil {
		return x.unknown(a, call, "the call ended without an answer: "+terr.Message)
	}
	if err := x.run.EndWrite(x.recordCtx, call.StepID, store.WriteRefused, terr.Message); err != nil {
		x.writeFailed(err, "recording a write's outcome")
	}
	return terr
}

// wrote records a write's success.
func (x *execution) wrote(step, summary string) {
	if err := x.run.EndWrite(x.recordCtx, step, store.WriteDone, summary); err != nil {
		x.writeFailed(err, "recording a write's outcome")
	}
}

func (x *execution) unknown(a *attempt, call task.Call, why string) *unknownOutcome {
	return &unknownOutcome{terr: &toolerr.Error{Kind: toolerr.System, Code: codeUnknownOutcome,
		Message: fmt.Sprintf("outcome of %s unknown: %s; it is not called again", a.tool, why),
		Hint:    fmt.Sprintf("check the backend, then: hermes resolve %s %s --done (it wrote) or --retry (it did not)", x.id, call.StepID)}}
}

// settleUnknown ends a write step whose outcome is unknown; it needs
// attention.
func (x *execution) settleUnknown(ctx context.Context, a *attempt, u *unknownOutcome) {
	x.settle(ctx, a.st, task.StepUnknownOutcome, toolerr.System, u.terr.Message+" ("+u.terr.Hint+")", u.terr)
}

// acceptRecorded ends a write step an earlier attempt wrote, with its
// recorded summary; nothing is called.
func (x *execution) acceptRecorded(ctx context.Context, a *attempt, r *recordedWrite) move {
	st := a.st
	msg := r.rec.Summary + " (recorded by an earlier run; not written again)"
	x.emit(ctx, task.Event{Kind: task.EventToolResult, SubtaskID: st.ID, Tool: a.tool, Status: "success", Message: msg,
		Fields: map[string]string{"replayed": "true"}})
	sum := task.StepSummary{SubtaskID: st.ID, Description: st.Description, Tool: a.tool, Status: task.StepSucceeded, Summary: msg}
	x.record(sum)
	x.snap(ctx, st.ID, func(s *task.Snapshot) {
		s.Status = task.StepSucceeded
		s.Message = msg
		s.DurationMS = ms(x.opts().Now().Sub(s.StartedAt))
	})
	x.emit(ctx, task.Event{Kind: task.EventStepComplete, SubtaskID: st.ID, Tool: a.tool, Status: "success", Message: msg})
	return end
}
