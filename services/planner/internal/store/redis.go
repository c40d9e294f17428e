package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// Defaults of RedisOptions.
const (
	DefaultRedisPrefix  = "hermes:"
	DefaultAuditMaxLen  = 1_000_000
	DefaultBlockTimeout = 5 * time.Second
)

// RedisOptions configures a Redis store; the zero value is usable.
type RedisOptions struct {
	// Prefix is prepended to every key; empty means DefaultRedisPrefix.
	Prefix string
	// Retention is how long an ended attempt — its status and its event
	// stream — is kept; zero means DefaultRetention. Records expire by age
	// only, never because newer tasks arrived.
	Retention time.Duration
	// AuditMaxLen caps the global audit stream (approximately, oldest
	// entries first); zero means DefaultAuditMaxLen.
	AuditMaxLen int64
	// AuditMaxAge drops global audit entries older than this at each Reap;
	// zero means Retention.
	AuditMaxAge time.Duration
	// BlockTimeout is the longest single blocking read of Watch; zero
	// means DefaultBlockTimeout. A watcher whose context ends is noticed
	// by then at the latest.
	BlockTimeout time.Duration
}

// Redis is the Store shared by several planner replicas. An execution ID
// has a head hash (current attempt, current fence), one hash per attempt
// (status, state, event counter) and one stream per attempt (its events,
// with IDs "seq-0"); a lease key holds the running attempt's token, and a
// sorted set lists running executions by lease deadline for Reap. Every
// event is also appended to one global audit stream. Each transition is one
// Lua script that checks the caller's fence first, so it is atomic across
// replicas. The scripts name keys they derive, so the store needs a single
// Redis (or a primary with replicas), not Redis Cluster.
type Redis struct {
	c     redis.UniversalClient
	watch redis.UniversalClient
	opts  RedisOptions
}

// NewRedis returns a store on c; blocking reads of Watch use watch (nil
// means c), so that many watchers do not starve the writers of
// connections. The caller owns the clients.
func NewRedis(c, watch redis.UniversalClient, opts RedisOptions) *Redis {
	if opts.Prefix == "" {
		opts.Prefix = DefaultRedisPrefix
	}
	if opts.Retention <= 0 {
		opts.Retention = DefaultRetention
	}
	if opts.AuditMaxLen <= 0 {
		opts.AuditMaxLen = DefaultAuditMaxLen
	}
	if opts.AuditMaxAge <= 0 {
		opts.AuditMaxAge = opts.Retention
	}
	if opts.BlockTimeout <= 0 {
		opts.BlockTimeout = DefaultBlockTimeout
	}
	if watch == nil {
		watch = c
	}
	return &Redis{c: c, watch: watch, opts: opts}
}

func (s *Redis) head(id string) string           { return s.opts.Prefix + "x:{" + id + "}" }
func (s *Redis) attempt(id string, n int) string { return s.head(id) + ":" + strconv.Itoa(n) }
func (s *Redis) events(id string, n int) string  { return s.attempt(id, n) + ":ev" }
func (s *Redis) lease(id string) string          { return s.head(id) + ":lease" }
func (s *Redis) writes(id string) string         { return s.head(id) + ":w" }
func (s *Redis) decisions(id string) string      { return s.head(id) + ":d" }
func (s *Redis) circuit(tool string) string      { return s.opts.Prefix + "circuit:{" + tool + "}" }
func (s *Redis) failure(fp string) string        { return s.opts.Prefix + "failure:" + fp }
func (s *Redis) failureIndex() string            { return s.opts.Prefix + "failures" }
func (s *Redis) prefs(scope string) string       { return s.opts.Prefix + "pref:{" + scope + "}" }
func (s *Redis) running() string                 { return s.opts.Prefix + "running" }
func (s *Redis) fenceKey() string                { return s.opts.Prefix + "fence" }
func (s *Redis) audit() string                   { return s.opts.Prefix + "audit" }

// The state numbers the scripts compare: task.StateSucceeded and up are
// terminal.
var (
	terminalFrom = strconv.Itoa(int(task.StateSucceeded))
	abandoned    = strconv.Itoa(int(task.StateAbandoned))
)

