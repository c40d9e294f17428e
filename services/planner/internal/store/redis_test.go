package store_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/libs/testenv"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/internal/store/storetest"
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
