package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// BenchmarkAuditAppend appends events to running executions — each to its
// attempt's stream and to the global audit stream — from parallel
// writers, one event per write and a step's batch of four per write.
func BenchmarkAuditAppend(b *testing.B) {
	for _, batch := range []int{1, 4} {
		b.Run(fmt.Sprintf("redis/batch=%d", batch), func(b *testing.B) {
			s, _, _ := newRedis(b)
			benchAppend(b, s, batch)
		})
		b.Run(fmt.Sprintf("memory/batch=%d", batch), func(b *testing.B) {
			benchAppend(b, store.NewMemory(store.MemoryOptions{}), batch)
		})
	}
}

func benchAppend(b *testing.B, s store.Store, batch int) {
	ctx := context.Background()
	const runs = 32
	handles := make(chan store.Run, runs)
	for i := range runs {
		run, err := s.Begin(ctx, &task.Status{ExecutionID: fmt.Sprint("bench-", i), State: task.StateRunning}, store.BeginOptions{Lease: time.Hour})
		if err != nil {
			b.Fatal(err)
		}
		handles <- run
	}
	evs := make([]task.Event, batch)
	for i := range evs {
		evs[i] = task.Event{Kind: task.EventToolResult, SubtaskID: "s", Tool: "query_metric_center", Status: "success",
			Message: "rows=18", Fields: map[string]string{"rows": "18"}}
	}
	b.ReportAllocs()
	b.SetParallelism(4)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			run := <-handles
			if err := run.Write(ctx, nil, evs); err != nil {
				b.Error(err)
			}
			handles <- run
		}
	})
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "events/s")
}
