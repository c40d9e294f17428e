package loop

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// The token budget is hit exactly: the model engine, talking to a real
// OpenAI-compatible HTTP server that replays scripted replies with usage,
// spends 400 tokens per call against a budget of 1000. The third call
// crosses it; the task stops as STOPPED_LIMIT, no model call is made after
// that, and the report falls back to the template.
func TestTokenBudgetStopsTheTask(t *testing.T) {
	srv := modeltest.NewServerFunc(t, func(r modeltest.Request) modeltest.Reply {
		switch r.SchemaName() {
		case "hermes_judge":
			return modeltest.JSON(map[string]any{"ok": true, "reason": "rows as expected"}, 300, 100)
		case "hermes_summarize":
			return modeltest.JSON(map[string]any{"summary": "1 row"}, 300, 100)
		default:
			t.Errorf("unexpected model call %s after the budget was spent", r.SchemaName())
			return modeltest.Error(500, "unexpected")
		}
	})
	emb := embedded.New(embedded.Options{})
	eng, err := model.New(model.Options{BaseURL: srv.URL, Model: "scripted", Fallback: emb})
	if err != nil {
		t.Fatal(err)
	}
	tools := newRegistry(tool("a", ok), tool("b", ok), tool("c", ok))
	st := store.NewMemory(store.MemoryOptions{})
	ex := New(tools, eng, st, Options{Limits: task.Limits{Parallelism: 1, TokenBudget: 1000}})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = ex.Shutdown(ctx)
	})
	h := &harness{exec: ex, store: st}

	evs := h.run(t, Request{Task: explicit(
		task.Subtask{ID: "s1", Tool: "a"},
		task.Subtask{ID: "s2", Tool: "b", DependsOn: []string{"s1"}},
		task.Subtask{ID: "s3", Tool: "c", DependsOn: []string{"s2"}},
	)})
	done := final(t, evs)
	if done.State != task.StateStoppedLimit || done.Limit != task.LimitTokens {
		t.Fatalf("state %v limit %v, want STOPPED_LIMIT tokens", done.State, done.Limit)
	}
	if got := len(srv.Requests()); got != 3 {
		t.Errorf("model calls = %d, want 3 (judge+summarize of s1 = 800, judge of s2 = 1200 > 1000, then none)", got)
	}
	if done.Tokens != 1200 {
		t.Errorf("total tokens = %d, want 1200 (the usage the server reported)", done.Tokens)
	}
	if tools.tools["c"].calls.Load() != 0 {
		t.Errorf("a tool was called after the budget was spent")
	}
	if done.Report == "" || !strings.Contains(done.Report, "s1") {
		t.Errorf("want the template report of what was done, got %q", done.Report)
	}
	status, _ := st.Get(context.Background(), done.ExecutionID)
	if !status.NeedsTakeover || status.TokensUsed != 1200 {
		t.Errorf("needs_takeover %v tokens_used %d", status.NeedsTakeover, status.TokensUsed)
	}
}

// A budget spent while planning is a hard limit like any other: the task
// stops as STOPPED_LIMIT with LIMIT_REACHED and needs a person, and no
// tool is called.
func TestTokenBudgetSpentWhilePlanning(t *testing.T) {
	srv := modeltest.NewServerFunc(t, func(r modeltest.Request) modeltest.Reply {
		if r.SchemaName() == "hermes_parse" {
			return modeltest.JSON(map[string]any{"language": "en", "constraints": []any{}, "expected_output": "metrics",
				"entities": []any{}, "format": "text", "max_chars": 0}, 500, 200)
		}
		t.Errorf("unexpected model call %s after the budget was spent", r.SchemaName())
		return modeltest.Error(500, "unexpected")
	})
	eng, err := model.New(model.Options{BaseURL: srv.URL, Model: "scripted"})
	if err != nil {
		t.Fatal(err)
	}
	metrics := tool("query_metrics", ok)
	st := store.NewMemory(store.MemoryOptions{})
	ex := New(newRegistry(metrics), eng, st, Options{Limits: task.Limits{TokenBudget: 500}})
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = ex.Shutdown(ctx)
	})
	h := &harness{exec: ex, store: st}

	evs := h.run(t, Request{Goal: "query the metrics of last week"})
	done := final(t, evs)
	if done.State != task.StateStoppedLimit || done.Limit != task.LimitTokens {
		t.Fatalf("state %v limit %q, want STOPPED_LIMIT tokens (report %q)", done.State, done.Limit, done.Report)
	}
	if n := count(evs, task.EventLimitReached, ""); n != 1 {
		t.Errorf("%d LIMIT_REACHED events, want 1", n)
	}
	if n := metrics.calls.Load(); n != 0 {
		t.Errorf("a tool was called %d times after the budget was spent", n)
	}
	status, _ := st.Get(context.Background(), done.ExecutionID)
	if !status.NeedsTakeover {
		t.Errorf("needs_takeover is false, want true")
	}
}
