package ports

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// sent records the messages a batcher sends, as the kinds of their events.
type sent struct {
	mu   sync.Mutex
	msgs []string
	more chan struct{}
	err  error // returned by every send
}

func newSent() *sent { return &sent{more: make(chan struct{}, 16)} }

func (s *sent) send(evs []*hermesv1.TaskEvent) error {
	var kinds []string
	for _, ev := range evs {
		kinds = append(kinds, strings.TrimPrefix(ev.GetKind().String(), "EVENT_KIND_"))
	}
	s.mu.Lock()
	s.msgs = append(s.msgs, fmt.Sprint(kinds))
	s.mu.Unlock()
	s.more <- struct{}{}
	return s.err
}

func (s *sent) got() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return fmt.Sprint(s.msgs)
}

func kinds(ks ...task.EventKind) []task.Event {
	evs := make([]task.Event, len(ks))
	for i, k := range ks {
		evs[i] = task.Event{ExecutionID: "e", Seq: int64(i + 1), Kind: k, SubtaskID: "a"}
	}
	return evs
}

// never is a linger that does not end within a test: the test decides
// when it ends by calling expire.
const never = time.Hour

func TestBatcher(t *testing.T) {
	t.Run("steps wait for more progress", func(t *testing.T) {
		s := newSent()
		b := newBatcher(s.send, never)
		defer b.close()
		must(t, b.add(kinds(task.EventToolSelect, task.EventToolCall)))
		must(t, b.add(kinds(task.EventToolResult, task.EventStepComplete)))
		must(t, b.add(kinds(task.EventToolSelect, task.EventToolCall)))
		must(t, b.add(kinds(task.EventToolResult, task.EventStepComplete)))
		if s.got() != "[]" {
			t.Errorf("sent %s before the linger ended", s.got())
		}
		b.expire()
		if want := "[[TOOL_SELECT TOOL_CALL TOOL_RESULT STEP_COMPLETE TOOL_SELECT TOOL_CALL TOOL_RESULT STEP_COMPLETE]]"; s.got() != want {
			t.Errorf("sent %s, want %s", s.got(), want)
		}
	})
	t.Run("the end and an approval go at once", func(t *testing.T) {
		s := newSent()
		b := newBatcher(s.send, never)
		defer b.close()
		must(t, b.add(kinds(task.EventTaskStart, task.EventPlanComplete)))
		must(t, b.add(kinds(task.EventApprovalRequired)))
		must(t, b.add(kinds(task.EventApprovalDecided, task.EventToolCall)))
		must(t, b.add(kinds(task.EventToolResult, task.EventStepComplete, task.EventTaskDone)))
		if want := "[[TASK_START PLAN_COMPLETE APPROVAL_REQUIRED] [APPROVAL_DECIDED TOOL_CALL TOOL_RESULT STEP_COMPLETE TASK_DONE]]"; s.got() != want {
			t.Errorf("sent %s, want %s", s.got(), want)
		}
	})
	t.Run("progress is sent after the linger", func(t *testing.T) {
		s := newSent()
		b := newBatcher(s.send, time.Millisecond)
		defer b.close()
		must(t, b.add(kinds(task.EventToolSelect, task.EventToolCall)))
		select {
		case <-s.more:
		case <-time.After(10 * time.Second):
			t.Fatal("the held events were never sent")
		}
		if want := "[[TOOL_SELECT TOOL_CALL]]"; s.got() != want {
			t.Errorf("sent %s, want %s", s.got(), want)
		}
	})
	t.Run("nothing is sent after close", func(t *testing.T) {
		s := newSent()
		b := newBatcher(s.send, never)
		must(t, b.add(kinds(task.EventToolCall)))
		b.close()
		b.expire() // as a timer that fired while close ran
		if s.got() != "[]" {
			t.Errorf("sent %s after close", s.got())
		}
	})
	t.Run("a failed send fails the next add", func(t *testing.T) {
		s := newSent()
		s.err = errors.New("client gone")
		b := newBatcher(s.send, never)
		defer b.close()
		must(t, b.add(kinds(task.EventToolCall)))
		b.expire()
		if err := b.add(kinds(task.EventToolResult)); !errors.Is(err, s.err) {
			t.Errorf("add after a failed send = %v, want %v", err, s.err)
		}
	})
}

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
			b := newBatcher(func(evs []*hermesv1.TaskEvent) error {
				var seqs []int64
				for _, ev := range evs {
					seqs = append(seqs, ev.GetSeq())
				}
				got = append(got, seqs)
				return nil
			}, never)
			defer b.close()
			must(t, b.add(tt.evs))
			b.expire() // the linger ends
			if fmt.Sprint(got) != tt.want {
				t.Errorf("messages %v, want %s", got, tt.want)
			}
		})
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
