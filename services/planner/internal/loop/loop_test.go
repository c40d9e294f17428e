package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// goTool is a tool implemented by a Go function, counted per call.
type goTool struct {
	spec  toolspec.Spec
	fn    func(ctx context.Context, args map[string]any) (any, error)
	calls atomic.Int64
}

// registry is a Tools of Go-function tools: the loop's view of a runner that
// serves tools registered in code.
type registry struct {
	mu    sync.Mutex
	tools map[string]*goTool
}

func newRegistry(tools ...*goTool) *registry {
	r := &registry{tools: map[string]*goTool{}}
	for _, t := range tools {
		r.tools[t.spec.Name] = t
	}
	return r
}

func (r *registry) Specs() []toolspec.Spec {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []toolspec.Spec
	for _, t := range r.tools {
		out = append(out, t.spec)
	}
	return out
}

func (r *registry) Lookup(name string) (toolspec.Spec, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	t, ok := r.tools[name]
	if !ok {
		return toolspec.Spec{}, false
	}
	return t.spec, true
}

func (r *registry) Invoke(ctx context.Context, name string, args json.RawMessage, _ task.Call) (task.Outcome, error) {
	r.mu.Lock()
	t, ok := r.tools[name]
	r.mu.Unlock()
	if !ok {
		return task.Outcome{}, toolerr.NewParam(toolerr.CodeUnknownTool, "no tool "+name, "")
	}
	t.calls.Add(1)
	var m map[string]any
	if err := json.Unmarshal(args, &m); err != nil {
		return task.Outcome{}, toolerr.NewParam(toolerr.CodeInvalidArguments, err.Error(), "")
	}
	v, err := t.fn(ctx, m)
	if err != nil {
		// As the toolrunner client reports a call its context ended.
		switch ctx.Err() {
		case context.DeadlineExceeded:
			return task.Outcome{}, toolerr.NewSystem(toolerr.CodeTimeout, "deadline exceeded", true, ctx.Err())
		case context.Canceled:
			return task.Outcome{}, toolerr.NewSystem(toolerr.CodeCancelled, ctx.Err().Error(), false, ctx.Err())
		}
		return task.Outcome{}, err
	}
	b, _ := json.Marshal(v)
	return task.Outcome{Output: b, Summary: "ok"}, nil
}

func tool(name string, fn func(ctx context.Context, args map[string]any) (any, error)) *goTool {
	return &goTool{spec: toolspec.Spec{
		Name: name, Description: name + " tool.", SideEffect: toolspec.Read,
		Parameters: json.RawMessage(`{"type":"object"}`),
	}, fn: fn}
}

func sleeper(d time.Duration) func(ctx context.Context, _ map[string]any) (any, error) {
	return func(ctx context.Context, _ map[string]any) (any, error) {
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			return map[string]any{"rows": []any{map[string]any{"v": 1}}}, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func ok(context.Context, map[string]any) (any, error) {
	return map[string]any{"rows": []any{map[string]any{"v": 1}}}, nil
}

type harness struct {
	exec  *Executor
	store *store.Memory
}

func newHarness(t *testing.T, tools *registry, opts Options) *harness {
	t.Helper()
	st := store.NewMemory(store.MemoryOptions{})
	eng := embedded.New(embedded.Options{Now: func() time.Time { return time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC) }})
	if opts.RetryBackoff == 0 {
		opts.RetryBackoff = time.Millisecond
	}
	ex := New(tools, eng, st, opts)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := ex.Shutdown(ctx); err != nil {
			t.Errorf("Shutdown: %v", err)
		}
	})
	return &harness{exec: ex, store: st}
}

var idSeq atomic.Int64

// run starts req and waits for its final event; it returns every event.
func (h *harness) run(t *testing.T, req Request) []task.Event {
	t.Helper()
	if req.ExecutionID == "" {
		req.ExecutionID = fmt.Sprintf("t-%d", idSeq.Add(1))
	}
	if err := h.exec.Start(context.Background(), req); err != nil {
		t.Fatalf("Start: %v", err)
	}
	return h.events(t, req.ExecutionID)
}

func (h *harness) events(t *testing.T, id string) []task.Event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var evs []task.Event
	if err := h.store.Watch(ctx, id, 0, store.Each(func(ev task.Event) error { evs = append(evs, ev); return nil })); err != nil {
		t.Fatalf("Watch: %v (after %d events)", err, len(evs))
	}
	return evs
}

