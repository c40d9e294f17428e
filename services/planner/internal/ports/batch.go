package ports

import (
	"encoding/binary"
	"slices"
	"sync"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// maxBatchBytes bounds the encoded events of one batched message, far
// below a client's default 4 MiB receive limit; a larger event (a big
// explicit-task output) goes alone, as it would unbatched.
const maxBatchBytes = 1 << 20

// stepEvents is the room a message's events start with: the four of a
// step (TOOL_SELECT, TOOL_CALL, TOOL_RESULT, STEP_COMPLETE).
const stepEvents = 4

// progressLinger is how long progress events wait for more before they are
// sent. Steps that end within it reach the caller together — a fast run of
// calls as one message instead of one per step — and a slow call's
// TOOL_CALL arrives at most this late, well below what a person watching
// notices. Events the caller may act on go at once (see urgent).
const progressLinger = 10 * time.Millisecond

// batcher streams events in batched messages: the events the store hands
// over at once go together, and progress waits up to linger from the oldest
// event held for what follows. A message is split only to stay within
// maxBatchBytes.
type batcher struct {
	send   func([]*hermesv1.TaskEvent) error
	linger time.Duration

	mu      sync.Mutex
	pending []*hermesv1.TaskEvent
	size    int // at least the encoded bytes of pending (sizeBound)
	timer   *time.Timer
	armed   bool
	closed  bool
	err     error // the first failed send; every later one fails with it
}

// newBatcher returns a batcher sending with send, holding a call's events
// up to linger (callLinger in the service).
func newBatcher(send func([]*hermesv1.TaskEvent) error, linger time.Duration) *batcher {
	return &batcher{send: send, linger: linger}
}

// add takes the events store.Watch hands over and sends them when one is
// urgent, or holds them while more progress may follow.
func (b *batcher) add(evs []task.Event) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.err != nil {
		return b.err
	}
	if b.pending == nil {
		b.pending = make([]*hermesv1.TaskEvent, 0, max(len(evs), stepEvents))
	}
	ws := eventsPB(evs)
	for i := range ws {
		pb := &ws[i].msg
		n := sizeBound(evs[i])
		if len(b.pending) > 0 && b.size+n > maxBatchBytes {
			if err := b.flushLocked(); err != nil {
				return err
			}
		}
		b.pending = append(b.pending, pb)
		b.size += n
	}
	if !slices.ContainsFunc(evs, urgent) {
		// The linger runs from the oldest event held, so a stream of
		// steps cannot hold events longer.
		if !b.armed {
			if b.timer == nil {
				b.timer = time.AfterFunc(b.linger, b.expire)
			} else {
				b.timer.Reset(b.linger)
			}
			b.armed = true
		}
		return nil
	}
	return b.flushLocked()
}

// urgent reports whether ev goes out at once: the task's end, and a step
// waiting for a person's approval.
func urgent(ev task.Event) bool {
	return ev.Kind == task.EventTaskDone || ev.Kind == task.EventApprovalRequired
}

// expire sends the events held when the linger ends.
func (b *batcher) expire() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.armed = false
	if !b.closed && b.err == nil {
		_ = b.flushLocked() // the error is kept for the next add
	}
}

func (b *batcher) flushLocked() error {
	if b.armed {
		b.timer.Stop()
		b.armed = false
	}
	if len(b.pending) == 0 {
		return nil
	}
	out := b.pending
	b.pending, b.size = nil, 0 // a sent message is not reused
	b.err = b.send(out)
	return b.err
}

// close stops the linger; nothing is sent after it returns.
func (b *batcher) close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	if b.timer != nil {
		b.timer.Stop()
	}
}

// sizeBound is at least the encoded size of ev's message, from the lengths
// of its texts and a generous allowance for every field's tag and length or
// value: it costs a few additions where proto.Size would walk the message
// and grpc-go, which sizes the whole message again, would gain nothing.
// Every field of task.Event must count here; TestSizeBound checks the
// bound holds for an event with all of them set.
func sizeBound(ev task.Event) int {
	// A tag takes at most two bytes below field 2048, a length or scalar
	// value at most a varint's longest.
	const field = 2 + binary.MaxVarintLen64
	const eventFields, timeFields = 18, 2
	n := (eventFields+timeFields)*field + len(ev.ExecutionID) + len(ev.SubtaskID) + len(ev.Tool) +
		len(ev.ArgsSummary) + len(ev.Status) + len(ev.Message) + len(ev.Report) + len(ev.Output)
	for _, s := range ev.Scores {
		n += 3*field + len(s.Tool) // the entry, its tool and its score
	}
	for k, v := range ev.Fields {
		n += 3*field + len(k) + len(v) // the entry, its key and its value
	}
	if e := ev.Error; e != nil {
		n += 5*field + len(e.Code) + len(e.Message) + len(e.Hint)
	}
	return n
}
