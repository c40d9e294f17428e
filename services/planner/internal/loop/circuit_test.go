package loop

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// sharedRedis returns a Redis store under a prefix of its own, deleted
// when the test ends.
func sharedRedis(t *testing.T) *store.Redis {
	t.Helper()
	addr := testenv.Getenv("HERMES_TEST_REDIS", "127.0.0.1:6379")
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	testenv.Require(t, "Redis at "+addr, err)
	conn.Close()
	c := redis.NewClient(&redis.Options{Addr: addr})
	var rb [6]byte
	_, _ = rand.Read(rb[:])
	prefix := "hermes-test:" + hex.EncodeToString(rb[:]) + ":"
	t.Cleanup(func() {
		ctx := context.Background()
		iter := c.Scan(ctx, 0, prefix+"*", 1000).Iterator()
		for iter.Next(ctx) {
			c.Unlink(ctx, iter.Val())
		}
		_ = c.Close()
	})
	return store.NewRedis(c, nil, store.RedisOptions{Prefix: prefix})
}

// Two planners sharing a store agree when a tool is down: after the first
// one's task found the backend dead (the call and its one retry), the
// second one's task does not call it at all; after the cool-down one probe
// is made, and its success closes the circuit for both.
func TestCircuitsAreSharedAcrossReplicas(t *testing.T) {
	st := sharedRedis(t)
	var dead atomic.Bool
	dead.Store(true)
	backend := func(context.Context, map[string]any) (any, error) {
		if dead.Load() {
			return nil, toolerr.NewSystem(toolerr.CodeUnavailable, "503 from the backend", true, nil)
		}
		return map[string]any{"rows": []any{1}}, nil
	}
	regA, regB := newRegistry(tool("query_dead", backend)), newRegistry(tool("query_dead", backend))
	opts := Options{Breaker: BreakerOptions{Failures: 2, Cooldown: 200 * time.Millisecond}, RetryBackoff: time.Millisecond}
	a, b := newExec(t, regA, st, opts), newExec(t, regB, st, opts)
	req := func(id string) Request {
		return Request{ExecutionID: id, Task: explicit(task.Subtask{ID: "q", Tool: "query_dead"})}
	}
	run := func(ex *Executor, id string) []task.Event {
		t.Helper()
		if err := ex.Start(context.Background(), req(id)); err != nil {
			t.Fatal(err)
		}
		return watchAll(t, st, id)
	}

	run(a, "on-a")
	if n := regA.tools["query_dead"].calls.Load(); n != 2 {
		t.Fatalf("replica A called the dead backend %d times, want 2 (a call and its retry)", n)
	}
	evs := run(b, "on-b")
	if n := regB.tools["query_dead"].calls.Load(); n != 0 {
		t.Errorf("replica B called the dead backend %d times, want 0: the circuit is shared", n)
	}
	if res := stepEvent(evs, task.EventToolResult, "q"); res == nil || res.Error == nil || res.Error.Code != toolerr.CodeCircuitOpen {
		t.Errorf("replica B's result %v, want circuit_open", res)
	}

	time.Sleep(250 * time.Millisecond) // past the cool-down
	dead.Store(false)
	if evs := run(b, "probe-on-b"); lastState(evs) != task.StateSucceeded {
		t.Fatalf("the probe task ended %v", lastState(evs))
	}
	if evs := run(a, "after-on-a"); lastState(evs) != task.StateSucceeded {
		t.Errorf("replica A after B's successful probe: %v, want SUCCEEDED (the circuit closed for both)", lastState(evs))
	}
}
