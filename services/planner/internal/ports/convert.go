package ports

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/jsonvalue"
	"github.com/hermes-agent/hermes/libs/pbconv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// taskFrom converts a structured task from the wire. Argument JSON that is
// not an object is a field error.
func taskFrom(pb *hermesv1.Task) (*task.Task, error) {
	t := &task.Task{
		Goal:           pb.GetGoal(),
		Constraints:    pb.GetConstraints(),
		ExpectedOutput: pb.GetExpectedOutput(),
		Entities:       pb.GetEntities(),
		Format:         task.Format(pb.GetFormat()),
		MaxChars:       int(pb.GetMaxChars()),
	}
	var err error
	if t.TimeRange, err = rangeFrom("task.time_range", pb.GetTimeRange()); err != nil {
		return nil, err
	}
	if t.CompareRange, err = rangeFrom("task.compare_range", pb.GetCompareRange()); err != nil {
		return nil, err
	}
	for i, s := range pb.GetSubtasks() {
		args, err := argsFrom(s.GetArgumentsJson())
		if err != nil {
			return nil, fmt.Errorf("task.subtasks[%d].arguments_json: %w", i, err)
		}
		st := task.Subtask{ID: s.GetId(), Description: s.GetDescription(), DependsOn: s.GetDependsOn(), Tool: s.GetTool(),
			Missing: s.GetMissing(), Args: args}
		for _, sc := range s.GetScores() {
			st.Scores = append(st.Scores, task.Score{Tool: sc.GetTool(), Score: sc.GetScore()})
		}
		t.Subtasks = append(t.Subtasks, st)
	}
	return t, nil
}

// argsFrom decodes a subtask's arguments as json.Unmarshal into a map
// would, numbers as float64: none is an empty map, JSON null a nil one.
func argsFrom(a string) (map[string]any, error) {
	if a == "" {
		return map[string]any{}, nil
	}
	v, err := jsonvalue.Decode([]byte(a))
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case map[string]any:
		return v, nil
	case nil:
		return nil, nil
	default:
		return nil, errors.New("must be a JSON object")
	}
}

func rangeFrom(field string, pb *hermesv1.DateRange) (*task.Range, error) {
	if pb == nil || (pb.GetStart() == "" && pb.GetEnd() == "") {
		return nil, nil
	}
	var r task.Range
	b, _ := json.Marshal(map[string]string{"start": pb.GetStart(), "end": pb.GetEnd()})
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", field, err)
	}
	return &r, nil
}

// LimitsFrom converts per-task limits from the wire.
func LimitsFrom(pb *hermesv1.TaskLimits) task.Limits {
	if pb == nil {
		return task.Limits{}
	}
	l := task.Limits{MaxSteps: int(pb.GetMaxSteps()), TokenBudget: int(pb.GetTokenBudget()), Parallelism: int(pb.GetParallelism())}
	if d := pb.GetStepTimeout(); d != nil {
		l.StepTimeout = d.AsDuration()
	}
	if d := pb.GetDeadline(); d != nil {
		l.Deadline = d.AsDuration()
	}
	return l
}

// TaskPB converts a structured task to the wire.
func TaskPB(t *task.Task) *hermesv1.Task {
	if t == nil {
		return nil
	}
	pb := &hermesv1.Task{
		Goal:           t.Goal,
		Constraints:    t.Constraints,
		ExpectedOutput: t.ExpectedOutput,
		Entities:       t.Entities,
		Format:         string(t.Format),
		MaxChars:       int32(t.MaxChars),
		TimeRange:      rangePB(t.TimeRange),
		CompareRange:   rangePB(t.CompareRange),
	}
	for _, st := range t.Subtasks {
		pb.Subtasks = append(pb.Subtasks, subtaskPB(&st))
	}
	return pb
}

func subtaskPB(st *task.Subtask) *hermesv1.Subtask {
	args, _ := json.Marshal(st.Args)
	return &hermesv1.Subtask{Id: st.ID, Description: st.Description, DependsOn: st.DependsOn, Tool: st.Tool,
		ArgumentsJson: string(args), Scores: scoresPB(st.Scores), Missing: st.Missing}
}

func rangePB(r *task.Range) *hermesv1.DateRange {
	if r == nil {
		return nil
	}
	return &hermesv1.DateRange{Start: r.Start.Format(task.DateLayout), End: r.End.Format(task.DateLayout)}
}

func scoresPB(s []task.Score) []*hermesv1.ToolScore {
	out := make([]*hermesv1.ToolScore, len(s))
	for i, sc := range s {
		out[i] = &hermesv1.ToolScore{Tool: sc.Tool, Score: sc.Score}
	}
	return out
}

