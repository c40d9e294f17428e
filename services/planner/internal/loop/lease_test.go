package loop

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// newExec returns an executor on st, shut down when the test ends.
func newExec(t *testing.T, tools *registry, st store.Store, opts Options) *Executor {
	t.Helper()
	eng := embedded.New(embedded.Options{Now: func() time.Time { return time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC) }})
	ex := New(tools, eng, st, opts)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := ex.Shutdown(ctx); err != nil {
			t.Errorf("Shutdown: %v", err)
		}
	})
	return ex
}

func watchAll(t *testing.T, st store.Store, id string) []task.Event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var evs []task.Event
	if err := st.Watch(ctx, id, 0, store.Each(func(ev task.Event) error { evs = append(evs, ev); return nil })); err != nil {
		t.Fatalf("Watch: %v (after %d events)", err, len(evs))
	}
	return evs
}

func TestAnotherPrincipalCannotReuseAnEndedID(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	reg := newRegistry(tool("q", ok))
	ex := newExec(t, reg, st, Options{})
	alice := &principal.Principal{Name: "alice"}
	bob := &principal.Principal{Name: "bob", Roles: []string{principal.RoleOperator}}
	req := Request{ExecutionID: "mine", Task: explicit(task.Subtask{ID: "s", Tool: "q"}), Principal: alice}
	if err := ex.Start(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	watchAll(t, st, "mine")

	tests := []struct {
		name string
		p    *principal.Principal
		new  bool
		want error
	}{
		{"another principal", bob, false, task.ErrForbidden},
		{"another principal asking for a new run", bob, true, task.ErrForbidden},
		{"the owner", alice, false, ErrEnded},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := req
			r.Principal, r.NewRun = tc.p, tc.new
			err := ex.Start(context.Background(), r)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Start = %v, want %v", err, tc.want)
			}
			var ended *store.EndedError
			if errors.As(err, &ended) != (tc.want == ErrEnded) {
				t.Errorf("Start = %v: only the owner receives the recorded outcome", err)
			}
		})
	}
	if calls := reg.tools["q"].calls.Load(); calls != 1 {
		t.Errorf("the tool was called %d times, want 1: a refused or replayed request runs nothing", calls)
	}
	got, _ := st.Get(context.Background(), "mine")
	if got.Attempt != 1 || got.Owner != "alice" {
		t.Errorf("record after refusals: attempt %d owner %q, want alice's attempt 1", got.Attempt, got.Owner)
	}
}

func TestShutdownRecordsACancelWithItsReason(t *testing.T) {
	st := store.NewMemory(store.MemoryOptions{})
	started := make(chan struct{})
	reg := newRegistry(tool("wait", func(ctx context.Context, _ map[string]any) (any, error) {
		close(started)
		<-ctx.Done()
		return nil, ctx.Err()
	}))
	eng := embedded.New(embedded.Options{})
	ex := New(reg, eng, st, Options{})
	if err := ex.Start(context.Background(), Request{ExecutionID: "s", Task: explicit(task.Subtask{ID: "w", Tool: "wait"})}); err != nil {
		t.Fatal(err)
	}
	<-started
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ex.Shutdown(ctx); err != nil {
		t.Fatalf("Shutdown: %v", err)
	}
	evs := watchAll(t, st, "s")
	var cancelled *task.Event
	for i := range evs {
		if evs[i].Kind == task.EventTaskCancelled {
			cancelled = &evs[i]
		}
	}
	if cancelled == nil || cancelled.Fields["reason"] != "shutdown" {
		t.Fatalf("no TASK_CANCELLED with reason=shutdown in %v", kinds(evs))
	}
	if last := evs[len(evs)-1]; last.Kind != task.EventTaskDone || last.State != task.StateCancelled {
		t.Errorf("last event %v %v, want TASK_DONE CANCELLED", last.Kind, last.State)
	}
}

// downStore is a store whose run writes fail while down is set; Finish
// always works, so the test can read how the task ended.
type downStore struct {
	store.Store
	down atomic.Bool
}