func explicit(subtasks ...task.Subtask) *task.Task {
	for i := range subtasks {
		if subtasks[i].Args == nil {
			subtasks[i].Args = map[string]any{}
		}
	}
	return &task.Task{Goal: "test", Subtasks: subtasks}
}

func count(evs []task.Event, kind task.EventKind, subtask string) int {
	n := 0
	for _, ev := range evs {
		if ev.Kind == kind && (subtask == "" || ev.SubtaskID == subtask) {
			n++
		}
	}
	return n
}

func final(t *testing.T, evs []task.Event) task.Event {
	t.Helper()
	last := evs[len(evs)-1]
	if last.Kind != task.EventTaskDone {
		t.Fatalf("last event is %v, want TASK_DONE", last.Kind)
	}
	return last
}

// inFlight is a tool body that counts the calls running at once. A call
// holds until every one of want calls has started, or for hold.
type inFlight struct {
	mu         sync.Mutex
	now, most  int
	started    int
	want       int
	allStarted chan struct{}
	hold       time.Duration
}

func newInFlight(want int, hold time.Duration) *inFlight {
	return &inFlight{want: want, hold: hold, allStarted: make(chan struct{})}
}

func (f *inFlight) call(ctx context.Context, _ map[string]any) (any, error) {
	f.mu.Lock()
	f.now++
	f.most = max(f.most, f.now)
	if f.started++; f.started == f.want {
		close(f.allStarted)
	}
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		f.now--
		f.mu.Unlock()
	}()
	t := time.NewTimer(f.hold)
	defer t.Stop()
	select {
	case <-f.allStarted:
	case <-t.C:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return map[string]any{"rows": []any{map[string]any{"v": 1}}}, nil
}

// Independent subtasks run at once up to the parallelism, and one after
// another with parallelism 1: counted by the calls in flight, not timed.
func TestParallelSubtasksOverlap(t *testing.T) {
	tests := []struct {
		name        string
		parallelism int
		hold        time.Duration // how long a call waits for the others
		want        int           // calls in flight at most
	}{
		{"parallel", 4, 20 * time.Second, 3},
		{"serial", 1, 30 * time.Millisecond, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newInFlight(3, tt.hold)
			tools := newRegistry(tool("metrics", f.call), tool("alerts", f.call), tool("reqs", f.call))
			plan := explicit(
				task.Subtask{ID: "core_metrics", Tool: "metrics"},
				task.Subtask{ID: "alert_summary", Tool: "alerts"},
				task.Subtask{ID: "requirement_status", Tool: "reqs"},
				task.Subtask{ID: "report", Kind: task.KindReport, DependsOn: []string{"core_metrics", "alert_summary", "requirement_status"}},
			)
			h := newHarness(t, tools, Options{Limits: task.Limits{Parallelism: tt.parallelism}})
			evs := h.run(t, Request{Task: plan})
			if st := final(t, evs).State; st != task.StateSucceeded {
				t.Fatalf("state = %v, want SUCCEEDED", st)
			}
			if f.most != tt.want {
				t.Errorf("at most %d calls ran at once, want %d", f.most, tt.want)
			}
		})
	}
}

