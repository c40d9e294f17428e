package loop

import (
	"context"
	"sync"
)

// slots bounds how many of a task's subtasks run at once (its
// parallelism). The graph's dispatcher takes a slot for each subtask it
// starts; a running subtask lends its slot to the others while it waits for
// a person's approval and takes one back before it goes on, ahead of any
// subtask not yet started.
type slots struct {
	mu      sync.Mutex
	free    int
	waiting []*slotWaiter // subtasks taking a slot back, in plan order
	// freed wakes the dispatcher when a slot becomes free.
	freed chan struct{}
}

type slotWaiter struct {
	order int
	ready chan struct{}
}

func newSlots(n int) *slots { return &slots{free: n, freed: make(chan struct{}, 1)} }

// tryAcquire takes a free slot for a subtask about to start; it never
// takes one a running subtask is waiting to take back.
func (s *slots) tryAcquire() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.free > 0 && len(s.waiting) == 0 {
		s.free--
		return true
	}
	return false
}

// acquire takes a slot back for the running subtask at plan position
// order, waiting for one if none is free. It reports false, holding nothing, when ctx
// ends first.
func (s *slots) acquire(ctx context.Context, order int) bool {
	s.mu.Lock()
	if s.free > 0 && len(s.waiting) == 0 {
		s.free--
		s.mu.Unlock()
		return true
	}
	w := &slotWaiter{order: order, ready: make(chan struct{})}
	i := len(s.waiting)
	for i > 0 && s.waiting[i-1].order > order {
		i--
	}
	s.waiting = append(s.waiting, nil)
	copy(s.waiting[i+1:], s.waiting[i:])
	s.waiting[i] = w
	s.mu.Unlock()

	select {
	case <-w.ready:
		return true
	case <-ctx.Done():
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for j, o := range s.waiting {
		if o == w {
			s.waiting = append(s.waiting[:j], s.waiting[j+1:]...)
			return false
		}
	}
	// Granted while ctx ended: hand the slot on.
	s.releaseLocked()
	return false
}

// release gives a slot back, to the earliest waiting subtask if any, and
// wakes the dispatcher when it becomes free.
func (s *slots) release() {
	s.mu.Lock()
	s.releaseLocked()
	s.mu.Unlock()
}

// put is release by the dispatcher itself, which needs no waking.
func (s *slots) put() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.waiting) == 0 {
		s.free++
		return
	}
	s.grantLocked()
}

func (s *slots) releaseLocked() {
	if len(s.waiting) == 0 {
		s.free++
		select {
		case s.freed <- struct{}{}:
		default:
		}
		return
	}
	s.grantLocked()
}

// grantLocked gives a free slot to the earliest waiting subtask.
func (s *slots) grantLocked() {
	w := s.waiting[0]
	s.waiting = s.waiting[1:]
	close(w.ready)
}

// slot is one running subtask's hold on a slot.
type slot struct {
	s     *slots
	order int
	held  bool
}

// lend gives the slot to the others while the subtask waits.
func (l *slot) lend() {
	if l.held {
		l.held = false
		l.s.release()
	}
}

// takeBack takes a slot again after lend; false when ctx ended first.
func (l *slot) takeBack(ctx context.Context) bool {
	if !l.held {
		l.held = l.s.acquire(ctx, l.order)
	}
	return l.held
}

// end gives the slot back for good once the dispatcher has learnt that
// the subtask ended: the dispatcher starts the next subtask itself, so the
// subtask's end wakes it once, not once for the slot and once for the end.
func (l *slot) end() {
	if l.held {
		l.held = false
		l.s.put()
	}
}
