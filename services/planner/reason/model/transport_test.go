package model_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/model"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func TestConcurrentScores(t *testing.T) {
	srv := modeltest.NewServerFunc(t, func(r modeltest.Request) modeltest.Reply {
		if strings.Contains(r.Text(), "Subtask b") {
			return scores("fetch_alert_history", 0.9)
		}
		return scores("query_metric_center", 0.9)
	})
	e := newEngine(t, srv)
	run := newRun(t, 0)
	errs := make(chan error, 8)
	for i := range 8 {
		go func() {
			id := []string{"a", "b"}[i%2]
			got, err := e.Score(context.Background(), run, &task.Subtask{ID: id, Description: "need " + id}, catalog())
			if err == nil && (len(got) != 1 || (id == "b") != (got[0].Tool == "fetch_alert_history")) {
				err = fmt.Errorf("subtask %s got %v", id, got)
			}
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	if got, want := run.Meter.Used(), 8*340; got != want {
		t.Errorf("meter = %d, want %d", got, want)
	}
}

func TestRequestShape(t *testing.T) {
	srv := modeltest.NewServer(t, scores("ping", 0.5))
	e := newEngine(t, srv, func(o *model.Options) { o.Model = "qwen2.5:7b" })
	if _, err := e.Score(context.Background(), newRun(t, 0), subtask(), catalog()); err != nil {
		t.Fatal(err)
	}
	r := srv.Requests()[0]
	checks := []struct{ name, got, want string }{
		{"path", r.Path, "/v1/chat/completions"},
		{"model", r.Model, "qwen2.5:7b"},
		{"auth", r.Header.Get("Authorization"), "Bearer sk-test"},
		{"max_tokens set", fmt.Sprint(r.MaxTokens > 0), "true"},
		{"temperature", fmt.Sprint(strings.Contains(string(r.Body), `"temperature":0`)), "true"},
		{"clock line", fmt.Sprint(strings.Contains(r.Text(), "Now: 2025-03-10 14:02 Monday, Asia/Shanghai")), "true"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
}

func TestNewValidatesOptions(t *testing.T) {
	tests := []struct {
		name string
		opts model.Options
		ok   bool
	}{
		{"minimal", model.Options{Model: "gpt-4o-mini"}, true},
		{"no model", model.Options{BaseURL: "http://localhost:11434/v1"}, false},
		{"bad scheme", model.Options{Model: "m", BaseURL: "ftp://host/v1"}, false},
		{"no host", model.Options{Model: "m", BaseURL: "http:///v1"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := model.New(tc.opts)
			if (err == nil) != tc.ok {
				t.Errorf("New err = %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

func TestServerErrorIsWrapped(t *testing.T) {
	tests := []struct {
		name  string
		reply modeltest.Reply
		want  string
	}{
		{"openai-style", modeltest.Error(500, "overloaded"), "overloaded"},
		{"vllm-style", modeltest.Reply{Status: 404, Body: `{"object":"error","message":"The model 'x' does not exist.","code":404}`}, "The model 'x' does not exist."},
		{"not JSON", modeltest.Reply{Status: 502, Body: "<html>bad gateway</html>"}, "bad gateway"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := modeltest.NewServer(t, tc.reply)
			_, err := newEngine(t, srv).Score(context.Background(), newRun(t, 0), subtask(), catalog())
			if err == nil || !strings.Contains(err.Error(), "model: score:") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want the wrapped server error naming %q", err, tc.want)
			}
			var oe *model.OutputError
			if errors.As(err, &oe) || errors.Is(err, reason.ErrBudgetExhausted) {
				t.Errorf("a server error is neither an OutputError nor a budget stop: %v", err)
			}
			if n := len(srv.Requests()); n != 1 {
				t.Errorf("server saw %d requests, want 1 (MaxRetries -1)", n)
			}
		})
	}
}

func TestTransportRetry(t *testing.T) {
	unavailable := modeltest.Error(503, "warming up")
	unavailable.Header = map[string]string{"Retry-After-Ms": "1"}
	srv := modeltest.NewServer(t, unavailable, scores("ping", 0.6))
	e := newEngine(t, srv, func(o *model.Options) { o.MaxRetries = 1 })
	got, err := e.Score(context.Background(), newRun(t, 0), subtask(), catalog())
	if err != nil || len(got) != 1 {
		t.Fatalf("Score = %v, %v; want the retried request's scores", got, err)
	}
	if n := len(srv.Requests()); n != 2 {
		t.Errorf("server saw %d requests, want 2", n)
	}
}
