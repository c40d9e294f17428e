package idem

import (
	"context"
	"sync"
	"time"
)

// sweepEvery is how many claims pass between sweeps of expired entries.
const sweepEvery = 256

// Memory is the in-process Store, used when no Redis is configured. Its
// guarantees hold within one process only.
type Memory struct {
	now func() time.Time

	mu     sync.Mutex
	m      map[string]*memEntry
	fences map[string]memFence
	claims int
}

// memFence is the highest fencing number seen in a scope.
type memFence struct {
	n       int64
	expires time.Time
}

type memEntry struct {
	rec     Record
	expires time.Time
	// settled is closed when the entry stops running (completed or released).
	settled chan struct{}
}

// NewMemory returns an empty in-process store. now is the clock used for
// expiry; nil means time.Now.
func NewMemory(now func() time.Time) *Memory {
	if now == nil {
		now = time.Now
	}
	return &Memory{now: now, m: map[string]*memEntry{}, fences: map[string]memFence{}}
}

// get returns the live entry for key, dropping it if it has expired. The
// caller holds mu.
func (s *Memory) get(key string) *memEntry {
	e, ok := s.m[key]
	if !ok {
		return nil
	}
	if !s.now().Before(e.expires) {
		s.drop(key, e)
		return nil
	}
	return e
}

func (s *Memory) drop(key string, e *memEntry) {
	delete(s.m, key)
	if e.rec.State == Running {
		close(e.settled)
	}
}

// Claim implements Store.
func (s *Memory) Claim(ctx context.Context, key, fingerprint string, fence Fence, ttl time.Duration) (Record, bool, error) {
	if err := ctx.Err(); err != nil {
		return Record{}, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.claims++
	if s.claims%sweepEvery == 0 {
		s.sweep()
	}
	if fence.N > 0 {
		now := s.now()
		hw, ok := s.fences[fence.Scope]
		if ok && now.Before(hw.expires) && fence.N < hw.n {
			return Record{}, false, ErrStaleFence
		}
		s.fences[fence.Scope] = memFence{n: fence.N, expires: now.Add(FenceTTL)}
	}
	if e := s.get(key); e != nil {
		return e.rec, false, nil
	}
	e := &memEntry{
		rec:     Record{State: Running, Token: newToken(), Fingerprint: fingerprint},
		expires: s.now().Add(ttl),
		settled: make(chan struct{}),
	}
	s.m[key] = e
	return e.rec, true, nil
}

func (s *Memory) sweep() {
	now := s.now()
	for k, e := range s.m {
		if !now.Before(e.expires) {
			s.drop(k, e)
		}
	}
	for k, f := range s.fences {
		if !now.Before(f.expires) {
			delete(s.fences, k)
		}
	}
}

// Complete implements Store.
func (s *Memory) Complete(_ context.Context, key, token string, out Outcome, ttl time.Duration) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.get(key)
	if e == nil || e.rec.Token != token {
		return ErrNotOwner
	}
	wasRunning := e.rec.State == Running
	e.rec.State = Done
	e.rec.Outcome = &out
	e.expires = s.now().Add(ttl)
	if wasRunning {
		close(e.settled)
	}
	return nil
}

// Release implements Store.
func (s *Memory) Release(_ context.Context, key, token string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.get(key)
	if e == nil || e.rec.Token != token {
		return ErrNotOwner
	}
	s.drop(key, e)
	return nil
}

// Wait implements Store.
func (s *Memory) Wait(ctx context.Context, key string) error {
	s.mu.Lock()
	e := s.get(key)
	if e == nil || e.rec.State != Running {
		s.mu.Unlock()
		return nil
	}
	settled := e.settled
	left := e.expires.Sub(s.now())
	s.mu.Unlock()

	expiry := time.NewTimer(left)
	defer expiry.Stop()
	select {
	case <-settled:
		return nil
	case <-expiry.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