func (d *downStore) Begin(ctx context.Context, st *task.Status, o store.BeginOptions) (store.Run, error) {
	r, err := d.Store.Begin(ctx, st, o)
	if err != nil {
		return nil, err
	}
	return &downRun{Run: r, d: d}, nil
}

type downRun struct {
	store.Run
	d *downStore
}

var errConnRefused = errors.New("dial tcp 127.0.0.1:1: connection refused")

func (r *downRun) Update(ctx context.Context, fn func(*task.Status)) error {
	if r.d.down.Load() {
		return errConnRefused
	}
	return r.Run.Update(ctx, fn)
}

func (r *downRun) Write(ctx context.Context, fn func(*task.Status), evs []task.Event) error {
	if r.d.down.Load() {
		return errConnRefused
	}
	return r.Run.Write(ctx, fn, evs)
}

func (r *downRun) Append(ctx context.Context, ev task.Event) (task.Event, error) {
	if r.d.down.Load() {
		return ev, errConnRefused
	}
	return r.Run.Append(ctx, ev)
}

func TestUnreachableStoreStopsTheTask(t *testing.T) {
	st := &downStore{Store: store.NewMemory(store.MemoryOptions{})}
	reg := newRegistry(
		tool("first", func(context.Context, map[string]any) (any, error) {
			st.down.Store(true)
			return map[string]any{"rows": 1}, nil
		}),
		tool("second", ok))
	ex := newExec(t, reg, st, Options{})
	req := Request{ExecutionID: "d", Task: explicit(
		task.Subtask{ID: "a", Tool: "first"},
		task.Subtask{ID: "b", Tool: "second", DependsOn: []string{"a"}})}
	if err := ex.Start(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	evs := watchAll(t, st, "d")
	last := evs[len(evs)-1]
	if last.Kind != task.EventTaskDone || last.State != task.StateFailed {
		t.Fatalf("last event %v %v, want TASK_DONE FAILED", last.Kind, last.State)
	}
	if last.Error == nil || last.Error.Kind != toolerr.System || last.Error.Code != codeStoreUnavailable {
		t.Errorf("final error %v, want SYSTEM %s", last.Error, codeStoreUnavailable)
	}
	if n := reg.tools["second"].calls.Load(); n != 0 {
		t.Errorf("the second tool ran %d times with no record being kept", n)
	}
}

// fakeClock is a settable clock.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func TestALostLeaseStopsTheRunWithoutWrites(t *testing.T) {
	clock := &fakeClock{now: time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)}
	st := store.NewMemory(store.MemoryOptions{Now: clock.Now})
	reg := newRegistry(
		tool("first", func(context.Context, map[string]any) (any, error) {
			// The planner hangs past its lease; another replica reaps it.
			clock.add(2 * time.Hour)
			if ids, err := st.Reap(context.Background()); err != nil || len(ids) != 1 {
				t.Errorf("Reap = %v, %v; want the running task", ids, err)
			}
			return map[string]any{"rows": 1}, nil
		}),
		tool("second", ok))
	ex := newExec(t, reg, st, Options{Lease: time.Hour})
	req := Request{ExecutionID: "l", Task: explicit(
		task.Subtask{ID: "a", Tool: "first"},
		task.Subtask{ID: "b", Tool: "second", DependsOn: []string{"a"}})}
	if err := ex.Start(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	evs := watchAll(t, st, "l")
	last := evs[len(evs)-1]
	if last.State != task.StateAbandoned {
		t.Fatalf("last event %v %v, want ABANDONED", last.Kind, last.State)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ex.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	if n := reg.tools["second"].calls.Load(); n != 0 {
		t.Errorf("the run that lost its lease went on to call a tool %d times", n)
	}
	got, _ := st.Get(context.Background(), "l")
	if got.State != task.StateAbandoned {
		t.Errorf("state %v after the lost run stopped, want ABANDONED (it must not overwrite it)", got.State)
	}
}

func kinds(evs []task.Event) []string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = ev.Kind.String()
	}
	return out
}
