// The Redis store's Run: one attempt's writes, each checked against its
// fence in one Lua call, its lease renewal, and its write records.

package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// redisRun is a Run of the Redis store. It keeps the status it writes: the
// run is the only writer of its attempt while it holds the fence.
type redisRun struct {
	s       *Redis
	id      string
	attempt int
	fence   int64
	token   string
	lease   time.Duration

	mu     sync.Mutex
	status *task.Status
}

func (r *redisRun) Attempt() int { return r.attempt }

func (r *redisRun) Fence() int64 { return r.fence }

func (r *redisRun) Update(ctx context.Context, fn func(*task.Status)) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	next := r.status.Clone()
	fn(next)
	raw, err := encodeStatus(next)
	if err != nil {
		return fmt.Errorf("store: encode status: %w", err)
	}
	n, err := updateScript.Run(ctx, r.s.c, []string{r.s.head(r.id), r.s.attempt(r.id, r.attempt)}, r.fence, raw, int(next.State)).Int()
	if err != nil {
		return fmt.Errorf("store: redis update %s: %w", r.id, err)
	}
	if n == 0 {
		return ErrFenced
	}
	r.status = next
	return nil
}

func (r *redisRun) Append(ctx context.Context, ev task.Event) (task.Event, error) {
	ev.ExecutionID = r.id
	raw, err := encodeEvent(&ev)
	if err != nil {
		return ev, fmt.Errorf("store: encode event: %w", err)
	}
	s := r.s
	seq, err := appendScript.Run(ctx, s.c, []string{s.head(r.id), s.attempt(r.id, r.attempt), s.events(r.id, r.attempt), s.audit()},
		r.fence, raw, r.id, r.attempt, s.opts.AuditMaxLen).Int64()
	if err != nil {
		return ev, fmt.Errorf("store: redis append %s: %w", r.id, err)
	}
	if seq < 0 {
		return ev, ErrFenced
	}
	ev.Seq = seq
	return ev, nil
}

func (r *redisRun) Write(ctx context.Context, fn func(*task.Status), evs []task.Event) error {
	_, err := r.write(ctx, fn, evs, "")
	return err
}

func (r *redisRun) WriteCall(ctx context.Context, fn func(*task.Status), evs []task.Event, tool string) (Circuit, error) {
	return r.write(ctx, fn, evs, tool)
}

// probeWindow is how long a half-open circuit's probe call holds the probe
// before another caller may probe.
const probeWindow = time.Minute

func (r *redisRun) write(ctx context.Context, fn func(*task.Status), evs []task.Event, tool string) (Circuit, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	next := r.status
	args := make([]any, 0, 7+len(evs))
	args = append(args, r.fence, "", 0, r.id, r.attempt, r.s.opts.AuditMaxLen, ms(probeWindow))
	if fn != nil {
		next = r.status.Clone()
		fn(next)
		raw, err := encodeStatus(next)
		if err != nil {
			return Circuit{}, fmt.Errorf("store: encode status: %w", err)
		}
		args[1], args[2] = raw, int(next.State)
	}
	for _, ev := range evs {
		ev.ExecutionID = r.id
		raw, err := encodeEvent(&ev)
		if err != nil {
			return Circuit{}, fmt.Errorf("store: encode event: %w", err)
		}
		args = append(args, raw)
	}
	s := r.s
	keys := []string{s.head(r.id), s.attempt(r.id, r.attempt), s.events(r.id, r.attempt), s.audit()}
	if tool != "" {
		keys = append(keys, s.circuit(tool))
	}
	v, err := writeScript.Run(ctx, s.c, keys, args...).Int64Slice()
	if err != nil {
		return Circuit{}, fmt.Errorf("store: redis write %s: %w", r.id, err)
	}
	if v[0] < 0 {
		return Circuit{}, ErrFenced
	}
	r.status = next
	var c Circuit
	if len(v) == 4 {
		c = Circuit{Shared: true, Open: v[1] == 1, Probe: v[1] == 2, Failures: int(v[3])}
		if v[2] > 0 {
			c.OpenSince = time.UnixMilli(v[2])
		}
	}
	return c, nil
}