// appendLua appends ARGV[evArg] to the attempt's stream (KEYS run, ev) and
// to the audit stream, returning the sequence number in seq.
const appendLua = `
local function appendEvent(run, ev, audit, id, attempt, e, maxlen)
  local seq = redis.call('HINCRBY', run, 'seq', 1)
  redis.call('XADD', ev, seq .. '-0', 'e', e)
  redis.call('XADD', audit, 'MAXLEN', '~', maxlen, '*', 'id', id, 'attempt', attempt, 'seq', seq, 'e', e)
  return seq
end
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`

var (
	// KEYS: head, lease, running, fence counter, next attempt's hash.
	// ARGV: expected current attempt, token, lease ms, status, state, id.
	beginScript = redis.NewScript(appendLua + `
local cur = tonumber(redis.call('HGET', KEYS[1], 'attempt') or '0')
if cur ~= tonumber(ARGV[1]) then return {-1} end
if redis.call('EXISTS', KEYS[2]) == 1 then return {-2} end
if cur > 0 and tonumber(redis.call('HGET', KEYS[1] .. ':' .. cur, 'state') or '0') < ` + terminalFrom + ` then
  return {-3}
end
local fence = redis.call('INCR', KEYS[4])
redis.call('HSET', KEYS[1], 'attempt', cur + 1, 'fence', fence)
redis.call('HDEL', KEYS[1], 'cancel')
redis.call('DEL', KEYS[1] .. ':d')
redis.call('PERSIST', KEYS[1])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('HSET', KEYS[5], 'st', ARGV[4], 'state', ARGV[5])
redis.call('ZADD', KEYS[3], now_ms() + tonumber(ARGV[3]), ARGV[6])
return {cur + 1, fence}
`)
	// KEYS: head. Returns attempt, status, state, report override.
	getScript = redis.NewScript(`
local n = redis.call('HGET', KEYS[1], 'attempt')
if not n then return false end
local run = KEYS[1] .. ':' .. n
local v = redis.call('HMGET', run, 'st', 'state', 'report')
if not v[1] then return false end
return {n, v[1], v[2] or '0', v[3] or ''}
`)
	// KEYS: head, attempt hash. ARGV: fence, status, state.
	updateScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], 'st', ARGV[2], 'state', ARGV[3])
return 1
`)
	// KEYS: head, attempt hash, events, audit. ARGV: fence, event, id,
	// attempt, audit maxlen.
	appendScript = redis.NewScript(appendLua + `
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return -1 end
return appendEvent(KEYS[2], KEYS[3], KEYS[4], ARGV[3], ARGV[4], ARGV[2], ARGV[5])
`)
	// KEYS: head, attempt hash, events, audit, and for a call the tool's
	// circuit hash. ARGV: fence, status ('' to keep it), state, id,
	// attempt, audit maxlen, probe ms, then the events. Returns the first
	// event's sequence number, then for a call the circuit: open (0 closed,
	// 1 open, 2 this call probes), since (ms), failures.
	writeScript = redis.NewScript(appendLua + `
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return {-1} end
if ARGV[2] ~= '' then redis.call('HSET', KEYS[2], 'st', ARGV[2], 'state', ARGV[3]) end
local first = 0
for i = 8, #ARGV do
  local seq = appendEvent(KEYS[2], KEYS[3], KEYS[4], ARGV[4], ARGV[5], ARGV[i], ARGV[6])
  if first == 0 then first = seq end
