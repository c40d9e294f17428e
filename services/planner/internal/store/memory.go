package store

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// initialEvents is the event capacity of a new record: a weekly report
// records about 30, so most never grow the slice.
const initialEvents = 32

// DefaultRetention is how long an ended execution is kept when no
// retention is configured.
const DefaultRetention = 7 * 24 * time.Hour

// MemoryOptions configures NewMemory; the zero value is usable.
type MemoryOptions struct {
	// Retention is how long an ended attempt is kept; zero means
	// DefaultRetention. Records are dropped by age only, never because
	// newer tasks arrived.
	Retention time.Duration
	// Now is the clock of leases and retention; nil means time.Now.
	Now func() time.Time
}

// Memory is the in-process Store: the embedded default. Its leases only
// matter within the process; they expire if a run stops renewing.
type Memory struct {
	retention time.Duration
	now       func() time.Time

	mu    sync.Mutex
	execs map[string]*memExec
	fence int64
	// ended lists ended attempts in the order they ended, for eviction by
	// age.
	ended []*attemptRec
	// failures are the failure groups by fingerprint.
	failures map[string]*FailureGroup
	// prefs are the long-term preferences by scope, then key.
	prefs map[string]map[string]string
}

// memExec is one execution ID: its attempts and who holds it.
type memExec struct {
	id       string
	attempts []*attemptRec
	// fence is the current holder's fencing number.
	fence      int64
	leaseUntil time.Time
	// cancel is a cancel requested for the running attempt.
	cancel string
	// decisions wait for the running attempt's next renewal.
	decisions []Decision
	// writes are the write steps of every attempt.
	writes map[string]WriteRecord
}

func (e *memExec) latest() *attemptRec { return e.attempts[len(e.attempts)-1] }

type attemptRec struct {
	exec    *memExec
	status  *task.Status
	events  []task.Event
	endedAt time.Time
	// watchers are told of appends (see watcher.tell).
	watchers []*watcher
}

// watcher is one Watch of an attempt. It is told on a channel of one
// slot, so a watcher that has not looked yet is told once.
type watcher struct {
	told chan struct{}
	// linger and timer hold progress (see Linger): a progress event arms
	// the timer, which tells when it fires; nil without a linger.
	linger time.Duration
	timer  *time.Timer
	armed  bool
	due    time.Time // when the events held must go, while armed
}

func newWatcher(linger time.Duration) *watcher {
	w := &watcher{told: make(chan struct{}, 1), linger: linger}
	if linger > 0 {
		w.timer = time.AfterFunc(linger, w.wake)
		w.timer.Stop()
	}
	return w
}

func (w *watcher) wake() {
	select {
	case w.told <- struct{}{}:
	default: // already told
	}
}

// tell tells w of ev, at once or when its linger ends. The caller holds
// mu.
func (w *watcher) tell(ev task.Event) {
	if w.timer == nil || Urgent(ev) {
		w.wake()
		return
	}
	if !w.armed {
		w.armed, w.due = true, time.Now().Add(w.linger)
		w.timer.Reset(w.linger)
	}
}

// holds reports whether the events in batch, read after the history, wait
// for the linger. The caller holds mu.
func (w *watcher) holds(batch []task.Event) bool {
	return w.armed && time.Now().Before(w.due) && !slices.ContainsFunc(batch, Urgent)
}

// looked notes that w has taken every event: nothing is held. The caller
// holds mu.
func (w *watcher) looked() {
	if w.armed {
		w.armed = false
		w.timer.Stop()
	}
}