func TestSystemFailureSkipsRetriesOnceAndOpensBreaker(t *testing.T) {
	dead := tool("query_dead", func(context.Context, map[string]any) (any, error) {
		return nil, toolerr.NewSystem("http_503", "service unavailable", true, nil)
	})
	alive := tool("query_alive", ok)
	tools := newRegistry(dead, alive)
	h := newHarness(t, tools, Options{Breaker: BreakerOptions{Failures: 2, Cooldown: 300 * time.Millisecond}})
	plan := explicit(
		task.Subtask{ID: "down", Tool: "query_dead"},
		task.Subtask{ID: "up", Tool: "query_alive"},
		task.Subtask{ID: "report", Kind: task.KindReport, DependsOn: []string{"down", "up"}},
	)

	evs := h.run(t, Request{Task: plan})
	if got := dead.calls.Load(); got != 2 {
		t.Errorf("dead backend called %d times in the task, want 2 (one call, one retry)", got)
	}
	done := final(t, evs)
	if done.State != task.StatePartial {
		t.Errorf("state = %v, want PARTIAL", done.State)
	}
	if !strings.Contains(done.Report, "down") || !strings.Contains(strings.ToLower(done.Report), "skip") {
		t.Errorf("report does not name the skipped subtask:\n%s", done.Report)
	}
	st, _ := h.store.Get(context.Background(), done.ExecutionID)
	if len(st.NeedsAttention) != 1 || st.NeedsAttention[0] != "down" {
		t.Errorf("needs_attention = %v, want [down]", st.NeedsAttention)
	}
	for _, s := range st.Steps {
		if s.SubtaskID == "down" && (s.Status != task.StepSkipped || s.ErrorKind != toolerr.System) {
			t.Errorf("down: status %v kind %v, want skipped SYSTEM", s.Status, s.ErrorKind)
		}
		if s.SubtaskID == "up" && s.Status != task.StepSucceeded {
			t.Errorf("up: status %v, want succeeded", s.Status)
		}
	}

	// A second task skips the tool without calling it: the circuit is open.
	evs = h.run(t, Request{Task: plan})
	if got := dead.calls.Load(); got != 2 {
		t.Errorf("second task called the dead backend (%d calls in all), want none", got)
	}
	if !strings.Contains(final(t, evs).Report, "unavailable since") {
		t.Errorf("report should say since when the tool is unavailable:\n%s", final(t, evs).Report)
	}

	// After the cool-down one probe call is made.
	deadline := time.Now().Add(5 * time.Second)
	for h.exec.Breakers().State("query_dead") == "open" && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	h.run(t, Request{Task: plan})
	if got := dead.calls.Load(); got != 3 {
		t.Errorf("after the cool-down: %d calls in all, want 3 (one probe)", got)
	}
}

func TestParamRepairFillsTheMissingField(t *testing.T) {
	var seen []map[string]any
	var mu sync.Mutex
	q := tool("query_metric_center", func(_ context.Context, args map[string]any) (any, error) {
		mu.Lock()
		seen = append(seen, args)
		mu.Unlock()
		if _, ok := args["date"]; !ok {
			return nil, toolerr.NewParam("missing_date", "date is required", "date: required, format date (YYYY-MM-DD)")
		}
		return map[string]any{"value": 42}, nil
	})
	q.spec.Parameters = json.RawMessage(`{"type":"object","properties":{"metric":{"type":"string","enum":["revenue","dau"]},"date":{"type":"string","format":"date"}},"required":["metric"]}`)
	h := newHarness(t, newRegistry(q), Options{})
	tk := explicit(task.Subtask{ID: "m", Tool: "query_metric_center", Args: map[string]any{"metric": "revenue"}})
	r := task.Range{Start: time.Date(2025, 3, 3, 0, 0, 0, 0, time.UTC), End: time.Date(2025, 3, 9, 0, 0, 0, 0, time.UTC)}
	tk.TimeRange = &r

	evs := h.run(t, Request{Task: tk})
	if st := final(t, evs).State; st != task.StateSucceeded {
		t.Fatalf("state = %v, want SUCCEEDED; events %v", st, evs)
	}
	if len(seen) != 2 {
		t.Fatalf("tool called %d times, want 2 (failed, then repaired)", len(seen))
	}
	if seen[1]["date"] == nil || seen[1]["metric"] != "revenue" {
		t.Errorf("repaired call args = %v, want metric kept and date filled", seen[1])
	}
	if count(evs, task.EventStepRepair, "m") != 1 {
		t.Errorf("want one STEP_REPAIR event")
	}
}

