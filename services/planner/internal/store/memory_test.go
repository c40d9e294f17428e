package store_test

import (
	"context"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/internal/store/storetest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestMemory(t *testing.T) {
	storetest.Run(t, func(*testing.T) store.Store { return store.NewMemory(0) })
}

func TestMemoryEvictionKeepsAReusedID(t *testing.T) {
	ctx := context.Background()
	m := store.NewMemory(2)
	end := func(id string) {
		t.Helper()
		if err := m.Create(ctx, &task.Status{ExecutionID: id, State: task.StateRunning}); err != nil {
			t.Fatal(err)
		}
		if err := m.Update(ctx, id, func(s *task.Status) { s.State = task.StateSucceeded }); err != nil {
			t.Fatal(err)
		}
	}
	end("a")
	end("b")
	// "a" is reused; evicting the first "a" must not remove the new one.
	if err := m.Create(ctx, &task.Status{ExecutionID: "a", State: task.StateRunning}); err != nil {
		t.Fatal(err)
	}
	end("c")
	end("d")
	if _, err := m.Get(ctx, "a"); err != nil {
		t.Errorf("the running reuse of a was evicted: %v", err)
	}
	if _, err := m.Get(ctx, "b"); err == nil {
		t.Errorf("b should have been evicted (keep=2)")
	}
}
