package loop

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// dead is a backend that is down: every call fails with a retryable SYSTEM
// error (an HTTP 503) after a short delay, so parallel calls overlap.
func dead(ctx context.Context, _ map[string]any) (any, error) {
	t := time.NewTimer(20 * time.Millisecond)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return nil, toolerr.NewSystem("http_503", "service unavailable", true, nil)
}

// A caller that asks for an impossible step timeout makes its own calls
// fail, but says nothing about the backend: the circuit stays closed and
// the next, well-formed caller is served.
func TestTightStepTimeoutDoesNotOpenTheBreaker(t *testing.T) {
	slow := tool("slow", sleeper(50*time.Millisecond))
	h := newHarness(t, newRegistry(slow), Options{})
	for i := range 3 {
		evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "s", Tool: "slow"}), Limits: task.Limits{StepTimeout: time.Microsecond}})
		if got := final(t, evs); got.State == task.StateSucceeded {
			t.Fatalf("task %d with a 1µs step timeout succeeded", i)
		}
	}
	if got := h.exec.Breakers().State("slow"); got != "closed" {
		t.Fatalf("circuit of slow is %s after calls the planner cut short, want closed", got)
	}
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "s", Tool: "slow"})})
	if got := final(t, evs); got.State != task.StateSucceeded {
		t.Fatalf("a well-formed task after them ended %v (%s), want SUCCEEDED", got.State, got.Report)
	}
}

// A dead backend is called at most twice (a call and its one retry, the
// breaker's threshold), however many subtasks or tasks want it at once.
func TestDeadBackendIsCalledAtMostTwice(t *testing.T) {
	t.Run("parallel subtasks of one task", func(t *testing.T) {
		down := tool("down", dead)
		h := newHarness(t, newRegistry(down), Options{Limits: task.Limits{Parallelism: 4}})
		var subtasks []task.Subtask
		for i := range 4 {
			subtasks = append(subtasks, task.Subtask{ID: fmt.Sprintf("s%d", i), Tool: "down"})
		}
		evs := h.run(t, Request{Task: explicit(subtasks...)})
		if got := final(t, evs); got.State != task.StateFailed {
			t.Errorf("state %v, want FAILED", got.State)
		}
		if n := down.calls.Load(); n > 2 {
			t.Errorf("dead backend called %d times by 4 parallel subtasks, want at most 2", n)
		}
		if n := count(evs, task.EventStepSkipped, ""); n != 4 {
			t.Errorf("%d subtasks skipped, want all 4", n)
		}
	})
	t.Run("concurrent tasks on a fresh planner", func(t *testing.T) {
		down := tool("down", dead)
		h := newHarness(t, newRegistry(down), Options{})
		var wg sync.WaitGroup
		for range 10 {
			wg.Go(func() {
				evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "s", Tool: "down"})})
				if got := final(t, evs); got.State != task.StateFailed {
					t.Errorf("state %v, want FAILED", got.State)
				}
			})
		}
		wg.Wait()
		if n := down.calls.Load(); n > 2 {
			t.Errorf("dead backend called %d times by 10 concurrent tasks, want at most 2", n)
		}
	})
	t.Run("a live backend is not serialized", func(t *testing.T) {
		const d = 200 * time.Millisecond
		live := tool("live", sleeper(d))
		h := newHarness(t, newRegistry(live), Options{Limits: task.Limits{Parallelism: 4}})
		h.run(t, Request{Task: explicit(task.Subtask{ID: "warm", Tool: "live"})}) // proves it alive
		var subtasks []task.Subtask
		for i := range 4 {
			subtasks = append(subtasks, task.Subtask{ID: fmt.Sprintf("s%d", i), Tool: "live"})
		}
		evs := h.run(t, Request{Task: explicit(subtasks...)})
		if got := final(t, evs); got.State != task.StateSucceeded {
			t.Fatalf("state %v, want SUCCEEDED", got.State)
		}
		if n := maxOverlap(evs); n < 2 {
			t.Errorf("at most %d calls of a live tool were in flight at once, want them in parallel", n)
		}
	})
}

// maxOverlap is the most tool calls in flight at once, from the events.
func maxOverlap(evs []task.Event) int {
	cur, most := 0, 0
	for _, ev := range evs {
		switch ev.Kind {
		case task.EventToolCall:
			cur++
			most = max(most, cur)
		case task.EventToolResult:
			cur--
		}
	}
	return most
}

// An argument the caller wrote into a structured task is never dropped or
// replaced: outside the schema, the subtask fails with what is wrong, and
// the tool is not called.
func TestExplicitArgumentOutsideTheSchemaIsRefused(t *testing.T) {
	metric := tool("query_metric", ok)
	metric.spec.Parameters = json.RawMessage(`{"type":"object","properties":{` +
		`"region":{"type":"string","enum":["east","north","south"]},` +
		`"date":{"type":"string","format":"date"}},"additionalProperties":false}`)
	h := newHarness(t, newRegistry(metric), Options{})
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "m", Tool: "query_metric", Args: map[string]any{"region": "mars"}})})
	done := final(t, evs)
	if done.State != task.StateFailed {
		t.Errorf("state %v, want FAILED", done.State)
	}
	if n := metric.calls.Load(); n != 0 {
		t.Errorf("tool called %d times with an argument outside its schema", n)
	}
	var failed *task.Event
	for i := range evs {
		if evs[i].Kind == task.EventStepFailed {
			failed = &evs[i]
		}
	}
	if failed == nil || failed.Error == nil || failed.Error.Kind != toolerr.Param {
		t.Fatalf("want a STEP_FAILED with a PARAM error, got %+v", failed)
	}
	for _, want := range []string{"region", "east"} {
		if !strings.Contains(failed.Message, want) {
			t.Errorf("message %q does not name %q", failed.Message, want)
		}
	}
}

