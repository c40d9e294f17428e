package store

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// KEYS: group hash, index. ARGV: tool, kind, code, message, at (ms),
// execution, keep ms, fingerprint. Returns the group before: count, first,
// last, example.
var recordFailureScript = redis.NewScript(`
local prior = redis.call('HMGET', KEYS[1], 'count', 'first', 'last', 'example')
if not prior[1] then
  redis.call('HSET', KEYS[1], 'tool', ARGV[1], 'kind', ARGV[2], 'code', ARGV[3], 'message', ARGV[4], 'first', ARGV[5])
end
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', ARGV[5], 'example', ARGV[6])
redis.call('PEXPIRE', KEYS[1], ARGV[7])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[8])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[5]) - tonumber(ARGV[7]))
return {prior[1] or '0', prior[2] or '0', prior[3] or '0', prior[4] or ''}
`)

// RecordFailure implements FailureMemory.
func (s *Redis) RecordFailure(ctx context.Context, f Failure) (FailureGroup, error) {
	fp := f.Fingerprint()
	v, err := recordFailureScript.Run(ctx, s.c, []string{s.failure(fp), s.failureIndex()},
		f.Tool, f.Kind, f.Code, NormalizeMessage(f.Message), f.At.UnixMilli(), f.ExecutionID, ms(s.opts.Retention), fp).StringSlice()
	if err != nil {
		return FailureGroup{}, fmt.Errorf("store: redis record failure: %w", err)
	}
	g := FailureGroup{Fingerprint: fp, Tool: f.Tool, Kind: f.Kind, Code: f.Code, Message: NormalizeMessage(f.Message), Example: v[3]}
	g.Count, _ = strconv.ParseInt(v[0], 10, 64)
	g.FirstSeen, g.LastSeen = msTime(v[1]), msTime(v[2])
	return g, nil
}

// Failures implements FailureMemory.
func (s *Redis) Failures(ctx context.Context, limit int) ([]FailureGroup, error) {
	stop := int64(-1)
	if limit > 0 {
		stop = int64(limit - 1)
	}
	fps, err := s.c.ZRevRange(ctx, s.failureIndex(), 0, stop).Result()
	if err != nil {
		return nil, fmt.Errorf("store: redis failures: %w", err)
	}
	pipe := s.c.Pipeline()
	cmds := make([]*redis.MapStringStringCmd, len(fps))
	for i, fp := range fps {
		cmds[i] = pipe.HGetAll(ctx, s.failure(fp))
	}
	if _, err := pipe.Exec(ctx); err != nil && len(fps) > 0 {
		return nil, fmt.Errorf("store: redis failures: %w", err)
	}
	out := make([]FailureGroup, 0, len(fps))
	for i, fp := range fps {
		h := cmds[i].Val()
		if len(h) == 0 {
			continue // expired with its retention
		}
		g := FailureGroup{Fingerprint: fp, Tool: h["tool"], Kind: h["kind"], Code: h["code"], Message: h["message"],
			FirstSeen: msTime(h["first"]), LastSeen: msTime(h["last"]), Example: h["example"]}
		g.Count, _ = strconv.ParseInt(h["count"], 10, 64)
		out = append(out, g)
	}
	return out, nil
}

func msTime(s string) time.Time {
	n, _ := strconv.ParseInt(s, 10, 64)
	if n == 0 {
		return time.Time{}
	}
	return time.UnixMilli(n)
}