// NewMemory returns an empty in-process store.
func NewMemory(opts MemoryOptions) *Memory {
	if opts.Retention <= 0 {
		opts.Retention = DefaultRetention
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Memory{retention: opts.Retention, now: opts.Now, execs: map[string]*memExec{}}
}

// Begin implements Store.
func (m *Memory) Begin(_ context.Context, st *task.Status, opts BeginOptions) (Run, error) {
	lease := opts.Lease
	if lease <= 0 {
		lease = DefaultLease
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.evict()
	e := m.execs[st.ExecutionID]
	if e != nil {
		prior := e.latest().status
		if opts.Allow != nil {
			if err := opts.Allow(prior.Clone()); err != nil {
				return nil, err
			}
		}
		switch {
		case !prior.State.Terminal():
			return nil, &RunningError{Status: prior.Clone()}
		case !opts.NewAttempt:
			return nil, &EndedError{Status: prior.Clone()}
		}
	} else {
		e = &memExec{id: st.ExecutionID, writes: map[string]WriteRecord{}}
		m.execs[st.ExecutionID] = e
	}
	m.fence++
	e.fence = m.fence
	e.cancel = ""
	e.decisions = nil
	e.leaseUntil = m.now().Add(lease)
	rec := &attemptRec{exec: e, status: st.Clone(), events: make([]task.Event, 0, initialEvents)}
	rec.status.Attempt = len(e.attempts) + 1
	e.attempts = append(e.attempts, rec)
	return &memRun{m: m, rec: rec, fence: e.fence, lease: lease}, nil
}

// evict drops the attempts that ended longer ago than the retention. The
// caller holds mu.
func (m *Memory) evict() {
	cut := m.now().Add(-m.retention)
	n := 0
	for n < len(m.ended) && m.ended[n].endedAt.Before(cut) {
		rec := m.ended[n]
		e := rec.exec
		for i, a := range e.attempts {
			if a == rec {
				e.attempts = append(e.attempts[:i:i], e.attempts[i+1:]...)
				break
			}
		}
		if len(e.attempts) == 0 && m.execs[e.id] == e {
			delete(m.execs, e.id)
		}
		n++
	}
	m.ended = m.ended[n:]
}

// Get implements Store.
func (m *Memory) Get(_ context.Context, id string) (*task.Status, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.execs[id]
	if !ok {
		return nil, ErrNotFound
	}
	return e.latest().status.Clone(), nil
}

// RequestDecision implements Store.
func (m *Memory) RequestDecision(_ context.Context, id string, d Decision) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.execs[id]
	if !ok {
		return false, ErrNotFound
	}
	if e.latest().status.State.Terminal() {
		return false, nil
	}
	e.decisions = append(e.decisions, d)
	return true, nil
}

// RequestCancel implements Store.
func (m *Memory) RequestCancel(_ context.Context, id, why string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.execs[id]
	if !ok {
		return false, ErrNotFound
	}
	if e.latest().status.State.Terminal() {
		return false, nil
	}
	e.cancel = why
	return true, nil
}

// ResolveWrite implements Store.
func (m *Memory) ResolveWrite(_ context.Context, id, step string, done bool, by string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.execs[id]
	if !ok {
		return ErrNotFound
	}
	w, ok := e.writes[step]
	if !ok || w.State != WriteStarted {
		return ErrNotUnknown
	}
	if !done {
		delete(e.writes, step)
		return nil
	}
	w.State, w.ResolvedBy, w.Summary, w.At = WriteDone, by, "resolved as done by "+by, m.now()
	e.writes[step] = w
	return nil
}

// Reap implements Store.
func (m *Memory) Reap(_ context.Context) ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	var ids []string
	for id, e := range m.execs {
		rec := e.latest()
		if rec.status.State.Terminal() || now.Before(e.leaseUntil) {
			continue
		}
		m.fence++
		e.fence = m.fence
		rec.status.State = task.StateAbandoned
		rec.status.UpdatedAt = now
		ev := AbandonedEvent(id, now)
		rec.status.Report = ev.Message
		m.ended = append(m.ended, rec)
		rec.endedAt = now
		m.appendLocked(rec, ev)
		ids = append(ids, id)
	}
	return ids, nil
}

func (m *Memory) appendLocked(rec *attemptRec, ev task.Event) task.Event {
	ev.Seq = int64(len(rec.events) + 1)
	rec.events = append(rec.events, ev)
	for _, w := range rec.watchers {
		w.tell(ev)
	}
	return ev
}