end
if not KEYS[5] then return {first} end
local c = redis.call('HMGET', KEYS[5], 'failures', 'since', 'until', 'probe')
local failures = tonumber(c[1] or '0')
local since = tonumber(c[2] or '0')
if since == 0 then return {first, 0, 0, failures} end
local now = now_ms()
if now < tonumber(c[3]) then return {first, 1, since, failures} end
if c[4] and now < tonumber(c[4]) then return {first, 1, since, failures} end
redis.call('HSET', KEYS[5], 'probe', now + tonumber(ARGV[7]))
return {first, 2, since, failures}
`)
	// KEYS: circuit. ARGV: threshold, cooldown ms, keep ms.
	toolFailedScript = redis.NewScript(appendLua + `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if failures >= tonumber(ARGV[1]) then
  local now = now_ms()
  if not redis.call('HGET', KEYS[1], 'since') then redis.call('HSET', KEYS[1], 'since', now) end
  redis.call('HSET', KEYS[1], 'until', now + tonumber(ARGV[2]))
  redis.call('HDEL', KEYS[1], 'probe')
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return failures
`)
	// KEYS: head, attempt hash, events, audit, lease, running. ARGV: fence,
	// status, state, event, id, attempt, audit maxlen, retention ms.
	finishScript = redis.NewScript(appendLua + `
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return -1 end
redis.call('HSET', KEYS[2], 'st', ARGV[2], 'state', ARGV[3])
local seq = appendEvent(KEYS[2], KEYS[3], KEYS[4], ARGV[5], ARGV[6], ARGV[4], ARGV[7])
redis.call('DEL', KEYS[5])
redis.call('ZREM', KEYS[6], ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[8])
redis.call('PEXPIRE', KEYS[2], ARGV[8])
redis.call('PEXPIRE', KEYS[3], ARGV[8])
return seq
`)
	// KEYS: head, lease, running. ARGV: fence, token, lease ms, id. A lease
	// that vanished while the fence is still the run's (Redis lost it, no
	// one reaped it) is taken again: nobody else can have taken over.
	// KEYS: head, lease, running, decisions. Returns false when lost, else
	// the requested cancel's reason or '' and the pending decisions.
	renewScript = redis.NewScript(appendLua + `
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return false end
local cur = redis.call('GET', KEYS[2])
if cur and cur ~= ARGV[2] then return false end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[3], now_ms() + tonumber(ARGV[3]), ARGV[4])
local out = {redis.call('HGET', KEYS[1], 'cancel') or ''}
for _, d in ipairs(redis.call('LRANGE', KEYS[4], 0, -1)) do table.insert(out, d) end
redis.call('DEL', KEYS[4])
return out
`)
	// KEYS: head, decisions. ARGV: decision, retention ms. Returns 1 when
	// the latest attempt runs.
	decisionScript = redis.NewScript(`
local n = redis.call('HGET', KEYS[1], 'attempt')
if not n then return -1 end
if tonumber(redis.call('HGET', KEYS[1] .. ':' .. n, 'state') or '0') >= ` + terminalFrom + ` then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1
`)
	// KEYS: head, writes. ARGV: fence, step, record, retention ms.
	// Returns the prior record when it forbids the call, else ''.
	startWriteScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return false end
local prior = redis.call('HGET', KEYS[2], ARGV[2])
if prior then
  local st = cjson.decode(prior).state
  if st == 'started' or st == 'done' then return prior end
end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return ''
`)
	// KEYS: head, writes. ARGV: fence, step, record, retention ms.
	endWriteScript = redis.NewScript(`
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1
`)
	// KEYS: writes, audit. ARGV: step, record ('' clears it), id, by,
	// decision, audit maxlen. Returns 0 unless the step was started.
	resolveScript = redis.NewScript(`
local prior = redis.call('HGET', KEYS[1], ARGV[1])
if not prior or cjson.decode(prior).state ~= 'started' then return 0 end
if ARGV[2] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[6], '*', 'id', ARGV[3], 'resolve', ARGV[1], 'by', ARGV[4], 'decision', ARGV[5])
return 1
`)
	// KEYS: head. ARGV: reason. Returns 1 when the latest attempt runs.
	cancelScript = redis.NewScript(`
local n = redis.call('HGET', KEYS[1], 'attempt')
if not n then return -1 end
if tonumber(redis.call('HGET', KEYS[1] .. ':' .. n, 'state') or '0') >= ` + terminalFrom + ` then return 0 end
redis.call('HSET', KEYS[1], 'cancel', ARGV[1])
return 1
`)
	// KEYS: running, audit. ARGV: audit max age ms. Trims the audit
	// stream by age and returns the executions whose lease deadline passed.
	candidatesScript = redis.NewScript(appendLua + `
local now = now_ms()
local cut = now - tonumber(ARGV[1])
if cut > 0 then redis.call('XTRIM', KEYS[2], 'MINID', '~', cut .. '-0') end
return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, 100)
`)
	// KEYS: head, lease, running, fence counter, audit. ARGV: id, event,
	// report, audit maxlen, retention ms.
	reapScript = redis.NewScript(appendLua + `
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('ZADD', KEYS[3], now_ms() + redis.call('PTTL', KEYS[2]), ARGV[1])
  return 0
end
local n = redis.call('HGET', KEYS[1], 'attempt')
local run = n and (KEYS[1] .. ':' .. n)
if not n or tonumber(redis.call('HGET', run, 'state') or '0') >= ` + terminalFrom + ` then
  redis.call('ZREM', KEYS[3], ARGV[1])
  return 0
end
redis.call('HSET', KEYS[1], 'fence', redis.call('INCR', KEYS[4]))
redis.call('HSET', run, 'state', ` + abandoned + `, 'report', ARGV[3])
appendEvent(run, run .. ':ev', KEYS[5], ARGV[1], n, ARGV[2], ARGV[4])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', run, ARGV[5])
redis.call('PEXPIRE', run .. ':ev', ARGV[5])
return 1
`)
)

