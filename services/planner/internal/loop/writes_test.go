package loop

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func writeTool(name string, fn func(context.Context, map[string]any) (any, error)) *goTool {
	t := tool(name, fn)
	t.spec.SideEffect = toolspec.Write
	return t
}

func lastState(evs []task.Event) task.State { return evs[len(evs)-1].State }

func stepEvent(evs []task.Event, kind task.EventKind, subtask string) *task.Event {
	for i := range evs {
		if evs[i].Kind == kind && evs[i].SubtaskID == subtask {
			return &evs[i]
		}
	}
	return nil
}

// A write whose call got no answer may have written: the step ends
// UNKNOWN_OUTCOME and a new run does not call it again, until an operator
// resolves it.
func TestUnknownWriteOutcomeIsNeverGuessed(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	var answer atomic.Bool
	mail := writeTool("send_mail", func(context.Context, map[string]any) (any, error) {
		if !answer.Load() {
			// As the catalog reports a runner that went away mid-call.
			return nil, toolerr.NewSystem(toolerr.CodeUnavailable, "toolrunner 127.0.0.1:7003: connection reset", true,
				errors.Join(task.ErrNoAnswer, errors.New("connection reset")))
		}
		return map[string]any{"sent": 1}, nil
	})
	reg := newRegistry(mail)
	ex := newExec(t, reg, st, Options{})
	req := Request{ExecutionID: "mail", Task: explicit(task.Subtask{ID: "m", Tool: "send_mail"})}
	run := func(newRun bool) []task.Event {
		t.Helper()
		r := req
		r.NewRun = newRun
		if err := ex.Start(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		return watchAll(t, st, "mail")
	}

	evs := run(false)
	failed := stepEvent(evs, task.EventStepFailed, "m")
	if failed == nil || failed.Status != "unknown_outcome" || failed.Error.Code != codeUnknownOutcome || failed.Fields["needs_attention"] != "true" {
		t.Fatalf("want STEP_FAILED unknown_outcome needing attention; events %v", kinds(evs))
	}
	got, _ := st.Get(context.Background(), "mail")
	if got.Steps[0].Status != task.StepUnknownOutcome || len(got.NeedsAttention) != 1 {
		t.Errorf("snapshot %v, needs attention %v; want unknown_outcome needing attention", got.Steps[0].Status, got.NeedsAttention)
	}

	answer.Store(true) // the backend is fine now; the write may have happened
	evs = run(true)
	if n := mail.calls.Load(); n != 1 {
		t.Fatalf("the write was called %d times, want 1: an unknown outcome is not called again", n)
	}
	if f := stepEvent(evs, task.EventStepFailed, "m"); f == nil || f.Status != "unknown_outcome" {
		t.Errorf("rerun: want the step to end unknown_outcome again; events %v", kinds(evs))
	}

	if err := st.ResolveWrite(context.Background(), "mail", "m.0", false, "ops"); err != nil {
		t.Fatal(err)
	}
	evs = run(true)
	if n := mail.calls.Load(); n != 2 || lastState(evs) != task.StateSucceeded {
		t.Errorf("after resolving for a retry: %d calls, state %v; want 2 and SUCCEEDED", n, lastState(evs))
	}
}

// A write an earlier run made is not made again by a new run: its
// recorded outcome stands.
func TestANewRunReplaysARecordedWrite(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	mail := writeTool("send_mail", func(context.Context, map[string]any) (any, error) { return map[string]any{"sent": 1}, nil })
	reg := newRegistry(mail, tool("q", ok))
	ex := newExec(t, reg, st, Options{})
	req := Request{ExecutionID: "again", Task: explicit(task.Subtask{ID: "d", Tool: "q"}, task.Subtask{ID: "m", Tool: "send_mail", DependsOn: []string{"d"}})}
	for _, newRun := range []bool{false, true} {
		r := req
		r.NewRun = newRun
		if err := ex.Start(context.Background(), r); err != nil {
			t.Fatal(err)
		}
		evs := watchAll(t, st, "again")
		if lastState(evs) != task.StateSucceeded {
			t.Fatalf("new run %v: state %v", newRun, lastState(evs))
		}
		if newRun {
			if res := stepEvent(evs, task.EventToolResult, "m"); res == nil || res.Fields["replayed"] != "true" {
				t.Errorf("the new run's write result was not the recorded one: %v", res)
			}
		}
	}
	if n := mail.calls.Load(); n != 1 {
		t.Errorf("the write ran %d times over two runs, want 1", n)
	}
	if n := reg.tools["q"].calls.Load(); n != 2 {
		t.Errorf("the read ran %d times, want 2: a new run reads afresh", n)
	}
}

// replayingRunner answers every call as a runner answers a write it had
// already made: with the recorded outcome, here one whose summary has no
// fields.
type replayingRunner struct{ *registry }

func (r replayingRunner) Invoke(ctx context.Context, name string, args json.RawMessage, call task.Call) (task.Outcome, error) {
	out, err := r.registry.Invoke(ctx, name, args, call)
	out.Summary, out.Replayed = "", true
	return out, err
}

// A write the runner answers from its record is marked replayed, whether
// or not its summary gave the result other fields.
func TestARunnersReplayIsMarked(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	ex := New(replayingRunner{newRegistry(writeTool("send_mail", ok))}, embedded.New(embedded.Options{}), st, Options{})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = ex.Shutdown(ctx)
	})
	if err := ex.Start(context.Background(), Request{ExecutionID: "replayed", Task: explicit(task.Subtask{ID: "m", Tool: "send_mail"})}); err != nil {
		t.Fatal(err)
	}
	evs := watchAll(t, st, "replayed")
	if res := stepEvent(evs, task.EventToolResult, "m"); res == nil || res.Fields["replayed"] != "true" {
		t.Errorf("TOOL_RESULT = %+v, want it marked replayed", res)
	}
	if lastState(evs) != task.StateSucceeded {
		t.Errorf("state %v, want SUCCEEDED", lastState(evs))
	}
}