// Watch implements Store.
func (m *Memory) Watch(ctx context.Context, id string, afterSeq int64, fn func([]task.Event) error, opts ...WatchOption) error {
	w := newWatcher(watchOpts(opts).linger)
	m.mu.Lock()
	e, ok := m.execs[id]
	if !ok {
		m.mu.Unlock()
		return ErrNotFound
	}
	rec := e.latest()
	rec.watchers = append(rec.watchers, w)
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		w.looked()
		rec.watchers = slices.DeleteFunc(rec.watchers, func(o *watcher) bool { return o == w })
		m.mu.Unlock()
	}()

	next := afterSeq
	var batch []task.Event // reused: events are copied out under the lock
	for history := true; ; history = false {
		m.mu.Lock()
		batch = batch[:0]
		if int(next) < len(rec.events) {
			batch = append(batch, rec.events[next:]...)
		}
		ended := len(rec.events) > 0 && Terminal(rec.events[len(rec.events)-1])
		hold := !history && w.holds(batch)
		if !hold {
			w.looked()
		}
		m.mu.Unlock()
		if len(batch) == 0 && ended {
			return nil // nothing after afterSeq, and nothing more will come
		}
		if len(batch) > 0 && !hold {
			evs, last := upToTerminal(batch)
			if err := fn(evs); err != nil {
				return err
			}
			if last {
				return nil
			}
			next = evs[len(evs)-1].Seq
			continue
		}
		// An append after the look above, or the linger's end, has told
		// us: the wait is short.
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-w.told:
		}
	}
}

// memRun is a Run of the Memory store.
type memRun struct {
	m     *Memory
	rec   *attemptRec
	fence int64
	lease time.Duration
}

func (r *memRun) Attempt() int { return r.rec.status.Attempt }
func (r *memRun) Fence() int64 { return r.fence }

// held reports whether the run still holds its execution. The caller holds
// mu.
func (r *memRun) held() bool { return r.rec.exec.fence == r.fence }

func (r *memRun) Update(_ context.Context, fn func(*task.Status)) error {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return ErrFenced
	}
	r.update(fn)
	return nil
}

func (r *memRun) update(fn func(*task.Status)) {
	wasTerminal := r.rec.status.State.Terminal()
	fn(r.rec.status)
	if !wasTerminal && r.rec.status.State.Terminal() {
		r.rec.endedAt = r.m.now()
		r.m.ended = append(r.m.ended, r.rec)
	}
}

func (r *memRun) Append(_ context.Context, ev task.Event) (task.Event, error) {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return ev, ErrFenced
	}
	return r.m.appendLocked(r.rec, ev), nil
}

func (r *memRun) Write(_ context.Context, fn func(*task.Status), evs []task.Event) error {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return ErrFenced
	}
	if fn != nil {
		r.update(fn)
	}
	for _, ev := range evs {
		r.m.appendLocked(r.rec, ev)
	}
	return nil
}

func (r *memRun) StartWrite(_ context.Context, step, digest string) (WriteRecord, bool, error) {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return WriteRecord{}, false, ErrFenced
	}
	w := r.rec.exec.writes
	if prior, ok := w[step]; ok && (prior.State == WriteStarted || prior.State == WriteDone) {
		return prior, false, nil
	}
	w[step] = WriteRecord{State: WriteStarted, Fence: r.fence, Digest: digest, At: r.m.now()}
	return WriteRecord{}, true, nil
}

func (r *memRun) EndWrite(_ context.Context, step string, state WriteState, summary string) error {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return ErrFenced
	}
	w := r.rec.exec.writes[step]
	w.State, w.Summary, w.At = state, summary, r.m.now()
	r.rec.exec.writes[step] = w
	return nil
}

func (r *memRun) WriteCall(ctx context.Context, fn func(*task.Status), evs []task.Event, _ string) (Circuit, error) {
	return Circuit{}, r.Write(ctx, fn, evs)
}

func (r *memRun) Finish(_ context.Context, fn func(*task.Status), final task.Event) (task.Event, error) {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return final, ErrFenced
	}
	r.update(fn)
	r.rec.exec.leaseUntil = time.Time{}
	return r.m.appendLocked(r.rec, final), nil
}

func (r *memRun) Renew(_ context.Context) (Signals, error) {
	r.m.mu.Lock()
	defer r.m.mu.Unlock()
	if !r.held() {
		return Signals{}, ErrFenced
	}
	e := r.rec.exec
	e.leaseUntil = r.m.now().Add(r.lease)
	sig := Signals{Cancel: e.cancel, Decisions: e.decisions}
	e.decisions = nil
	return sig, nil
}
