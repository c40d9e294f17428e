package model_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestMalformedReply: one retry that says what was wrong, then a typed
// error; lenient extraction of fenced or prefixed JSON.
func TestMalformedReply(t *testing.T) {
	good := scores("query_metric_center", 0.9)
	tests := []struct {
		name      string
		replies   []modeltest.Reply
		wantErr   bool
		wantCalls int
		feedback  string
	}{
		{"not JSON then good", []modeltest.Reply{modeltest.Text("I think query_metric_center fits best.", 50, 10), good}, false, 2, "no JSON object"},
		{"broken JSON then good", []modeltest.Reply{modeltest.Text(`{"scores":[{"tool":"query_metric_center","score":0.9}`, 50, 10), good}, false, 2, "Your reply was rejected"},
		{"schema mismatch then good", []modeltest.Reply{modeltest.Text(`{"scores":[{"tool":"query_metric_center","score":"high"}]}`, 50, 10), good}, false, 2, "/scores/0/score"},
		{"cut off then good", []modeltest.Reply{{Content: `{"scores":[`, FinishReason: "length", PromptTokens: 5, CompletionTokens: 5}, good}, false, 2, "cut off"},
		{"fenced JSON first time", []modeltest.Reply{modeltest.Text("```json\n{\"scores\":[{\"tool\":\"query_metric_center\",\"score\":0.9}]}\n```", 50, 10)}, false, 1, ""},
		{"think block first time", []modeltest.Reply{modeltest.Text("<think>the metric tool {maybe}</think>\n{\"scores\":[{\"tool\":\"query_metric_center\",\"score\":0.9}]}", 50, 10)}, false, 1, ""},
		{"malformed twice", []modeltest.Reply{modeltest.Text("nope", 50, 10), modeltest.Text("{nope}", 50, 10)}, true, 2, "no JSON object"},
		{"empty twice", []modeltest.Reply{modeltest.Text("", 50, 1), modeltest.Text("  ", 50, 1)}, true, 2, "empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.replies...)
			got, err := newEngine(t, srv).Score(context.Background(), newRun(t, 0), subtask(), catalog())
			reqs := srv.Requests()
			if len(reqs) != tc.wantCalls {
				t.Fatalf("server saw %d requests, want %d", len(reqs), tc.wantCalls)
			}
			if tc.feedback != "" {
				retry := reqs[1]
				if n := len(retry.Messages); n != 4 || retry.Messages[2].Role != "assistant" || retry.Messages[2].Content != tc.replies[0].Content {
					t.Errorf("retry messages = %+v, want system, user, the rejected assistant reply, feedback", retry.Messages)
				} else if fb := retry.Messages[3].Content; !strings.Contains(fb, tc.feedback) {
					t.Errorf("feedback = %q, want it to mention %q", fb, tc.feedback)
				}
			}
			if tc.wantErr {
				var oe *model.OutputError
				if !errors.As(err, &oe) || oe.Op != "score" {
					t.Fatalf("err = %v, want *model.OutputError for score", err)
				}
				if got != nil {
					t.Errorf("scores = %v with an error, want none", got)
				}
				return
			}
			if err != nil || len(got) != 1 || got[0].Tool != "query_metric_center" {
				t.Fatalf("Score = %v, %v; want query_metric_center", got, err)
			}
		})
	}
}

func TestStructuredOutput(t *testing.T) {
	vllmRejection := modeltest.Reply{Status: 400, Body: `{"object":"error","message":"guided decoding: unsupported response_format type json_schema","type":"BadRequestError","code":400}`}
	tests := []struct {
		name           string
		mode           model.StructuredMode
		first          modeltest.Reply
		wantStructured []bool // per request
		wantErr        bool
	}{
		{"accepted", model.StructuredAuto, scores("ping", 0.7), []bool{true, true}, false},
		{"openai-style rejection falls back", model.StructuredAuto, modeltest.Error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."), []bool{true, false, false}, false},
		{"vllm-style rejection falls back", model.StructuredAuto, vllmRejection, []bool{true, false, false}, false},
		{"other 400 is an error", model.StructuredAuto, modeltest.Error(400, "model 'test-model' not found"), []bool{true}, true},
		{"auth error mentioning response_format is an error", model.StructuredAuto, modeltest.Error(401, "bad key; response_format ignored"), []bool{true}, true},
		{"off", model.StructuredOff, scores("ping", 0.7), []bool{false, false}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			replies := []modeltest.Reply{tc.first}
			if tc.first.Status != 0 && !tc.wantErr {
				replies = append(replies, scores("ping", 0.7))
			}
			if !tc.wantErr {
				replies = append(replies, scores("ping", 0.8))
			}
			srv := modeltest.NewServer(t, replies...)
			e := newEngine(t, srv, func(o *model.Options) { o.StructuredOutput = tc.mode })
			ctx, run := context.Background(), newRun(t, 0)
			_, err := e.Score(ctx, run, subtask(), catalog())
			if tc.wantErr {
				if err == nil {
					t.Fatal("Score succeeded, want the server's error")
				}
			} else {
				if err != nil {
					t.Fatalf("Score: %v", err)
				}
				if _, err := e.Score(ctx, run, subtask(), catalog()); err != nil { // the mode sticks
					t.Fatalf("second Score: %v", err)
				}
			}
			reqs := srv.Requests()
			if len(reqs) != len(tc.wantStructured) {
				t.Fatalf("server saw %d requests, want %d", len(reqs), len(tc.wantStructured))
			}
			for i, r := range reqs {
				if got := r.Structured(); got != tc.wantStructured[i] {
					t.Errorf("request %d structured = %v, want %v", i+1, got, tc.wantStructured[i])
				}
				if !r.Structured() && !strings.Contains(r.Messages[0].Content, `matches this JSON Schema:`+"\n"+`{"type":"object"`) {
					t.Errorf("plain request %d carries no schema in its instructions", i+1)
				}
				if r.Structured() && !strings.Contains(string(r.ResponseFormat), `"name":"hermes_score"`) {
					t.Errorf("request %d response_format = %s", i+1, r.ResponseFormat)
				}
			}
		})
	}
}