// EventPB converts an event to the wire.
func EventPB(ev task.Event) *hermesv1.TaskEvent {
	w := new(wireEvent)
	w.fill(ev)
	return &w.msg
}

// wireEvent is an event's message and its time, allocated together.
type wireEvent struct {
	msg  hermesv1.TaskEvent
	time timestamppb.Timestamp
}

func (w *wireEvent) fill(ev task.Event) { fillEventPB(&w.msg, &w.time, ev) }

// eventsPB converts events to the wire, in order, in one allocation
// instead of two per event: the events of a batch are made, sent and let
// go of together. The messages are the elements' msg fields.
func eventsPB(evs []task.Event) []wireEvent {
	ws := make([]wireEvent, len(evs))
	for i, ev := range evs {
		ws[i].fill(ev)
	}
	return ws
}

// fillEventPB sets the zero message pb to ev, with ts, also zero, as its
// time.
func fillEventPB(pb *hermesv1.TaskEvent, ts *timestamppb.Timestamp, ev task.Event) {
	ts.Seconds, ts.Nanos = ev.Time.Unix(), int32(ev.Time.Nanosecond())
	pb.ExecutionId = ev.ExecutionID
	pb.Seq = ev.Seq
	pb.Kind = hermesv1.EventKind(ev.Kind)
	pb.Time = ts
	pb.SubtaskId = ev.SubtaskID
	pb.Tool = ev.Tool
	pb.ArgsSummary = ev.ArgsSummary
	pb.DurationMs = ev.DurationMS
	pb.Tokens = ev.Tokens
	pb.Status = ev.Status
	pb.Message = ev.Message
	pb.Scores = scoresPB(ev.Scores)
	pb.Error = pbconv.ToolError(ev.Error)
	pb.Fields = ev.Fields
	pb.State = hermesv1.TaskState(ev.State)
	pb.Limit = hermesv1.LimitKind(ev.Limit)
	pb.Report = ev.Report
	pb.OutputJson = string(ev.Output)
}

// StatusPB converts a task's status to the wire.
func StatusPB(s *task.Status) *hermesv1.TaskStatus {
	doing, done, next := s.Progress()
	pb := &hermesv1.TaskStatus{
		ExecutionId:    s.ExecutionID,
		State:          hermesv1.TaskState(s.State),
		Task:           TaskPB(s.Task),
		DoingNow:       doing,
		Done:           done,
		Next:           next,
		Report:         s.Report,
		StepsUsed:      int32(s.StepsUsed),
		TokensUsed:     s.TokensUsed,
		NeedsTakeover:  s.NeedsTakeover,
		Limit:          hermesv1.LimitKind(s.Limit),
		NeedsAttention: s.NeedsAttention,
		CreatedAt:      timestamppb.New(s.CreatedAt),
		UpdatedAt:      timestamppb.New(s.UpdatedAt),
		OutputJson:     string(s.Output),
		SkipReason:     s.SkipReason,
	}
	for _, st := range s.Steps {
		snap := &hermesv1.StepSnapshot{
			SubtaskId:   st.SubtaskID,
			Tool:        st.Tool,
			ArgsSummary: st.ArgsSummary,
			Status:      hermesv1.StepStatus(st.Status),
			ErrorKind:   pbconv.ErrorKind(st.ErrorKind),
			DurationMs:  st.DurationMS,
			Tokens:      st.Tokens,
			Attempts:    int32(st.Attempts),
			Message:     st.Message,
			Description: st.Description,
			DependsOn:   st.DependsOn,
		}
		if !st.StartedAt.IsZero() {
			snap.StartedAt = timestamppb.New(st.StartedAt)
		}
		pb.Steps = append(pb.Steps, snap)
	}
	return pb
}

// DurationPB is a nil-safe durationpb.New.
func DurationPB(d time.Duration) *durationpb.Duration {
	if d == 0 {
		return nil
	}
	return durationpb.New(d)
}

// FailureGroupPB converts a failure group.
func FailureGroupPB(g store.FailureGroup) *hermesv1.FailureGroup {
	return &hermesv1.FailureGroup{Fingerprint: g.Fingerprint, Tool: g.Tool, Kind: pbconv.ErrorKind(toolerr.ParseKind(g.Kind)), Code: g.Code,
		Message: g.Message, Count: g.Count, FirstSeen: timestamppb.New(g.FirstSeen), LastSeen: timestamppb.New(g.LastSeen),
		ExampleExecutionId: g.Example}
}
