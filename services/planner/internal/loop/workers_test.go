package loop

import (
	"bytes"
	"context"
	"fmt"
	"runtime"
	"sync"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// goroutineID is the calling goroutine's number, from its stack's first
// line ("goroutine 42 [running]:").
func goroutineID() string {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	id, _, _ := bytes.Cut(bytes.TrimPrefix(buf, []byte("goroutine ")), []byte(" "))
	return string(id)
}

// Subtasks that run one after another run on one worker: a stack grown by
// one serves the next instead of a fresh goroutine growing its own.
func TestSerialSubtasksShareAWorker(t *testing.T) {
	var mu sync.Mutex
	ran := map[string]int{}
	where := tool("where", func(context.Context, map[string]any) (any, error) {
		mu.Lock()
		ran[goroutineID()]++
		mu.Unlock()
		return map[string]any{"rows": []any{map[string]any{"v": 1}}}, nil
	})
	h := newHarness(t, newRegistry(where), Options{Limits: task.Limits{Parallelism: 1, MaxSteps: 20}})
	var subtasks []task.Subtask
	for i := range 20 {
		subtasks = append(subtasks, task.Subtask{ID: fmt.Sprintf("s%d", i), Tool: "where"})
	}
	for range 5 {
		clear(ran)
		if got := final(t, h.run(t, Request{Task: explicit(subtasks...)})); got.State != task.StateSucceeded {
			t.Fatalf("task ended %v: %s", got.State, got.Message)
		}
		if len(ran) != 1 {
			t.Fatalf("20 serial subtasks ran on %d goroutines (%v), want 1", len(ran), ran)
		}
	}
}
