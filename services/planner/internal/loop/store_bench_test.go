package loop

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// roundTrips counts the commands and pipelines a Redis client sends.
type roundTrips struct{ n atomic.Int64 }

func (r *roundTrips) DialHook(next redis.DialHook) redis.DialHook { return next }
func (r *roundTrips) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error { r.n.Add(1); return next(ctx, cmd) }
}
func (r *roundTrips) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error { r.n.Add(1); return next(ctx, cmds) }
}

// BenchmarkStepStore runs tasks of 1 and 12 quick tool steps (one subtask
// each, serially) on each store; ns/step is the cost per step, and for
// Redis rtt/step the round trips per step, the task's own (begin, start,
// plan, report, finish) spread over its steps. The difference between the
// two task sizes is the cost of one more step.
func BenchmarkStepStore(b *testing.B) {
	for _, steps := range []int{1, 12} {
		subtasks := make([]task.Subtask, steps)
		for i := range subtasks {
			subtasks[i] = task.Subtask{ID: fmt.Sprint("s", i), Tool: "q", Args: map[string]any{}}
			if i > 0 {
				subtasks[i].DependsOn = []string{subtasks[i-1].ID}
			}
		}
		b.Run(fmt.Sprintf("memory/steps=%d", steps), func(b *testing.B) {
			benchSteps(b, store.NewMemory(store.MemoryOptions{}), subtasks, nil)
		})
		b.Run(fmt.Sprintf("redis/steps=%d", steps), func(b *testing.B) {
			st, rt := benchRedis(b)
			benchSteps(b, st, subtasks, rt)
		})
	}
}

// benchRedis returns a Redis store under a prefix of its own, deleted at
// the end, and the counter of its round trips.
func benchRedis(b *testing.B) (store.Store, *roundTrips) {
	addr := testenv.Getenv("HERMES_TEST_REDIS", "127.0.0.1:6379")
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	testenv.Require(b, "Redis at "+addr, err)
	conn.Close()
	rt := &roundTrips{}
	c := redis.NewClient(&redis.Options{Addr: addr})
	c.AddHook(rt)
	var rb [6]byte
	_, _ = rand.Read(rb[:])
	prefix := "hermes-bench:" + hex.EncodeToString(rb[:]) + ":"
	b.Cleanup(func() {
		ctx := context.Background()
		iter := c.Scan(ctx, 0, prefix+"*", 1000).Iterator()
		for iter.Next(ctx) {
			c.Unlink(ctx, iter.Val())
		}
		_ = c.Close()
	})
	return store.NewRedis(c, nil, store.RedisOptions{Prefix: prefix}), rt
}

func benchSteps(b *testing.B, st store.Store, subtasks []task.Subtask, rt *roundTrips) {
	reg := newRegistry(tool("q", ok))
	eng := embedded.New(embedded.Options{})
	ex := New(reg, eng, st, Options{Limits: task.Limits{Parallelism: 1}})
	defer func() { _ = ex.Shutdown(context.Background()) }()
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	var before int64
	if rt != nil {
		before = rt.n.Load()
	}
	for i := range b.N {
		id := fmt.Sprint("bench-", i)
		if err := ex.Start(ctx, Request{ExecutionID: id, Task: &task.Task{Goal: "bench", Subtasks: subtasks}}); err != nil {
			b.Fatal(err)
		}
		x := func() *execution { ex.mu.Lock(); defer ex.mu.Unlock(); return ex.running[id] }()
		if x != nil {
			<-x.done
		}
	}
	b.StopTimer()
	n := float64(b.N * len(subtasks))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/step")
	if rt != nil {
		b.ReportMetric(float64(rt.n.Load()-before)/n, "rtt/step")
	}
}