// With parallelism 1 (the serial mode for debugging) subtasks run in the
// order they were planned.
func TestSerialModeRunsInPlanOrder(t *testing.T) {
	var mu sync.Mutex
	var order []string
	record := func(name string) *goTool {
		return tool(name, func(context.Context, map[string]any) (any, error) {
			mu.Lock()
			order = append(order, name)
			mu.Unlock()
			return map[string]any{"ok": true}, nil
		})
	}
	names := []string{"e", "d", "c", "b", "a", "f"}
	var tools []*goTool
	var subtasks []task.Subtask
	for _, n := range names {
		tools = append(tools, record(n))
		subtasks = append(subtasks, task.Subtask{ID: "st_" + n, Tool: n})
	}
	h := newHarness(t, newRegistry(tools...), Options{Limits: task.Limits{Parallelism: 1}})
	for range 20 {
		order = order[:0]
		h.run(t, Request{Task: explicit(subtasks...)})
		if got, want := strings.Join(order, ","), strings.Join(names, ","); got != want {
			t.Fatalf("serial run called %s, want plan order %s", got, want)
		}
	}
}

// A repair never drops or replaces an argument the caller gave: when the
// backend refuses it, the subtask fails and says which.
func TestRepairKeepsTheCallersArguments(t *testing.T) {
	refusing := tool("lookup", func(context.Context, map[string]any) (any, error) {
		return nil, toolerr.NewParam(toolerr.CodeInvalidArguments, "trace header is not valid", "/trace: remove control characters")
	})
	h := newHarness(t, newRegistry(refusing), Options{})
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "o", Tool: "lookup", Args: map[string]any{"trace": "a\x01b"}})})
	if got := final(t, evs); got.State != task.StateFailed {
		t.Fatalf("state %v, want FAILED", got.State)
	}
	if n := refusing.calls.Load(); n != 1 {
		t.Errorf("tool called %d times, want once: a repair must not call it without the caller's argument", n)
	}
	for _, ev := range evs {
		if ev.Kind == task.EventStepFailed && !strings.Contains(ev.Message, "trace") {
			t.Errorf("failure %q does not name the argument", ev.Message)
		}
	}
}

// reportSpy records the step summaries the report is written from.
type reportSpy struct {
	reason.Reasoner
	mu    sync.Mutex
	steps []task.StepSummary
}

func (r *reportSpy) Report(ctx context.Context, run *reason.Run, steps []task.StepSummary) (string, error) {
	r.mu.Lock()
	r.steps = append([]task.StepSummary(nil), steps...)
	r.mu.Unlock()
	return r.Reasoner.Report(ctx, run, steps)
}

// A tool chosen between two that scored too close to tell apart reaches
// the report with both names, so that it can say so.
func TestAmbiguousChoiceReachesTheReport(t *testing.T) {
	spy := &reportSpy{Reasoner: embedded.New(embedded.Options{})}
	st := store.NewMemory(store.MemoryOptions{})
	ex := New(newRegistry(tool("orders_a", ok), tool("orders_b", ok)), spy, st, Options{})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = ex.Shutdown(ctx)
	})
	h := &harness{exec: ex, store: st}
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "o", Tool: "orders_a", Ambiguous: []string{"orders_a", "orders_b"}})})
	if n := count(evs, task.EventToolAmbiguous, "o"); n != 1 {
		t.Errorf("%d TOOL_AMBIGUOUS events, want 1", n)
	}
	spy.mu.Lock()
	defer spy.mu.Unlock()
	if len(spy.steps) != 1 || strings.Join(spy.steps[0].Ambiguous, ",") != "orders_a,orders_b" {
		t.Errorf("report steps %+v: want subtask o with both ambiguous tools", spy.steps)
	}
}

// A tool imported under a sanitized name is announced with its original
// name too, so that people recognise it.
func TestSelectionNamesTheImportedOriginal(t *testing.T) {
	pdf := tool("PDF_URLTool", ok)
	pdf.spec.OriginalName = "PDF&URLTool"
	h := newHarness(t, newRegistry(pdf), Options{})
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "p", Tool: "PDF_URLTool"})})
	for _, ev := range evs {
		if ev.Kind == task.EventToolSelect && ev.Fields["original_name"] != "PDF&URLTool" {
			t.Errorf("TOOL_SELECT fields %v, want original_name PDF&URLTool", ev.Fields)
		}
	}
}

// A client can fail a call on its deadline a moment before the context's
// own timer fires (gRPC checks the deadline before it sends): such a
// failure is still the planner's tighter step timeout, not the backend's,
// and must not count against the tool's circuit.
func TestDeadlineSeenBeforeTheTimerFiresDoesNotOpenTheBreaker(t *testing.T) {
	eager := tool("eager", func(ctx context.Context, _ map[string]any) (any, error) {
		if dl, ok := ctx.Deadline(); ok {
			for time.Now().Before(dl) { // reach the deadline without waiting on Done
			}
		}
		return nil, toolerr.NewSystem(toolerr.CodeTimeout, "deadline exceeded before sending", true, nil)
	})
	h := newHarness(t, newRegistry(eager), Options{Breaker: BreakerOptions{Failures: 2}})
	for i := range 30 {
		evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "s", Tool: "eager"}), Limits: task.Limits{StepTimeout: 200 * time.Microsecond}})
		if got := final(t, evs); got.State == task.StateSucceeded {
			t.Fatalf("task %d with a 200µs step timeout succeeded", i)
		}
		if got := h.exec.Breakers().State("eager"); got != "closed" {
			t.Fatalf("after task %d the circuit of eager is %s, want closed: the planner cut those calls short", i, got)
		}
	}
}
