package model_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/hermes-agent/hermes/libs/logs"
	"github.com/hermes-agent/hermes/libs/telemetry"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// chats records what a ChatObserver is told.
type chats struct {
	mu     sync.Mutex
	models []string
	ends   []model.ChatEnd
}

func (c *chats) StartChat(ctx context.Context, m string) (context.Context, func(model.ChatEnd)) {
	c.mu.Lock()
	c.models = append(c.models, m)
	c.mu.Unlock()
	return ctx, func(end model.ChatEnd) {
		c.mu.Lock()
		c.ends = append(c.ends, end)
		c.mu.Unlock()
	}
}

// Every request to the server is observed once, with the usage the server
// reported, or with its error.
func TestEachRequestIsObservedWithItsUsage(t *testing.T) {
	tests := []struct {
		name    string
		reply   modeltest.Reply
		wantIn  int
		wantOut int
		wantErr bool
	}{
		{name: "answered", reply: modeltest.JSON(map[string]any{"report": "weekly report: all good"}, 100, 20), wantIn: 100, wantOut: 20},
		{name: "refused", reply: modeltest.Error(500, "overloaded"), wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			obs := &chats{}
			srv := modeltest.NewServer(t, tc.reply)
			eng := newEngine(t, srv, func(o *model.Options) { o.Observer = obs })
			steps := []task.StepSummary{{SubtaskID: "core_metrics", Status: task.StepSucceeded, Summary: "rows=3"}}
			if _, err := eng.Report(context.Background(), newRun(t, 0), steps); err != nil {
				t.Fatal(err)
			}
			if len(obs.ends) != 1 || len(obs.models) != 1 || obs.models[0] != "test-model" {
				t.Fatalf("observed %d requests to %v, want 1 to test-model", len(obs.ends), obs.models)
			}
			end := obs.ends[0]
			if (end.Err != nil) != tc.wantErr || end.InputTokens != tc.wantIn || end.OutputTokens != tc.wantOut {
				t.Errorf("observed %+v, want input %d output %d error %v", end, tc.wantIn, tc.wantOut, tc.wantErr)
			}
		})
	}
}

// TestLogsNameTheExecution: the engine's log records are written with the
// call's context, so each names the execution (and the trace) it concerns.
func TestLogsNameTheExecution(t *testing.T) {
	srv := modeltest.NewServer(t,
		modeltest.Text("not json", 10, 2),
		modeltest.JSON(map[string]any{"scores": []any{}}, 10, 2),
	)
	var out bytes.Buffer
	e := newEngine(t, srv, func(o *model.Options) {
		o.Logger = logs.New(&out, logs.Options{Level: "debug", Format: "json"})
	})
	ctx := telemetry.WithExecutionID(context.Background(), "exec-logged")
	if _, err := e.Score(ctx, newRun(t, 0), subtask(), catalog()); err != nil {
		t.Fatal(err)
	}
	var records int
	for line := range strings.Lines(out.String()) {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		records++
		if rec["execution_id"] != "exec-logged" {
			t.Errorf("record %q has execution_id %v, want exec-logged", rec["msg"], rec["execution_id"])
		}
	}
	if records < 2 { // the rejected reply (warn) and the call (debug) at least
		t.Fatalf("got %d log records, want the rejected reply and the model calls:\n%s", records, out.String())
	}
}
