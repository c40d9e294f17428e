package ports

import (
	"encoding/binary"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// maxBatchBytes bounds the encoded events of one batched message, far
// below a client's default 4 MiB receive limit; a larger event (a big
// explicit-task output) goes alone, as it would unbatched.
const maxBatchBytes = 1 << 20

// progressLinger is how long progress events wait for more before they are
// sent (store.Linger). Steps that end within it reach the caller together —
// a fast run of calls as one message instead of one per step — and a slow
// call's TOOL_CALL arrives at most this late, well below what a person
// watching notices. Events the caller may act on go at once (store.Urgent).
const progressLinger = 10 * time.Millisecond

// batched returns a Watch function that sends the events the store hands
// over together in one message, split only to stay within maxBatchBytes.
// Watch it with store.Linger(progressLinger), so that the store hands over
// a fast run of steps at once.
func batched(send func([]*hermesv1.TaskEvent) error) func([]task.Event) error {
	return func(evs []task.Event) error {
		ws := eventsPB(evs)
		msg := make([]*hermesv1.TaskEvent, 0, len(evs))
		size := 0 // at least the encoded bytes of msg (sizeBound)
		for i := range ws {
			n := sizeBound(evs[i])
			if len(msg) > 0 && size+n > maxBatchBytes {
				if err := send(msg); err != nil {
					return err
				}
				msg, size = make([]*hermesv1.TaskEvent, 0, len(evs)-i), 0 // a sent message is not reused
			}
			msg = append(msg, &ws[i].msg)
			size += n
		}
		return send(msg)
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
