package ports

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/pbconv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// The domain enums are converted to the wire by value; these tests keep the
// two in step when either grows.
func TestEnumsMatchTheWire(t *testing.T) {
	for k := task.EventTaskStart; k <= task.EventTaskCancelled; k++ {
		if got, want := strings.TrimPrefix(hermesv1.EventKind(k).String(), "EVENT_KIND_"), k.String(); got != want {
			t.Errorf("event kind %d: wire %s, domain %s", k, got, want)
		}
	}
	if _, ok := hermesv1.EventKind_name[int32(task.EventTaskCancelled)+1]; ok {
		t.Errorf("the wire has an event kind the domain lacks")
	}
	for s := task.StatePending; s <= task.StateSkipped; s++ {
		if got, want := strings.TrimPrefix(hermesv1.TaskState(s).String(), "TASK_STATE_"), s.String(); got != want {
			t.Errorf("task state %d: wire %s, domain %s", s, got, want)
		}
		if s >= task.StateSucceeded != s.Terminal() {
			t.Errorf("task state %s: terminal %v", s, s.Terminal())
		}
	}
	if _, ok := hermesv1.TaskState_name[int32(task.StateSkipped)+1]; ok {
		t.Errorf("the wire has a task state the domain lacks")
	}
	for s := task.StepPending; s <= task.StepCancelled; s++ {
		if got, want := strings.ToLower(strings.TrimPrefix(hermesv1.StepStatus(s).String(), "STEP_STATUS_")), s.String(); got != want {
			t.Errorf("step status %d: wire %s, domain %s", s, got, want)
		}
	}
	for l := task.LimitSteps; l <= task.LimitDeadline; l++ {
		if got, want := strings.ToLower(strings.TrimPrefix(hermesv1.LimitKind(l).String(), "LIMIT_KIND_")), l.String(); got != want {
			t.Errorf("limit %d: wire %s, domain %s", l, got, want)
		}
	}
}

func TestTaskFromRejectsBadFields(t *testing.T) {
	tests := []struct {
		name string
		pb   *hermesv1.Task
		want string
	}{
		{"bad range", &hermesv1.Task{Goal: "x", TimeRange: &hermesv1.DateRange{Start: "2025-13-01", End: "2025-13-02"}}, "task.time_range"},
		{"end before start", &hermesv1.Task{Goal: "x", CompareRange: &hermesv1.DateRange{Start: "2025-03-09", End: "2025-03-01"}}, "task.compare_range"},
		{"arguments not an object", &hermesv1.Task{Subtasks: []*hermesv1.Subtask{{Id: "a", Tool: "t", ArgumentsJson: "[1]"}}}, "task.subtasks[0].arguments_json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := taskFrom(tt.pb)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("taskFrom error = %v, want it to name %s", err, tt.want)
			}
		})
	}
	got, err := taskFrom(&hermesv1.Task{Goal: "g", TimeRange: &hermesv1.DateRange{Start: "2025-03-03", End: "2025-03-09"},
		Subtasks: []*hermesv1.Subtask{{Id: "a", Tool: "t", ArgumentsJson: `{"n":1}`}}})
	if err != nil {
		t.Fatal(err)
	}
	if got.TimeRange.String() != "2025-03-03..2025-03-09" || got.Subtasks[0].Args["n"] != float64(1) {
		t.Errorf("taskFrom = %+v", got)
	}
}

func TestEventsPBCarryEveryField(t *testing.T) {
	at := time.Date(2025, 3, 3, 9, 30, 0, 123456789, time.UTC)
	full := task.Event{ExecutionID: "e1", Seq: 7, Kind: task.EventToolResult, Time: at, SubtaskID: "s1", Tool: "query",
		ArgsSummary: `{"a":1}`, DurationMS: 12, Tokens: 34, Status: "error", Message: "it failed",
		Scores: []task.Score{{Tool: "query", Score: 0.9}}, Error: toolerr.NewParam("bad", "bad argument", "fix it"),
		Fields: map[string]string{"rows": "3"}, State: task.StateFailed, Limit: task.LimitSteps, Report: "report",
		Output: json.RawMessage(`{"rows":3}`)}
	want := &hermesv1.TaskEvent{ExecutionId: "e1", Seq: 7, Kind: hermesv1.EventKind_EVENT_KIND_TOOL_RESULT,
		Time: timestamppb.New(at), SubtaskId: "s1", Tool: "query", ArgsSummary: `{"a":1}`, DurationMs: 12, Tokens: 34,
		Status: "error", Message: "it failed", Scores: []*hermesv1.ToolScore{{Tool: "query", Score: 0.9}},
		Error: pbconv.ToolError(full.Error), Fields: map[string]string{"rows": "3"},
		State: hermesv1.TaskState_TASK_STATE_FAILED, Limit: hermesv1.LimitKind_LIMIT_KIND_STEPS, Report: "report",
		OutputJson: `{"rows":3}`}
	second := task.Event{ExecutionID: "e1", Seq: 8, Kind: task.EventStepComplete, Time: at.Add(time.Second)}
	wantSecond := &hermesv1.TaskEvent{ExecutionId: "e1", Seq: 8, Kind: hermesv1.EventKind_EVENT_KIND_STEP_COMPLETE,
		Time: timestamppb.New(at.Add(time.Second)), Scores: []*hermesv1.ToolScore{}}

	got := eventsPB([]task.Event{full, second})
	if len(got) != 2 || !proto.Equal(&got[0].msg, want) || !proto.Equal(&got[1].msg, wantSecond) {
		t.Errorf("eventsPB = [%v %v], want [%v %v]", &got[0].msg, &got[1].msg, want, wantSecond)
	}
	if one := EventPB(full); !proto.Equal(one, want) {
		t.Errorf("EventPB = %v, want %v", one, want)
	}
}

// A subtask's arguments read as json.Unmarshal into a map reads them.
func TestArgsFrom(t *testing.T) {
	unmarshal := func(a string) (map[string]any, error) {
		m := map[string]any{}
		if a == "" {
			return m, nil
		}
		err := json.Unmarshal([]byte(a), &m)
		return m, err
	}
	for _, a := range []string{"", "{}", ` {"a":1,"b":[1,"x",{"c":null}],"d":1.50} `, "null", `{"a":1e400}`, "[1]", `"s"`, `{"a":`, `{} {}`} {
		got, gotErr := argsFrom(a)
		want, wantErr := unmarshal(a)
		if (gotErr != nil) != (wantErr != nil) || (wantErr == nil && !reflect.DeepEqual(got, want)) {
			t.Errorf("argsFrom(%q) = %#v, %v; want %#v, %v", a, got, gotErr, want, wantErr)
		}
	}
}
