package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/internal/store/storetest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestMemory(t *testing.T) {
	storetest.Run(t, func(*testing.T) store.Store { return store.NewMemory(store.MemoryOptions{}) })
}

// clock is a settable clock for retention tests.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func TestMemoryRetentionIsByAge(t *testing.T) {
	ctx := context.Background()
	c := &clock{now: time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)}
	m := store.NewMemory(store.MemoryOptions{Retention: time.Hour, Now: c.Now})
	end := func(id string, opts store.BeginOptions) {
		t.Helper()
		run, err := m.Begin(ctx, &task.Status{ExecutionID: id, State: task.StateRunning}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := run.Finish(ctx, func(s *task.Status) { s.State = task.StateSucceeded },
			task.Event{ExecutionID: id, Kind: task.EventTaskDone}); err != nil {
			t.Fatal(err)
		}
	}
	end("a", store.BeginOptions{})
	c.add(40 * time.Minute)
	end("b", store.BeginOptions{})
	end("a", store.BeginOptions{NewAttempt: true}) // a's second attempt ends now
	c.add(30 * time.Minute)
	end("c", store.BeginOptions{}) // a Begin evicts what is older than an hour

	for id, want := range map[string]int{"a": 2, "b": 1, "c": 1} {
		st, err := m.Get(ctx, id)
		if err != nil {
			t.Errorf("%s: %v (inside the retention)", id, err)
			continue
		}
		if st.Attempt != want {
			t.Errorf("%s: attempt %d, want %d", id, st.Attempt, want)
		}
	}
	c.add(time.Hour + time.Minute)
	end("d", store.BeginOptions{})
	for _, id := range []string{"a", "b", "c"} {
		if _, err := m.Get(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s after its retention: %v, want ErrNotFound", id, err)
		}
	}
}