func TestBusinessRefusalSwitchesToNextBestTool(t *testing.T) {
	first := tool("query_store_detail", func(context.Context, map[string]any) (any, error) {
		return nil, toolerr.NewBusiness("10086", "region export quota exhausted")
	})
	second := tool("export_store_rows", ok)
	h := newHarness(t, newRegistry(first, second), Options{})
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "detail", Tool: "query_store_detail",
		Scores: []task.Score{{Tool: "query_store_detail", Score: 0.9}, {Tool: "export_store_rows", Score: 0.7}, {Tool: "weak", Score: 0.05}}})})
	if st := final(t, evs).State; st != task.StateSucceeded {
		t.Fatalf("state = %v, want SUCCEEDED", st)
	}
	if first.calls.Load() != 1 || second.calls.Load() != 1 {
		t.Errorf("calls: first %d second %d, want 1 and 1", first.calls.Load(), second.calls.Load())
	}
	if n := count(evs, task.EventToolSelect, "detail"); n != 2 {
		t.Errorf("TOOL_SELECT events = %d, want 2 (the switch is visible)", n)
	}

	// With no alternative above the threshold the subtask fails with the
	// backend's message.
	evs = h.run(t, Request{Task: explicit(task.Subtask{ID: "detail", Tool: "query_store_detail"})})
	done := final(t, evs)
	if done.State != task.StateFailed || !strings.Contains(done.Report, "quota exhausted") {
		t.Errorf("state %v, report %q; want FAILED naming the backend's message", done.State, done.Report)
	}
}

func TestStepLimitIsHitExactly(t *testing.T) {
	echo := tool("echo", ok)
	h := newHarness(t, newRegistry(echo), Options{Limits: task.Limits{Parallelism: 1}})
	var subs []task.Subtask
	for i := range 20 {
		subs = append(subs, task.Subtask{ID: fmt.Sprintf("s%02d", i), Tool: "echo"})
	}
	evs := h.run(t, Request{Task: explicit(subs...)})
	done := final(t, evs)
	if done.State != task.StateStoppedLimit || done.Limit != task.LimitSteps {
		t.Fatalf("state %v limit %v, want STOPPED_LIMIT steps", done.State, done.Limit)
	}
	if got := echo.calls.Load(); got != DefaultMaxSteps {
		t.Errorf("tool invoked %d times, want exactly %d", got, DefaultMaxSteps)
	}
	st, _ := h.store.Get(context.Background(), done.ExecutionID)
	if !st.NeedsTakeover || st.StepsUsed != DefaultMaxSteps {
		t.Errorf("needs_takeover %v steps_used %d", st.NeedsTakeover, st.StepsUsed)
	}
	if done.Report == "" {
		t.Error("a stopped task still returns the partial report")
	}
}

func TestStepTimeoutStopsTheTask(t *testing.T) {
	slow := tool("slow", sleeper(5*time.Second))
	h := newHarness(t, newRegistry(slow), Options{Limits: task.Limits{StepTimeout: 150 * time.Millisecond}})
	start := time.Now()
	evs := h.run(t, Request{Task: explicit(task.Subtask{ID: "s", Tool: "slow"})})
	done := final(t, evs)
	if done.State != task.StateStoppedLimit || done.Limit != task.LimitStepTimeout {
		t.Fatalf("state %v limit %v, want STOPPED_LIMIT step_timeout", done.State, done.Limit)
	}
	if el := time.Since(start); el > 3*time.Second {
		t.Errorf("task took %v; the step should have been cut at 150ms", el)
	}
}

func TestCancelStopsInFlightAndStartsNothing(t *testing.T) {
	started := make(chan struct{}, 1)
	slow := tool("slow", func(ctx context.Context, _ map[string]any) (any, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, ctx.Err()
	})
	after := tool("after", ok)
	h := newHarness(t, newRegistry(slow, after), Options{})
	id := "cancel-me"
	if err := h.exec.Start(context.Background(), Request{ExecutionID: id, Task: explicit(
		task.Subtask{ID: "first", Tool: "slow"},
		task.Subtask{ID: "second", Tool: "after", DependsOn: []string{"first"}},
	)}); err != nil {
		t.Fatal(err)
	}
	<-started
	state, err := h.exec.Cancel(context.Background(), id, "operator said stop")
	if err != nil || state != task.StateCancelled {
		t.Fatalf("Cancel = %v, %v; want CANCELLED", state, err)
	}
	evs := h.events(t, id)
	if after.calls.Load() != 0 || count(evs, task.EventToolCall, "second") != 0 {
		t.Errorf("a tool call started after the cancel")
	}
	if count(evs, task.EventTaskCancelled, "") != 1 {
		t.Errorf("want one TASK_CANCELLED event")
	}
	st, err := h.store.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range st.Steps {
		if s.Status != task.StepCancelled {
			t.Errorf("step %s is %v, want cancelled: the task stopped, no dependency failed", s.SubtaskID, s.Status)
		}
	}
}

