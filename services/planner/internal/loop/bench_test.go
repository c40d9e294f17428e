package loop

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// BenchmarkLoopStep measures the step loop's own cost of one more step,
// with tools called in process and the in-process store: what the planner
// adds to a step before any transport. Each iteration runs a task of one
// step and one of 1+marginal steps; the difference per marginal step is
// reported.
func BenchmarkLoopStep(b *testing.B) {
	const marginal = 10
	noop := tool("noop", func(context.Context, map[string]any) (any, error) { return map[string]any{}, nil })
	st := store.NewMemory(store.MemoryOptions{})
	ex := New(newRegistry(noop), embedded.New(embedded.Options{}), st, Options{Limits: task.Limits{Parallelism: 1, MaxSteps: marginal + 1}})
	b.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = ex.Shutdown(ctx)
	})
	plan := func(steps int) *task.Task {
		var sts []task.Subtask
		for i := range steps {
			sts = append(sts, task.Subtask{ID: fmt.Sprintf("s%d", i), Tool: "noop", Args: map[string]any{}})
		}
		return &task.Task{Goal: "bench", Subtasks: sts}
	}
	small, large := plan(1), plan(1+marginal)
	var ms runtime.MemStats
	// run returns what one task took: time and allocations.
	run := func(id string, t *task.Task) (time.Duration, uint64) {
		runtime.ReadMemStats(&ms)
		allocs := ms.Mallocs
		start := time.Now()
		if err := ex.Start(context.Background(), Request{ExecutionID: id, Task: t}); err != nil {
			b.Fatal(err)
		}
		if err := st.Watch(context.Background(), id, 0, func([]task.Event) error { return nil }); err != nil {
			b.Fatal(err)
		}
		d := time.Since(start)
		runtime.ReadMemStats(&ms)
		return d, ms.Mallocs - allocs
	}
	var smallTotal, largeTotal time.Duration
	var smallAllocs, largeAllocs uint64
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n++
		d, a := run(fmt.Sprintf("small-%d", n), small)
		smallTotal, smallAllocs = smallTotal+d, smallAllocs+a
		d, a = run(fmt.Sprintf("large-%d", n), large)
		largeTotal, largeAllocs = largeTotal+d, largeAllocs+a
	}
	b.ReportMetric(float64((largeTotal-smallTotal).Nanoseconds())/float64(n*marginal)/1e3, "µs/step")
	b.ReportMetric(float64(largeAllocs-smallAllocs)/float64(n*marginal), "allocs/step")
}
