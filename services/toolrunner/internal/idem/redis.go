package idem

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// DefaultRedisPrefix namespaces the keys a Redis store writes.
const DefaultRedisPrefix = "hermes:idem:"

// Redis is the Store shared by several toolrunner replicas. Each key is one
// Redis hash (state, token, fingerprint, outcome) whose expiry is the claim's
// or the outcome's lifetime; every transition is one Lua script, so claims,
// completions and releases are atomic across replicas.
type Redis struct {
	c      redis.UniversalClient
	prefix string
	// poll bounds the interval at which Wait re-reads a running key.
	poll time.Duration
}

// RedisOptions configures NewRedis. The zero value is usable.
type RedisOptions struct {
	// Prefix is prepended to every key; empty means DefaultRedisPrefix.
	Prefix string
	// MaxPoll caps the interval at which Wait re-reads a running key (it
	// starts at 5ms and doubles); zero means 200ms.
	MaxPoll time.Duration
}

// NewRedis returns a store on c. The caller owns c and closes it.
func NewRedis(c redis.UniversalClient, opts RedisOptions) *Redis {
	if opts.Prefix == "" {
		opts.Prefix = DefaultRedisPrefix
	}
	if opts.MaxPoll <= 0 {
		opts.MaxPoll = 200 * time.Millisecond
	}
	return &Redis{c: c, prefix: opts.Prefix, poll: opts.MaxPoll}
}

// OpenRedis connects to the Redis at addr — host:port, or a URL such as
// redis://[:password@]host:port/db — checks it answers, and returns a store
// and the client to close.
func OpenRedis(ctx context.Context, addr string, opts RedisOptions) (*Redis, *redis.Client, error) {
	o := &redis.Options{Addr: addr}
	if strings.Contains(addr, "://") {
		var err error
		if o, err = redis.ParseURL(addr); err != nil {
			return nil, nil, fmt.Errorf("idem: parse redis url: %w", err)
		}
	}
	c := redis.NewClient(o)
	if err := c.Ping(ctx).Err(); err != nil {
		_ = c.Close()
		return nil, nil, fmt.Errorf("idem: redis at %s: %w", o.Addr, err)
	}
	return NewRedis(c, opts), c, nil
}

var (
	// KEYS: the claim, the fence scope's highest number. ARGV: token,
	// fingerprint, claim ms, fence (0: not fenced), fence ms.
	claimScript = redis.NewScript(`
local n = tonumber(ARGV[4])
if n > 0 then
  local hw = tonumber(redis.call('GET', KEYS[2]) or '0')
  if n < hw then return {-1} end
  redis.call('SET', KEYS[2], n, 'PX', ARGV[5])
end
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'state', 'running', 'token', ARGV[1], 'fp', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {1}
end
return {0, redis.call('HGET', KEYS[1], 'state'), redis.call('HGET', KEYS[1], 'token'),
        redis.call('HGET', KEYS[1], 'fp'), redis.call('HGET', KEYS[1], 'outcome')}
`)
	completeScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], 'token') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', 'done', 'outcome', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`)
	releaseScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], 'token') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`)
)

// Claim implements Store.
func (s *Redis) Claim(ctx context.Context, key, fingerprint string, fence Fence, ttl time.Duration) (Record, bool, error) {
	token := newToken()
	v, err := claimScript.Run(ctx, s.c, []string{s.prefix + key, s.prefix + "fence:" + fence.Scope},
		token, fingerprint, ms(ttl), fence.N, ms(FenceTTL)).Slice()
	if err != nil {
		return Record{}, false, fmt.Errorf("idem: redis claim: %w", err)
	}
	if n, _ := v[0].(int64); n == -1 {
		return Record{}, false, ErrStaleFence
	}
	if n, _ := v[0].(int64); n == 1 {
		return Record{State: Running, Token: token, Fingerprint: fingerprint}, true, nil
	}
	if len(v) < 5 {
		return Record{}, false, fmt.Errorf("idem: redis claim: unexpected reply %v", v)
	}
	str := func(x any) string { s, _ := x.(string); return s }
	rec := Record{State: State(str(v[1])), Token: str(v[2]), Fingerprint: str(v[3])}
	if raw := str(v[4]); raw != "" {
		var out Outcome
		if err := json.Unmarshal([]byte(raw), &out); err != nil {
			return Record{}, false, fmt.Errorf("idem: redis claim: decode outcome: %w", err)
		}
		rec.Outcome = &out
	}
	return rec, false, nil
}

// Complete implements Store.
func (s *Redis) Complete(ctx context.Context, key, token string, out Outcome, ttl time.Duration) error {
	raw, err := json.Marshal(out)
	if err != nil {
		return fmt.Errorf("idem: encode outcome: %w", err)
	}
	n, err := completeScript.Run(ctx, s.c, []string{s.prefix + key}, token, raw, ms(ttl)).Int()
	if err != nil {
		return fmt.Errorf("idem: redis complete: %w", err)
	}
	if n == 0 {
		return ErrNotOwner
	}
	return nil
}

// Release implements Store.
func (s *Redis) Release(ctx context.Context, key, token string) error {
	n, err := releaseScript.Run(ctx, s.c, []string{s.prefix + key}, token).Int()
	if err != nil {
		return fmt.Errorf("idem: redis release: %w", err)
	}
	if n == 0 {
		return ErrNotOwner
	}
	return nil
}

// Wait implements Store by polling the key's state with a growing interval.
func (s *Redis) Wait(ctx context.Context, key string) error {
	delay := 5 * time.Millisecond
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
		state, err := s.c.HGet(ctx, s.prefix+key, "state").Result()
		switch {
		case errors.Is(err, redis.Nil):
			return nil
		case err != nil:
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("idem: redis wait: %w", err)
		case state != string(Running):
			return nil
		}
		t.Reset(delay)
		delay = min(2*delay, s.poll)
	}
}

func ms(d time.Duration) int64 {
	if d < time.Millisecond {
		return 1
	}
	return d.Milliseconds()
}