// Begin implements Store.
func (s *Redis) Begin(ctx context.Context, st *task.Status, opts BeginOptions) (Run, error) {
	lease := opts.Lease
	if lease <= 0 {
		lease = DefaultLease
	}
	id := st.ExecutionID
	token := newToken()
	// A Begin races other Begins of the ID only on the attempt number; the
	// script refuses a stale one and the loop reads the ID again.
	for range 10 {
		cur := 0
		prior, err := s.Get(ctx, id)
		switch {
		case errors.Is(err, ErrNotFound):
		case err != nil:
			return nil, err
		default:
			cur = prior.Attempt
			if opts.Allow != nil {
				if err := opts.Allow(prior); err != nil {
					return nil, err
				}
			}
			if !prior.State.Terminal() {
				reaped, err := s.reapOne(ctx, id)
				switch {
				case err != nil:
					return nil, err
				case !reaped:
					return nil, &RunningError{Status: prior}
				}
				continue // its lease had expired: it is ABANDONED now
			}
			if !opts.NewAttempt {
				return nil, &EndedError{Status: prior}
			}
		}
		rec := st.Clone()
		rec.Attempt = cur + 1
		raw, err := encodeStatus(rec)
		if err != nil {
			return nil, fmt.Errorf("store: encode status: %w", err)
		}
		v, err := beginScript.Run(ctx, s.c, []string{s.head(id), s.lease(id), s.running(), s.fenceKey(), s.attempt(id, cur+1)},
			cur, token, ms(lease), raw, int(rec.State), id).Int64Slice()
		if err != nil {
			return nil, fmt.Errorf("store: redis begin %s: %w", id, err)
		}
		if v[0] < 0 {
			continue
		}
		return &redisRun{s: s, id: id, attempt: int(v[0]), fence: v[1], token: token, lease: lease, status: rec}, nil
	}
	return nil, fmt.Errorf("store: begin %s: too much contention on the execution ID", id)
}

// Get implements Store.
func (s *Redis) Get(ctx context.Context, id string) (*task.Status, error) {
	v, err := getScript.Run(ctx, s.c, []string{s.head(id)}).StringSlice()
	if errors.Is(err, redis.Nil) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: redis get %s: %w", id, err)
	}
	st, err := decodeStatus(id, []byte(v[1]))
	if err != nil {
		return nil, fmt.Errorf("store: decode status of %s: %w", id, err)
	}
	// The state field is the authority: Reap sets it without rewriting the
	// status.
	if n, err := strconv.Atoi(v[2]); err == nil && n > 0 {
		st.State = task.State(n)
	}
	if v[3] != "" {
		st.Report = v[3]
	}
	st.Attempt, _ = strconv.Atoi(v[0])
	return st, nil
}

// Reap implements Store.
func (s *Redis) Reap(ctx context.Context) ([]string, error) {
	ids, err := candidatesScript.Run(ctx, s.c, []string{s.running(), s.audit()}, ms(s.opts.AuditMaxAge)).StringSlice()
	if err != nil {
		return nil, fmt.Errorf("store: redis reap: %w", err)
	}
	var out []string
	for _, id := range ids {
		reaped, err := s.reapOne(ctx, id)
		if err != nil {
			return out, err
		}
		if reaped {
			out = append(out, id)
		}
	}
	return out, nil
}