func TestApproval(t *testing.T) {
	newWrite := func() *goTool {
		w := tool("create_ticket", ok)
		w.spec.SideEffect = toolspec.Write
		w.spec.RequiresApproval = true
		return w
	}
	tests := []struct {
		name      string
		decide    func(h *harness, id string) error
		timeout   time.Duration
		wantCalls int64
		wantState task.State
		wantBy    string // who APPROVAL_DECIDED says decided
	}{
		{"approve runs the write", func(h *harness, id string) error {
			return h.exec.Approve(context.Background(), id, Decision{Subtask: "w", Approve: true, Comment: "ok by alice", By: "alice"})
		}, time.Minute, 1, task.StateSucceeded, "alice"},
		{"reject skips it", func(h *harness, id string) error {
			return h.exec.Approve(context.Background(), id, Decision{Subtask: "w", Comment: "not during the freeze", By: "bob"})
		}, time.Minute, 0, task.StateFailed, "bob"},
		{"timeout rejects it", nil, 100 * time.Millisecond, 0, task.StateFailed, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWrite()
			h := newHarness(t, newRegistry(w), Options{ApprovalTimeout: tt.timeout})
			id := "approve-" + strings.ReplaceAll(tt.name, " ", "-")
			if err := h.exec.Start(context.Background(), Request{ExecutionID: id, Task: explicit(task.Subtask{ID: "w", Tool: "create_ticket"})}); err != nil {
				t.Fatal(err)
			}
			if tt.decide != nil {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				// Wait for the approval request before deciding.
				_ = h.store.Watch(ctx, id, 0, store.Each(func(ev task.Event) error {
					if ev.Kind == task.EventApprovalRequired {
						return errFound
					}
					return nil
				}))
				if err := tt.decide(h, id); err != nil {
					t.Fatalf("decide: %v", err)
				}
			}
			evs := h.events(t, id)
			if got := w.calls.Load(); got != tt.wantCalls {
				t.Errorf("write tool called %d times, want %d", got, tt.wantCalls)
			}
			if st := final(t, evs).State; st != tt.wantState {
				t.Errorf("state = %v, want %v", st, tt.wantState)
			}
			for _, ev := range evs {
				if ev.Kind == task.EventApprovalDecided && ev.Fields["by"] != tt.wantBy {
					t.Errorf("APPROVAL_DECIDED by %q, want %q", ev.Fields["by"], tt.wantBy)
				}
			}
			if count(evs, task.EventApprovalDecided, "w") != 1 {
				t.Errorf("want one APPROVAL_DECIDED event")
			}
		})
	}
}

var errFound = fmt.Errorf("found")

func TestRunningExecutionIDIsRefused(t *testing.T) {
	h := newHarness(t, newRegistry(tool("slow", sleeper(300*time.Millisecond))), Options{})
	req := Request{ExecutionID: "dup", Task: explicit(task.Subtask{ID: "s", Tool: "slow"})}
	if err := h.exec.Start(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	if err := h.exec.Start(context.Background(), req); !errors.Is(err, ErrRunning) {
		t.Fatalf("second Start = %v, want ErrRunning", err)
	}
	h.events(t, "dup")
	if err := h.exec.Start(context.Background(), req); !errors.Is(err, ErrEnded) {
		t.Fatalf("Start after the first ended = %v, want ErrEnded: nothing reruns unasked", err)
	}
	req.NewRun = true
	if err := h.exec.Start(context.Background(), req); err != nil {
		t.Fatalf("Start of a new run after the first ended = %v, want nil", err)
	}
	h.events(t, "dup")
	if st, _ := h.store.Get(context.Background(), "dup"); st.Attempt != 2 {
		t.Errorf("the new run is attempt %d, want 2", st.Attempt)
	}
}

func TestGraphValidation(t *testing.T) {
	tests := []struct {
		name string
		subs []task.Subtask
		want string
	}{
		{"cycle", []task.Subtask{{ID: "a", Tool: "x", DependsOn: []string{"b"}}, {ID: "b", Tool: "x", DependsOn: []string{"a"}}}, "cycle"},
		{"unknown dependency", []task.Subtask{{ID: "a", Tool: "x", DependsOn: []string{"zz"}}}, "unknown subtask"},
		{"duplicate id", []task.Subtask{{ID: "a", Tool: "x"}, {ID: "a", Tool: "x"}}, "twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := (&task.Plan{Subtasks: tt.subs}).Validate()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Validate = %v, want error containing %q", err, tt.want)
			}
		})
	}
}