func TestUsageIsMetered(t *testing.T) {
	srv := modeltest.NewServer(t,
		modeltest.JSON(map[string]any{"scores": []any{}}, 100, 20),
		modeltest.Text("garbage", 200, 30),
		modeltest.JSON(map[string]any{"scores": []any{}}, 50, 5),
		modeltest.JSON(map[string]any{"ok": true, "reason": ""}, 0, 0), // no usage reported
	)
	e := newEngine(t, srv)
	run, ctx := newRun(t, 0), context.Background()
	for range 2 {
		if _, err := e.Score(ctx, run, subtask(), catalog()); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := run.Meter.Used(), 100+20+200+30+50+5; got != want {
		t.Errorf("meter = %d after reported usage, want %d", got, want)
	}
	before := run.Meter.Used()
	if _, err := e.Judge(ctx, run, subtask(), spec(t, "ping"), json.RawMessage(`{"ok":1}`)); err != nil {
		t.Fatal(err)
	}
	if est := run.Meter.Used() - before; est < 50 {
		t.Errorf("unreported usage was estimated at %d tokens, want an estimate of the prompt (≥ 50)", est)
	}
}

// TestBudgetExhausted: with the budget spent no request leaves the engine,
// whatever the operation, and a crossing stops the next call.
func TestBudgetExhausted(t *testing.T) {
	output := json.RawMessage(`{"rows":[1,2]}`)
	ops := []struct {
		name string
		do   func(context.Context, *model.Engine, *reason.Run) error
	}{
		{"parse", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, err := e.Parse(ctx, weeklyGoal, r.Meter)
			return err
		}},
		{"plan", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, err := e.Plan(ctx, r, catalog())
			return err
		}},
		{"score", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, err := e.Score(ctx, r, subtask(), catalog())
			return err
		}},
		{"fill", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, _, err := e.FillArgs(ctx, r, subtask(), spec(t, "query_metric_center"), nil, "")
			return err
		}},
		{"judge", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, err := e.Judge(ctx, r, subtask(), spec(t, "ping"), output)
			return err
		}},
		{"summarize", func(ctx context.Context, e *model.Engine, r *reason.Run) error {
			_, err := e.Summarize(ctx, r, subtask(), spec(t, "ping"), output)
			return err
		}},
	}
	t.Run("report falls back to the template", func(t *testing.T) {
		srv := modeltest.NewServer(t)
		run := newRun(t, 1000)
		run.Meter.Add(1000)
		steps := []task.StepSummary{{SubtaskID: "alerts", Status: task.StepSkipped, ErrorKind: toolerr.System, Summary: "告警中心超时"}}
		got, err := newEngine(t, srv).Report(context.Background(), run, steps)
		if err != nil || !strings.Contains(got, "告警中心超时") {
			t.Errorf("Report = %q, %v; want the template report naming the skipped subtask", got, err)
		}
		if n := len(srv.Requests()); n != 0 {
			t.Errorf("server saw %d requests, want none", n)
		}
	})
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			srv := modeltest.NewServer(t)
			run := newRun(t, 1000)
			run.Meter.Add(1000)
			err := op.do(context.Background(), newEngine(t, srv), run)
			if !errors.Is(err, reason.ErrBudgetExhausted) {
				t.Errorf("err = %v, want ErrBudgetExhausted", err)
			}
			if n := len(srv.Requests()); n != 0 {
				t.Errorf("server saw %d requests, want none", n)
			}
		})
	}
	t.Run("crossing stops the next call", func(t *testing.T) {
		srv := modeltest.NewServer(t, scores("ping", 0.5), scores("ping", 0.5))
		e, run := newEngine(t, srv), newRun(t, 500)
		for i := range 2 {
			if _, err := e.Score(context.Background(), run, subtask(), catalog()); err != nil {
				t.Fatalf("call %d: %v", i+1, err)
			}
		}
		_, err := e.Score(context.Background(), run, subtask(), catalog())
		if !errors.Is(err, reason.ErrBudgetExhausted) || len(srv.Requests()) != 2 || run.Meter.Used() != 680 {
			t.Errorf("third call: err %v, %d requests, %d tokens; want ErrBudgetExhausted, 2, 680", err, len(srv.Requests()), run.Meter.Used())
		}
	})
	t.Run("no retry past the budget", func(t *testing.T) {
		srv := modeltest.NewServer(t, modeltest.Text("garbage", 400, 200))
		_, err := newEngine(t, srv).Score(context.Background(), newRun(t, 500), subtask(), catalog())
		if !errors.Is(err, reason.ErrBudgetExhausted) || len(srv.Requests()) != 1 {
			t.Errorf("err %v after %d requests; want ErrBudgetExhausted after 1", err, len(srv.Requests()))
		}
	})
}
