package ports

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Events handed over together go in one message, in order; a batch is
// split only to keep a message within maxBatchBytes, and an event larger
// than that goes alone.
func TestBatchesSplitOnlyBySize(t *testing.T) {
	big := json.RawMessage(`"` + strings.Repeat("x", maxBatchBytes/2) + `"`)
	huge := json.RawMessage(`"` + strings.Repeat("x", maxBatchBytes) + `"`)
	ev := func(seq int64, out json.RawMessage) task.Event {
		return task.Event{ExecutionID: "e", Seq: seq, Kind: task.EventToolResult, Output: out}
	}
	tests := []struct {
		name string
		evs  []task.Event
		want string // the seqs of each message
	}{
		{"one", []task.Event{ev(1, nil)}, "[[1]]"},
		{"small ones together", []task.Event{ev(1, nil), ev(2, nil), ev(3, nil)}, "[[1 2 3]]"},
		{"two halves do not fit with a third", []task.Event{ev(1, big), ev(2, nil), ev(3, big)}, "[[1 2] [3]]"},
		{"a huge event goes alone", []task.Event{ev(1, nil), ev(2, huge), ev(3, nil)}, "[[1] [2] [3]]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]int64
			send := batches(func(evs []*hermesv1.TaskEvent) error {
				var seqs []int64
				for _, ev := range evs {
					seqs = append(seqs, ev.GetSeq())
				}
				got = append(got, seqs)
				return nil
			})
			if err := send(tt.evs); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got) != tt.want {
				t.Errorf("messages %v, want %s", got, tt.want)
			}
		})
	}
}
