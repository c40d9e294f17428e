package loop

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/hermes-agent/hermes/libs/redact"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// awaitApproval pauses the subtask until a decision or the timeout.
func (x *execution) awaitApproval(ctx context.Context, a *attempt) bool {
	st := a.st
	ch := make(chan Decision, 1)
	x.mu.Lock()
	x.approval[st.ID] = ch
	x.awaiting++
	x.mu.Unlock()
	x.snap(ctx, st.ID, func(s *task.Snapshot) { s.Status = task.StepAwaitingApproval })
	x.update(ctx, func(s *task.Status) { s.State = task.StateAwaitingApproval })
	argsJSON, _ := json.Marshal(a.args)
	x.emit(ctx, task.Event{Kind: task.EventApprovalRequired, SubtaskID: st.ID, Tool: a.tool, ArgsSummary: redact.Args(argsJSON, x.ex.secrets.of(&a.spec)),
		Message: fmt.Sprintf("%s writes; approve or reject within %s", a.tool, x.opts().ApprovalTimeout)})
	timer := time.NewTimer(x.opts().ApprovalTimeout)
	defer timer.Stop()
	// A paused subtask lends its slot to the others while it waits.
	a.slot.lend()
	var d Decision
	decided := false
	select {
	case d = <-ch:
		decided = true
	case <-timer.C:
	case <-ctx.Done():
	}
	// Withdraw the request; a decision that won the race is still honoured.
	x.mu.Lock()
	if !decided {
		if _, open := x.approval[st.ID]; open {
			delete(x.approval, st.ID)
		} else {
			d, decided = <-ch, true
		}
	}
	x.awaiting--
	stillWaiting := x.awaiting > 0
	x.mu.Unlock()
	if !decided {
		d = Decision{Comment: fmt.Sprintf("no decision within %s", x.opts().ApprovalTimeout)}
	}
	if !a.slot.takeBack(ctx) || ctx.Err() != nil {
		x.endCancelled(ctx, st)
		return false
	}
	if !stillWaiting {
		x.update(ctx, func(s *task.Status) {
			if s.State == task.StateAwaitingApproval {
				s.State = task.StateRunning
			}
		})
	}
	status := "rejected"
	if d.Approve {
		status = "approved"
	}
	ev := task.Event{Kind: task.EventApprovalDecided, SubtaskID: st.ID, Tool: a.tool, Status: status, Message: d.Comment}
	if d.By != "" {
		ev.Fields = map[string]string{"by": d.By}
	}
	x.emit(ctx, ev)
	if !d.Approve {
		msg := "approval rejected"
		if d.Comment != "" {
			msg += ": " + d.Comment
		}
		x.settle(ctx, st, task.StepSkipped, toolerr.KindUnspecified, msg, nil)
		return false
	}
	a.approver = d.By
	x.snap(ctx, st.ID, func(s *task.Snapshot) { s.Status = task.StepRunning })
	return true
}

// Decision is a person's answer to a step awaiting approval.
type Decision struct {
	Subtask string
	Approve bool
	Comment string
	// By is the principal who decided; empty without authentication.
	By string
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