func (r *redisRun) Finish(ctx context.Context, fn func(*task.Status), final task.Event) (task.Event, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	next := r.status.Clone()
	fn(next)
	st, err := encodeStatus(next)
	if err != nil {
		return final, fmt.Errorf("store: encode status: %w", err)
	}
	final.ExecutionID = r.id
	ev, err := encodeEvent(&final)
	if err != nil {
		return final, fmt.Errorf("store: encode event: %w", err)
	}
	s := r.s
	seq, err := finishScript.Run(ctx, s.c,
		[]string{s.head(r.id), s.attempt(r.id, r.attempt), s.events(r.id, r.attempt), s.audit(), s.lease(r.id), s.running()},
		r.fence, st, int(next.State), ev, r.id, r.attempt, s.opts.AuditMaxLen, ms(s.opts.Retention)).Int64()
	if err != nil {
		return final, fmt.Errorf("store: redis finish %s: %w", r.id, err)
	}
	if seq < 0 {
		return final, ErrFenced
	}
	r.status = next
	final.Seq = seq
	return final, nil
}

func (r *redisRun) Renew(ctx context.Context) (Signals, error) {
	s := r.s
	v, err := renewScript.Run(ctx, s.c, []string{s.head(r.id), s.lease(r.id), s.running(), s.decisions(r.id)},
		r.fence, r.token, ms(r.lease), r.id).StringSlice()
	if errors.Is(err, redis.Nil) {
		return Signals{}, ErrFenced
	}
	if err != nil {
		return Signals{}, fmt.Errorf("store: redis renew %s: %w", r.id, err)
	}
	sig := Signals{Cancel: v[0]}
	for _, raw := range v[1:] {
		var d Decision
		if err := json.Unmarshal([]byte(raw), &d); err != nil {
			return sig, fmt.Errorf("store: decode decision of %s: %w", r.id, err)
		}
		sig.Decisions = append(sig.Decisions, d)
	}
	return sig, nil
}

func (r *redisRun) StartWrite(ctx context.Context, step, digest string) (WriteRecord, bool, error) {
	s := r.s
	raw, err := json.Marshal(WriteRecord{State: WriteStarted, Fence: r.fence, Digest: digest, At: time.Now()})
	if err != nil {
		return WriteRecord{}, false, err
	}
	prior, err := startWriteScript.Run(ctx, s.c, []string{s.head(r.id), s.writes(r.id)}, r.fence, step, raw, ms(s.opts.Retention)).Text()
	switch {
	case errors.Is(err, redis.Nil):
		return WriteRecord{}, false, ErrFenced
	case err != nil:
		return WriteRecord{}, false, fmt.Errorf("store: redis start write %s %s: %w", r.id, step, err)
	case prior == "":
		return WriteRecord{}, true, nil
	}
	w, err := decodeWrite(prior)
	if err != nil {
		return WriteRecord{}, false, fmt.Errorf("store: decode write record %s %s: %w", r.id, step, err)
	}
	return w, false, nil
}

func (r *redisRun) EndWrite(ctx context.Context, step string, state WriteState, summary string) error {
	s := r.s
	raw, err := json.Marshal(WriteRecord{State: state, Fence: r.fence, Summary: summary, At: time.Now()})
	if err != nil {
		return err
	}
	n, err := endWriteScript.Run(ctx, s.c, []string{s.head(r.id), s.writes(r.id)}, r.fence, step, raw, ms(s.opts.Retention)).Int()
	if err != nil {
		return fmt.Errorf("store: redis end write %s %s: %w", r.id, step, err)
	}
	if n == 0 {
		return ErrFenced
	}
	return nil
}
