// Package storetest is the contract every store.Store implementation must
// pass; each implementation's tests run it against a fresh store.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Run runs the contract against stores made by newStore.
func Run(t *testing.T, newStore func(t *testing.T) store.Store) {
	t.Run("create refuses a running id", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		st := &task.Status{ExecutionID: "e1", State: task.StateRunning}
		if err := s.Create(ctx, st); err != nil {
			t.Fatal(err)
		}
		if err := s.Create(ctx, st); !errors.Is(err, store.ErrRunning) {
			t.Fatalf("second Create = %v, want ErrRunning", err)
		}
		finish(t, s, "e1")
		if err := s.Create(ctx, &task.Status{ExecutionID: "e1", State: task.StateRunning}); err != nil {
			t.Fatalf("Create after the end = %v, want nil", err)
		}
	})
	t.Run("unknown id", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		if _, err := s.Get(ctx, "nope"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Get = %v, want ErrNotFound", err)
		}
		if err := s.Update(ctx, "nope", func(*task.Status) {}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Update = %v, want ErrNotFound", err)
		}
		if _, err := s.Append(ctx, task.Event{ExecutionID: "nope"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Append = %v, want ErrNotFound", err)
		}
		if err := s.Watch(ctx, "nope", 0, func(task.Event) error { return nil }); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Watch = %v, want ErrNotFound", err)
		}
	})
	t.Run("get returns a copy", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		must(t, s.Create(ctx, &task.Status{ExecutionID: "e", State: task.StateRunning, Steps: []task.Snapshot{{SubtaskID: "a"}}}))
		got, err := s.Get(ctx, "e")
		if err != nil {
			t.Fatal(err)
		}
		got.Steps[0].SubtaskID = "changed"
		again, _ := s.Get(ctx, "e")
		if again.Steps[0].SubtaskID != "a" {
			t.Errorf("a reader's change leaked into the store")
		}
	})
	t.Run("events are numbered and replayed then live", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		must(t, s.Create(ctx, &task.Status{ExecutionID: "w", State: task.StateRunning}))
		for i := range 3 {
			ev, err := s.Append(ctx, task.Event{ExecutionID: "w", Kind: task.EventToolCall, Message: fmt.Sprint(i)})
			must(t, err)
			if ev.Seq != int64(i+1) {
				t.Fatalf("seq = %d, want %d", ev.Seq, i+1)
			}
		}
		var mu sync.Mutex
		var got []int64
		done := make(chan error, 1)
		go func() {
			done <- s.Watch(ctx, "w", 1, func(ev task.Event) error {
				mu.Lock()
				got = append(got, ev.Seq)
				mu.Unlock()
				return nil
			})
		}()
		_, err := s.Append(ctx, task.Event{ExecutionID: "w", Kind: task.EventStepComplete})
		must(t, err)
		finish(t, s, "w")
		select {
		case err := <-done:
			must(t, err)
		case <-time.After(10 * time.Second):
			t.Fatal("Watch did not return after the final event")
		}
		mu.Lock()
		defer mu.Unlock()
		if fmt.Sprint(got) != "[2 3 4 5]" {
			t.Errorf("watched seqs %v, want [2 3 4 5] (history after 1, live, then TASK_DONE)", got)
		}
	})
	t.Run("watch of an ended execution returns", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		must(t, s.Create(ctx, &task.Status{ExecutionID: "x", State: task.StateRunning}))
		finish(t, s, "x")
		n := 0
		must(t, s.Watch(ctx, "x", 0, func(task.Event) error { n++; return nil }))
		if n != 1 {
			t.Errorf("replayed %d events, want 1", n)
		}
		must(t, s.Watch(ctx, "x", 99, func(task.Event) error { n++; return nil }))
	})
	t.Run("finish is one step", func(t *testing.T) {
		s := newStore(t)
		ctx := context.Background()
		must(t, s.Create(ctx, &task.Status{ExecutionID: "f", State: task.StateRunning}))
		ev, err := s.Finish(ctx, "f", func(st *task.Status) { st.State = task.StateFailed; st.Report = "r" },
			task.Event{ExecutionID: "f", Kind: task.EventTaskDone, State: task.StateFailed})
		must(t, err)
		got, _ := s.Get(ctx, "f")
		if got.State != task.StateFailed || got.Report != "r" || ev.Seq != 1 {
			t.Errorf("after Finish: state %v report %q seq %d", got.State, got.Report, ev.Seq)
		}
		if _, err := s.Finish(ctx, "nope", func(*task.Status) {}, task.Event{ExecutionID: "nope"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Finish of an unknown id = %v, want ErrNotFound", err)
		}
	})
	t.Run("watch stops on ctx", func(t *testing.T) {
		s := newStore(t)
		must(t, s.Create(context.Background(), &task.Status{ExecutionID: "c", State: task.StateRunning}))
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := s.Watch(ctx, "c", 0, func(task.Event) error { return nil }); !errors.Is(err, context.Canceled) {
			t.Errorf("Watch = %v, want context.Canceled", err)
		}
	})
}

// finish ends an execution the way the executor does.
func finish(t *testing.T, s store.Store, id string) {
	t.Helper()
	ctx := context.Background()
	_, err := s.Finish(ctx, id, func(st *task.Status) { st.State = task.StateSucceeded },
		task.Event{ExecutionID: id, Kind: task.EventTaskDone, State: task.StateSucceeded})
	must(t, err)
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