// reapOne declares id abandoned if its lease is gone and it has not ended.
func (s *Redis) reapOne(ctx context.Context, id string) (bool, error) {
	ev := AbandonedEvent(id, time.Now())
	raw, err := encodeEvent(&ev)
	if err != nil {
		return false, err
	}
	n, err := reapScript.Run(ctx, s.c, []string{s.head(id), s.lease(id), s.running(), s.fenceKey(), s.audit()},
		id, raw, ev.Message, s.opts.AuditMaxLen, ms(s.opts.Retention)).Int()
	if err != nil {
		return false, fmt.Errorf("store: redis reap %s: %w", id, err)
	}
	return n == 1, nil
}

// Watch implements Store with blocking stream reads: the history first,
// then XREAD BLOCK for what comes next. A Linger keeps reading, with the
// block cut to what is left of it, until an urgent event or its end.
func (s *Redis) Watch(ctx context.Context, id string, afterSeq int64, fn func([]task.Event) error, opts ...WatchOption) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	linger := watchOpts(opts).linger
	n, err := s.c.HGet(ctx, s.head(id), "attempt").Int()
	if errors.Is(err, redis.Nil) {
		return ErrNotFound
	}
	if err != nil {
		return s.watchErr(ctx, id, err)
	}
	w := redisWatch{id: id, fn: fn, last: afterSeq, linger: linger}
	runKey, evKey := s.attempt(id, n), s.events(id, n)
	for history := true; ; history = false {
		if err := ctx.Err(); err != nil {
			return err
		}
		// The state is read before the events: if it was terminal, the
		// final event is already in the stream.
		pipe := s.c.Pipeline()
		stateCmd := pipe.HGet(ctx, runKey, "state")
		rangeCmd := pipe.XRangeN(ctx, evKey, fmt.Sprintf("(%d-0", w.last), "+", 256)
		if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
			return s.watchErr(ctx, id, err)
		}
		msgs := rangeCmd.Val()
		urgent, err := w.hold(msgs)
		if err != nil {
			return err
		}
		// The history goes at once.
		if done, err := w.flushIf(history || urgent); done || err != nil {
			return err
		}
		if len(msgs) > 0 {
			continue // there may be more than one read takes
		}
		if state, _ := stateCmd.Int(); task.State(state).Terminal() && len(w.held) == 0 {
			return nil
		}
		// Wait for what comes next, and while events are held, for what
		// follows them within the linger; then look again.
		for {
			block := s.opts.BlockTimeout
			if len(w.held) > 0 {
				block = max(w.left(), time.Millisecond)
			}
			if dl, ok := ctx.Deadline(); ok {
				block = min(block, max(time.Until(dl), time.Millisecond))
			}
			streams, err := s.watch.XRead(ctx, &redis.XReadArgs{Streams: []string{evKey, fmt.Sprintf("%d-0", w.last)}, Count: 256, Block: block}).Result()
			if err != nil && !errors.Is(err, redis.Nil) { // redis.Nil: the block timed out
				return s.watchErr(ctx, id, err)
			}
			urgent := false
			for _, st := range streams {
				u, err := w.hold(st.Messages)
				if err != nil {
					return err
				}
				urgent = urgent || u
			}
			if len(w.held) > 0 && !urgent && w.left() > 0 {
				continue
			}
			if done, err := w.flushIf(true); done || err != nil {
				return err
			}
			break
		}
	}
}

// redisWatch is the state of one Watch of the Redis store: the events read
// and not yet handed over, and the last one read.
type redisWatch struct {
	id     string
	fn     func([]task.Event) error
	linger time.Duration
	last   int64
	held   []task.Event // reused: fn does not keep it
	since  time.Time    // when the oldest event held was read
}

