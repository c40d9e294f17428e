package ports

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// A message is split only to stay within maxBatchBytes, and an event
// larger than that goes alone.
func TestBatcherSplitsOnlyBySize(t *testing.T) {
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
			send := batched(func(evs []*hermesv1.TaskEvent) error {
				var seqs []int64
				for _, ev := range evs {
					seqs = append(seqs, ev.GetSeq())
				}
				got = append(got, seqs)
				return nil
			})
			must(t, send(tt.evs))
			if fmt.Sprint(got) != tt.want {
				t.Errorf("messages %v, want %s", got, tt.want)
			}
		})
	}
}

// A failed send ends the call: nothing after it is sent.
func TestBatchedStopsAtAFailedSend(t *testing.T) {
	huge := json.RawMessage(`"` + strings.Repeat("x", maxBatchBytes) + `"`)
	gone := errors.New("client gone")
	sends := 0
	send := batched(func([]*hermesv1.TaskEvent) error { sends++; return gone })
	err := send([]task.Event{
		{ExecutionID: "e", Seq: 1, Kind: task.EventToolResult, Output: huge},
		{ExecutionID: "e", Seq: 2, Kind: task.EventToolResult, Output: huge},
	})
	if !errors.Is(err, gone) || sends != 1 {
		t.Errorf("batched = %v after %d sends, want %v after 1", err, sends, gone)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// sizeBound is never below the encoded size, whatever the event holds.
func TestSizeBound(t *testing.T) {
	if n := reflect.TypeFor[task.Event]().NumField(); n != 18 {
		t.Fatalf("task.Event has %d fields; count the new ones in sizeBound, then here", n)
	}
	if n := (&hermesv1.TaskEvent{}).ProtoReflect().Descriptor().Fields().Len(); n != 18 {
		t.Fatalf("TaskEvent has %d fields; count the new ones in sizeBound, then here", n)
	}
	long := strings.Repeat("é", 70000) // lengths that take three-byte varints
	full := task.Event{ExecutionID: long, Seq: math.MaxInt64, Kind: task.EventToolResult,
		Time: time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC), SubtaskID: long, Tool: long, ArgsSummary: long,
		DurationMS: -1, Tokens: -1, Status: long, Message: long,
		Scores: []task.Score{{Tool: long, Score: 0.5}, {Tool: "", Score: -1}},
		Error:  &toolerr.Error{Kind: toolerr.System, Code: long, Message: long, Hint: long, Retryable: true},
		Fields: map[string]string{long: long, "": "", "a": "b"}, State: task.StateFailed, Limit: task.LimitSteps,
		Report: long, Output: json.RawMessage(`"` + long + `"`)}
	for _, ev := range []task.Event{{}, {Kind: task.EventToolCall, Time: time.Now()}, full,
		{ExecutionID: "e", Seq: 1, Kind: task.EventStepComplete, SubtaskID: "s1", Tool: "noop", Status: "success", Message: "(empty result)"}} {
		if got, want := sizeBound(ev), proto.Size(EventPB(ev)); got < want {
			t.Errorf("sizeBound = %d, below the encoded %d bytes of %.80v", got, want, ev)
		}
	}
}
