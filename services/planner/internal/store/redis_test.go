package store_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/internal/store/storetest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// redisAddr is the shared test Redis.
func redisAddr() string { return testenv.Getenv("HERMES_TEST_REDIS", "127.0.0.1:6379") }

// newRedis returns a Redis store under a key prefix of its own; the test's
// keys are deleted when it ends.
func newRedis(t testing.TB) (*store.Redis, *redis.Client, string) {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: redisAddr()})
	t.Cleanup(func() { _ = c.Close() })
	testenv.Require(t, "Redis at "+redisAddr(), c.Ping(context.Background()).Err())
	var b [6]byte
	_, _ = rand.Read(b[:])
	prefix := "hermes-test:" + hex.EncodeToString(b[:]) + ":"
	t.Cleanup(func() { deletePrefix(t, c, prefix) })
	return store.NewRedis(c, nil, store.RedisOptions{Prefix: prefix}), c, prefix
}

func deletePrefix(t testing.TB, c *redis.Client, prefix string) {
	ctx := context.Background()
	iter := c.Scan(ctx, 0, prefix+"*", 1000).Iterator()
	var keys []string
	for iter.Next(ctx) {
		keys = append(keys, iter.Val())
		if len(keys) == 1000 {
			c.Unlink(ctx, keys...)
			keys = keys[:0]
		}
	}
	if len(keys) > 0 {
		c.Unlink(ctx, keys...)
	}
	if err := iter.Err(); err != nil {
		t.Logf("deleting test keys: %v", err)
	}
}

func TestRedis(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, _, _ := newRedis(t)
		return s
	})
}

// A tool's circuit in Redis: failures from any replica count, the
// threshold opens it, after the cool-down exactly one caller probes, and a
// success closes it.
func TestRedisSharedCircuit(t *testing.T) {
	s, _, _ := newRedis(t)
	ctx := context.Background()
	run, err := s.Begin(ctx, &task.Status{ExecutionID: "c", State: task.StateRunning}, store.BeginOptions{})
	if err != nil {
		t.Fatal(err)
	}
	check := func() store.Circuit {
		t.Helper()
		c, err := run.WriteCall(ctx, nil, nil, "query_x")
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := check(); !c.Shared || c.Open || c.Probe || c.Failures != 0 {
		t.Fatalf("fresh circuit %+v, want shared and closed", c)
	}
	if err := s.ToolFailed(ctx, "query_x", 2, time.Hour); err != nil {
		t.Fatal(err)
	}
	if c := check(); c.Open || c.Failures != 1 {
		t.Errorf("after one failure %+v, want closed with 1 failure", c)
	}
	if err := s.ToolFailed(ctx, "query_x", 2, 20*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if c := check(); !c.Open || c.OpenSince.IsZero() {
		t.Errorf("after the threshold %+v, want open with its time", c)
	}
	time.Sleep(40 * time.Millisecond) // past the cool-down
	if c := check(); c.Open || !c.Probe {
		t.Errorf("first caller after the cool-down %+v, want the probe", c)
	}
	if c := check(); !c.Open {
		t.Errorf("second caller during the probe %+v, want refused", c)
	}
	if err := s.ToolSucceeded(ctx, "query_x"); err != nil {
		t.Fatal(err)
	}
	if c := check(); c.Open || c.Failures != 0 || !c.OpenSince.IsZero() {
		t.Errorf("after the probe's success %+v, want closed", c)
	}
}
