package store

import (
	"context"
	"sync"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// Memory is the in-process Store: the embedded default.
type Memory struct {
	mu   sync.Mutex
	recs map[string]*record
	// keep bounds how many ended executions are remembered; the oldest is
	// forgotten first.
	keep  int
	ended []ended
}

// ended remembers which record ended, so that evicting it never removes a
// newer record that reused the execution ID.
type ended struct {
	id  string
	rec *record
}

type record struct {
	status *task.Status
	// events holds pointers: an Event is large, and appending or copying
	// out a batch should not copy every event again.
	events []*task.Event
	// changed is closed when an event is appended while a watcher waits
	// on it, then replaced; with no watcher waiting it is left alone.
	changed chan struct{}
	waiting bool
}

// NewMemory returns an in-process store remembering up to keep ended
// executions (0 means 1000).
func NewMemory(keep int) *Memory {
	if keep <= 0 {
		keep = 1000
	}
	return &Memory{recs: map[string]*record{}, keep: keep}
}

// Create implements Store.
func (m *Memory) Create(_ context.Context, st *task.Status) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if old, ok := m.recs[st.ExecutionID]; ok && !old.status.State.Terminal() {
		return ErrRunning
	}
	m.recs[st.ExecutionID] = &record{status: st.Clone(), changed: make(chan struct{})}
	return nil
}

// Update implements Store.
func (m *Memory) Update(_ context.Context, id string, fn func(*task.Status)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.update(id, fn)
}

// Finish implements Store.
func (m *Memory) Finish(_ context.Context, id string, fn func(*task.Status), final task.Event) (task.Event, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.update(id, fn); err != nil {
		return final, err
	}
	return m.appendLocked(final)
}

func (m *Memory) update(id string, fn func(*task.Status)) error {
	rec, ok := m.recs[id]
	if !ok {
		return ErrNotFound
	}
	wasTerminal := rec.status.State.Terminal()
	fn(rec.status)
	if !wasTerminal && rec.status.State.Terminal() {
		m.ended = append(m.ended, ended{id, rec})
		for len(m.ended) > m.keep {
			old := m.ended[0]
			if m.recs[old.id] == old.rec {
				delete(m.recs, old.id)
			}
			m.ended = m.ended[1:]
		}
	}
	return nil
}

// Get implements Store.
func (m *Memory) Get(_ context.Context, id string) (*task.Status, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	rec, ok := m.recs[id]
	if !ok {
		return nil, ErrNotFound
	}
	return rec.status.Clone(), nil
}

// Append implements Store.
func (m *Memory) Append(_ context.Context, ev task.Event) (task.Event, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.appendLocked(ev)
}

func (m *Memory) appendLocked(ev task.Event) (task.Event, error) {
	rec, ok := m.recs[ev.ExecutionID]
	if !ok {
		return ev, ErrNotFound
	}
	ev.Seq = int64(len(rec.events) + 1)
	rec.events = append(rec.events, &ev)
	if rec.waiting {
		close(rec.changed)
		rec.changed = make(chan struct{})
		rec.waiting = false
	}
	return ev, nil
}

// Watch implements Store.
func (m *Memory) Watch(ctx context.Context, id string, afterSeq int64, fn func(task.Event) error) error {
	next := afterSeq
	var batch []*task.Event // reused: the batch is taken under the lock
	for {
		m.mu.Lock()
		rec, ok := m.recs[id]
		if !ok {
			m.mu.Unlock()
			return ErrNotFound
		}
		batch = batch[:0]
		if int(next) < len(rec.events) {
			batch = append(batch, rec.events[next:]...)
		}
		changed := rec.changed
		ended := len(rec.events) > 0 && Terminal(*rec.events[len(rec.events)-1])
		if len(batch) == 0 && !ended {
			rec.waiting = true
		}
		m.mu.Unlock()
		if len(batch) == 0 && ended {
			return nil // nothing after afterSeq, and nothing more will come
		}

		for _, ev := range batch {
			if err := fn(*ev); err != nil {
				return err
			}
			next = ev.Seq
			if Terminal(*ev) {
				return nil
			}
		}
		if len(batch) > 0 {
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-changed:
		}
	}
}