// hold decodes msgs into the events held and reports whether one is
// urgent.
func (w *redisWatch) hold(msgs []redis.XMessage) (urgent bool, err error) {
	if len(msgs) > 0 && len(w.held) == 0 {
		w.since = time.Now()
	}
	for _, m := range msgs {
		ev, err := messageEvent(w.id, m)
		if err != nil {
			return false, err
		}
		w.held = append(w.held, ev)
		w.last = ev.Seq
		urgent = urgent || Urgent(ev)
	}
	return urgent, nil
}

// left is what is left of the linger of the events held.
func (w *redisWatch) left() time.Duration { return w.linger - time.Since(w.since) }

// flushIf hands the events held over, up to the stream's end, when now is
// true or their linger is over, and reports whether the end was among
// them.
func (w *redisWatch) flushIf(now bool) (bool, error) {
	if len(w.held) == 0 || !now && w.left() > 0 {
		return false, nil
	}
	evs, ended := upToTerminal(w.held)
	w.held = w.held[:0]
	return ended, w.fn(evs)
}

func (s *Redis) watchErr(ctx context.Context, id string, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("store: redis watch %s: %w", id, err)
}

func messageEvent(id string, m redis.XMessage) (task.Event, error) {
	raw, _ := m.Values["e"].(string)
	ev, err := decodeEvent([]byte(raw))
	if err != nil {
		return ev, fmt.Errorf("store: decode event %s of %s: %w", m.ID, id, err)
	}
	seq, _, _ := strings.Cut(m.ID, "-")
	ev.Seq, _ = strconv.ParseInt(seq, 10, 64)
	ev.ExecutionID = id
	return ev, nil
}

// ToolFailed implements Circuits.
func (s *Redis) ToolFailed(ctx context.Context, tool string, threshold int, cooldown time.Duration) error {
	if err := toolFailedScript.Run(ctx, s.c, []string{s.circuit(tool)}, threshold, ms(cooldown), ms(s.opts.Retention)).Err(); err != nil {
		return fmt.Errorf("store: redis circuit %s: %w", tool, err)
	}
	return nil
}

// ToolSucceeded implements Circuits.
func (s *Redis) ToolSucceeded(ctx context.Context, tool string) error {
	if err := s.c.Del(ctx, s.circuit(tool)).Err(); err != nil {
		return fmt.Errorf("store: redis circuit %s: %w", tool, err)
	}
	return nil
}

// RequestDecision implements Store.
func (s *Redis) RequestDecision(ctx context.Context, id string, d Decision) (bool, error) {
	raw, err := json.Marshal(d)
	if err != nil {
		return false, err
	}
	n, err := decisionScript.Run(ctx, s.c, []string{s.head(id), s.decisions(id)}, raw, ms(s.opts.Retention)).Int()
	switch {
	case err != nil:
		return false, fmt.Errorf("store: redis decision %s: %w", id, err)
	case n < 0:
		return false, ErrNotFound
	}
	return n == 1, nil
}

// ResolveWrite implements Store.
func (s *Redis) ResolveWrite(ctx context.Context, id, step string, done bool, by string) error {
	if _, err := s.Get(ctx, id); err != nil {
		return err
	}
	record, decision := "", "retry"
	if done {
		raw, err := json.Marshal(WriteRecord{State: WriteDone, ResolvedBy: by, Summary: "resolved as done by " + by, At: time.Now()})
		if err != nil {
			return err
		}
		record, decision = string(raw), "done"
	}
	n, err := resolveScript.Run(ctx, s.c, []string{s.writes(id), s.audit()}, step, record, id, by, decision, s.opts.AuditMaxLen).Int()
	if err != nil {
		return fmt.Errorf("store: redis resolve %s %s: %w", id, step, err)
	}
	if n == 0 {
		return ErrNotUnknown
	}
	return nil
}

// RequestCancel implements Store.
func (s *Redis) RequestCancel(ctx context.Context, id, why string) (bool, error) {
	n, err := cancelScript.Run(ctx, s.c, []string{s.head(id)}, why).Int()
	switch {
	case err != nil:
		return false, fmt.Errorf("store: redis cancel %s: %w", id, err)
	case n < 0:
		return false, ErrNotFound
	}
	return n == 1, nil
}

func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b[:])
}

func ms(d time.Duration) int64 {
	if d < time.Millisecond {
		return 1
	}
	return d.Milliseconds()
}