func TestApprovalWaitFreesTheSlot(t *testing.T) {
	w := tool("create_ticket", ok)
	w.spec.SideEffect, w.spec.RequiresApproval = toolspec.Write, true
	other := tool("query", ok)
	h := newHarness(t, newRegistry(w, other), Options{Limits: task.Limits{Parallelism: 1}, ApprovalTimeout: time.Minute})
	id := "approve-serial"
	if err := h.exec.Start(context.Background(), Request{ExecutionID: id, Task: explicit(
		task.Subtask{ID: "w", Tool: "create_ticket"},
		task.Subtask{ID: "q", Tool: "query"},
	)}); err != nil {
		t.Fatal(err)
	}
	// In serial mode the query still completes while the write awaits approval.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var queried, awaiting bool
	err := h.store.Watch(ctx, id, 0, store.Each(func(ev task.Event) error {
		queried = queried || ev.Kind == task.EventStepComplete && ev.SubtaskID == "q"
		awaiting = awaiting || ev.Kind == task.EventApprovalRequired && ev.SubtaskID == "w"
		if queried && awaiting {
			return errFound
		}
		return nil
	}))
	if err != errFound {
		t.Fatalf("the other subtask did not finish while the write awaited approval: %v", err)
	}
	if err := h.exec.Approve(context.Background(), id, Decision{Subtask: "w", Approve: true}); err != nil {
		t.Fatal(err)
	}
	if st := final(t, h.events(t, id)).State; st != task.StateSucceeded {
		t.Errorf("state = %v, want SUCCEEDED", st)
	}
}

func TestTaskLimitsOnlyTighten(t *testing.T) {
	def := task.Limits{MaxSteps: 15, TokenBudget: 50000, StepTimeout: time.Minute, Parallelism: 4}
	got := mergeLimits(def, task.Limits{MaxSteps: 1 << 30, TokenBudget: 10, StepTimeout: time.Hour, Deadline: time.Minute, Parallelism: 1})
	want := task.Limits{MaxSteps: 15, TokenBudget: 10, StepTimeout: time.Minute, Deadline: time.Minute, Parallelism: 1}
	if got != want {
		t.Errorf("mergeLimits = %+v, want %+v", got, want)
	}
}

func TestApprovalCoversTheArgumentsShown(t *testing.T) {
	var seen []map[string]any
	var mu sync.Mutex
	w := tool("create_ticket", func(_ context.Context, args map[string]any) (any, error) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, args)
		if args["priority"] == nil {
			return nil, toolerr.NewParam("missing_priority", "priority is required", "priority: required")
		}
		return map[string]any{"id": 1}, nil
	})
	w.spec.SideEffect, w.spec.RequiresApproval = toolspec.Write, true
	w.spec.Parameters = json.RawMessage(`{"type":"object","properties":{"title":{"type":"string"},"priority":{"type":"string","enum":["P1","P2"]}}}`)
	h := newHarness(t, newRegistry(w), Options{ApprovalTimeout: time.Minute})
	id := "approve-args"
	tk := explicit(task.Subtask{ID: "w", Tool: "create_ticket", Args: map[string]any{"title": "disk full"}})
	tk.Goal = "open a P1 ticket: disk full"
	if err := h.exec.Start(context.Background(), Request{ExecutionID: id, Task: tk}); err != nil {
		t.Fatal(err)
	}
	approvals := 0
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = h.store.Watch(ctx, id, 0, store.Each(func(ev task.Event) error {
		if ev.Kind == task.EventApprovalRequired {
			approvals++
			if err := h.exec.Approve(context.Background(), id, Decision{Subtask: "w", Approve: true, Comment: "ok"}); err != nil {
				t.Errorf("approve: %v", err)
			}
		}
		return nil
	}))
	if approvals != 2 {
		t.Errorf("approvals asked = %d, want 2: the repaired arguments need their own approval", approvals)
	}
	if len(seen) != 2 || seen[1]["priority"] != "P1" {
		t.Errorf("calls = %v, want the repaired call with priority P1 after the second approval", seen)
	}
}
