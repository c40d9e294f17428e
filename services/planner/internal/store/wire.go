package store

import (
	"encoding/json"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// The wire forms below are how a shared store writes statuses and events:
// short stable names, and errors without their in-process cause.

type wireStatus struct {
	Owner          string          `json:"owner,omitempty"`
	Attempt        int             `json:"attempt"`
	State          task.State      `json:"state"`
	Task           *task.Task      `json:"task,omitempty"`
	Steps          []wireSnapshot  `json:"steps,omitempty"`
	Report         string          `json:"report,omitempty"`
	Output         json.RawMessage `json:"output,omitempty"`
	StepsUsed      int             `json:"steps_used,omitempty"`
	TokensUsed     int64           `json:"tokens_used,omitempty"`
	NeedsTakeover  bool            `json:"needs_takeover,omitempty"`
	Limit          task.Limit      `json:"limit,omitempty"`
	NeedsAttention []string        `json:"needs_attention,omitempty"`
	SkipReason     string          `json:"skip_reason,omitempty"`
	CreatedAt      time.Time       `json:"created_at"`
	UpdatedAt      time.Time       `json:"updated_at"`
}

type wireSnapshot struct {
	SubtaskID   string          `json:"id"`
	Description string          `json:"desc,omitempty"`
	DependsOn   []string        `json:"deps,omitempty"`
	Tool        string          `json:"tool,omitempty"`
	ArgsSummary string          `json:"args,omitempty"`
	Status      task.StepStatus `json:"-"`
	StatusN     int             `json:"status"`
	ErrorKind   string          `json:"kind,omitempty"`
	DurationMS  int64           `json:"ms,omitempty"`
	Tokens      int64           `json:"tokens,omitempty"`
	StartedAt   time.Time       `json:"started,omitzero"`
	Attempts    int             `json:"attempts,omitempty"`
	Message     string          `json:"msg,omitempty"`
}

func encodeStatus(s *task.Status) ([]byte, error) {
	w := wireStatus{Owner: s.Owner, Attempt: s.Attempt, State: s.State, Task: s.Task, Report: s.Report, Output: s.Output,
		StepsUsed: s.StepsUsed, TokensUsed: s.TokensUsed, NeedsTakeover: s.NeedsTakeover, Limit: s.Limit,
		NeedsAttention: s.NeedsAttention, SkipReason: s.SkipReason, CreatedAt: s.CreatedAt, UpdatedAt: s.UpdatedAt}
	if len(s.Steps) > 0 {
		w.Steps = make([]wireSnapshot, len(s.Steps))
	}
	for i, st := range s.Steps {
		w.Steps[i] = wireSnapshot{SubtaskID: st.SubtaskID, Description: st.Description, DependsOn: st.DependsOn, Tool: st.Tool,
			ArgsSummary: st.ArgsSummary, StatusN: int(st.Status), DurationMS: st.DurationMS, Tokens: st.Tokens,
			StartedAt: st.StartedAt, Attempts: st.Attempts, Message: st.Message}
		if st.ErrorKind != toolerr.KindUnspecified {
			w.Steps[i].ErrorKind = st.ErrorKind.String()
		}
	}
	return json.Marshal(&w)
}

func decodeStatus(id string, b []byte) (*task.Status, error) {
	var w wireStatus
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, err
	}
	s := &task.Status{ExecutionID: id, Owner: w.Owner, Attempt: w.Attempt, State: w.State, Task: w.Task, Report: w.Report,
		Output: w.Output, StepsUsed: w.StepsUsed, TokensUsed: w.TokensUsed, NeedsTakeover: w.NeedsTakeover, Limit: w.Limit,
		NeedsAttention: w.NeedsAttention, SkipReason: w.SkipReason, CreatedAt: w.CreatedAt, UpdatedAt: w.UpdatedAt}
	if len(w.Steps) > 0 {
		s.Steps = make([]task.Snapshot, len(w.Steps))
	}
	for i, st := range w.Steps {
		s.Steps[i] = task.Snapshot{SubtaskID: st.SubtaskID, Description: st.Description, DependsOn: st.DependsOn, Tool: st.Tool,
			ArgsSummary: st.ArgsSummary, Status: task.StepStatus(st.StatusN), DurationMS: st.DurationMS, Tokens: st.Tokens,
			StartedAt: st.StartedAt, Attempts: st.Attempts, Message: st.Message}
		if st.ErrorKind != "" {
			s.Steps[i].ErrorKind = toolerr.ParseKind(st.ErrorKind)
		}
	}
	return s, nil
}

type wireEvent struct {
	ExecutionID string            `json:"id,omitempty"`
	Kind        task.EventKind    `json:"k"`
	Time        time.Time         `json:"t"`
	SubtaskID   string            `json:"sub,omitempty"`
	Tool        string            `json:"tool,omitempty"`
	ArgsSummary string            `json:"args,omitempty"`
	DurationMS  int64             `json:"ms,omitempty"`
	Tokens      int64             `json:"tok,omitempty"`
	Status      string            `json:"st,omitempty"`
	Message     string            `json:"msg,omitempty"`
	Scores      []task.Score      `json:"scores,omitempty"`
	Error       *wireError        `json:"err,omitempty"`
	Fields      map[string]string `json:"f,omitempty"`
	State       task.State        `json:"state,omitempty"`
	Limit       task.Limit        `json:"limit,omitempty"`
	Report      string            `json:"report,omitempty"`
	Output      json.RawMessage   `json:"out,omitempty"`
}

type wireError struct {
	Kind      string `json:"kind"`
	Code      string `json:"code,omitempty"`
	Message   string `json:"msg,omitempty"`
	Hint      string `json:"hint,omitempty"`
	Retryable bool   `json:"retry,omitempty"`
}

func encodeEvent(ev *task.Event) ([]byte, error) {
	w := wireEvent{ExecutionID: ev.ExecutionID, Kind: ev.Kind, Time: ev.Time, SubtaskID: ev.SubtaskID, Tool: ev.Tool,
		ArgsSummary: ev.ArgsSummary, DurationMS: ev.DurationMS, Tokens: ev.Tokens, Status: ev.Status, Message: ev.Message,
		Scores: ev.Scores, Fields: ev.Fields, State: ev.State, Limit: ev.Limit, Report: ev.Report, Output: ev.Output}
	if e := ev.Error; e != nil {
		w.Error = &wireError{Kind: e.Kind.String(), Code: e.Code, Message: e.Message, Hint: e.Hint, Retryable: e.Retryable}
	}
	return json.Marshal(&w)
}

func decodeEvent(b []byte) (task.Event, error) {
	var w wireEvent
	if err := json.Unmarshal(b, &w); err != nil {
		return task.Event{}, err
	}
	ev := task.Event{ExecutionID: w.ExecutionID, Kind: w.Kind, Time: w.Time, SubtaskID: w.SubtaskID, Tool: w.Tool,
		ArgsSummary: w.ArgsSummary, DurationMS: w.DurationMS, Tokens: w.Tokens, Status: w.Status, Message: w.Message,
		Scores: w.Scores, Fields: w.Fields, State: w.State, Limit: w.Limit, Report: w.Report, Output: w.Output}
	if e := w.Error; e != nil {
		ev.Error = &toolerr.Error{Kind: toolerr.ParseKind(e.Kind), Code: e.Code, Message: e.Message, Hint: e.Hint, Retryable: e.Retryable}
	}
	return ev, nil
}
