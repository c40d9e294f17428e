package registry

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/toolrunner/tool"
)

func spec(name string, se toolspec.SideEffect) toolspec.Spec {
	return toolspec.Spec{
		Name:        name,
		Description: "Test tool " + name + ".",
		Parameters:  json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"},"day":{"type":"string","format":"date"}},"required":["n"]}`),
		SideEffect:  se,
	}
}

func mustRegister(t *testing.T, r *Registry, s toolspec.Spec, fn tool.Func) {
	t.Helper()
	if err := r.RegisterFunc(s, fn); err != nil {
		t.Fatalf("Register(%s): %v", s.Name, err)
	}
}

// wantToolErr checks err is a *toolerr.Error of the given kind and code.
func wantToolErr(t *testing.T, err error, kind toolerr.Kind, code string) *toolerr.Error {
	t.Helper()
	te, ok := err.(*toolerr.Error)
	if !ok {
		t.Fatalf("error = %#v (%v), want *toolerr.Error", err, err)
	}
	if te.Kind != kind || te.Code != code {
		t.Fatalf("error = %v; want kind %v code %q", te, kind, code)
	}
	return te
}

func okTool(calls *atomic.Int32) tool.Func {
	return func(_ context.Context, args json.RawMessage) (json.RawMessage, error) {
		calls.Add(1)
		return json.RawMessage(`{"rows":[{"n":1}],"row_count":1,"truncated":false}`), nil
	}
}

func TestRegister(t *testing.T) {
	r := New(Options{})
	mustRegister(t, r, spec("b_tool", toolspec.Read), okTool(new(atomic.Int32)))
	mustRegister(t, r, spec("a_tool", toolspec.Read), okTool(new(atomic.Int32)))

	bad := spec("bad_schema", toolspec.Read)
	bad.Parameters = json.RawMessage(`{"type":"nonsense"}`)
	noInvoker := spec("no_invoker", toolspec.Read)
	catalog := spec("catalog_only", toolspec.Read)
	catalog.Family = toolspec.FamilyCatalog

	tests := []struct {
		name    string
		spec    toolspec.Spec
		inv     tool.Invoker
		wantErr string
	}{
		{"duplicate", spec("a_tool", toolspec.Read), tool.Func(okTool(new(atomic.Int32))), "already registered"},
		{"invalid schema", bad, tool.Func(okTool(new(atomic.Int32))), "parameters"},
		{"invalid name", spec("has space", toolspec.Read), tool.Func(okTool(new(atomic.Int32))), "name"},
		{"missing invoker", noInvoker, nil, "no invoker"},
		{"catalog without invoker", catalog, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := r.Register(tc.spec, tc.inv)
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("Register = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("Register = %v, want error containing %q", err, tc.wantErr)
			}
		})
	}

	var names []string
	for _, s := range r.List() {
		names = append(names, s.Name)
	}
	if got, want := strings.Join(names, ","), "a_tool,b_tool,catalog_only"; got != want {
		t.Errorf("List names = %s, want %s", got, want)
	}
	if s, ok := r.Describe("a_tool"); !ok || s.Family != toolspec.FamilyGo || !json.Valid(s.Parameters) {
		t.Errorf("Describe(a_tool) = %+v, %v; want family go and its schema", s, ok)
	}
	if _, ok := r.Describe("nope"); ok {
		t.Errorf("Describe(nope) found a tool")
	}
}

func TestInvokeErrors(t *testing.T) {
	var calls atomic.Int32
	r := New(Options{MaxOutputBytes: 64})
	mustRegister(t, r, spec("ok", toolspec.Read), okTool(&calls))

	slow := spec("slow", toolspec.Read)
	slow.Timeout = 20 * time.Millisecond
	mustRegister(t, r, slow, func(ctx context.Context, _ json.RawMessage) (json.RawMessage, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	})
	mustRegister(t, r, spec("panics", toolspec.Read), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		panic("boom")
	})
	mustRegister(t, r, spec("big", toolspec.Read), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		return json.Marshal(strings.Repeat("x", 100))
	})
	mustRegister(t, r, spec("plain_error", toolspec.Read), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		return nil, errors.New("disk on fire")
	})
	mustRegister(t, r, spec("business", toolspec.Read), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		return nil, toolerr.NewBusiness("code_10086", "quota exceeded")
	})
	mustRegister(t, r, spec("not_json", toolspec.Read), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		return json.RawMessage(`{oops`), nil
	})
	catalog := spec("catalog", toolspec.Read)
	catalog.Family = toolspec.FamilyCatalog
	if err := r.Register(catalog, nil); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name      string
		tool      string
		args      string
		kind      toolerr.Kind
		code      string
		retryable bool
	}{
		{"unknown tool", "rm_rf", `{"n":1}`, toolerr.Param, toolerr.CodeUnknownTool, false},
		{"missing field", "ok", `{}`, toolerr.Param, toolerr.CodeInvalidArguments, false},
		{"bad date", "ok", `{"n":1,"day":"tomorrow"}`, toolerr.Param, toolerr.CodeInvalidArguments, false},
		{"oversized args", "ok", `{"n":1,"pad":"` + strings.Repeat("a", DefaultMaxArgsBytes) + `"}`, toolerr.Param, CodeArgsTooLarge, false},
		{"timeout", "slow", `{"n":1}`, toolerr.System, toolerr.CodeTimeout, true},
		{"panic", "panics", `{"n":1}`, toolerr.System, toolerr.CodeInternal, false},
		{"output too large", "big", `{"n":1}`, toolerr.System, toolerr.CodeOutputTooLarge, false},
		{"plain error is system", "plain_error", `{"n":1}`, toolerr.System, toolerr.CodeInternal, false},
		{"business passes through", "business", `{"n":1}`, toolerr.Business, "code_10086", false},
		{"invalid output", "not_json", `{"n":1}`, toolerr.System, CodeInvalidOutput, false},
		{"catalog only", "catalog", `{"n":1}`, toolerr.Business, CodeNotExecutable, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := r.Invoke(context.Background(), tc.tool, json.RawMessage(tc.args), Call{ExecutionID: "e", StepID: "s"})
			te := wantToolErr(t, err, tc.kind, tc.code)
			if te.Retryable != tc.retryable {
				t.Errorf("retryable = %v, want %v", te.Retryable, tc.retryable)
			}
		})
	}
	if got := calls.Load(); got != 0 {
		t.Errorf("tool ok ran %d times on invalid calls, want 0", got)
	}
}

func TestInvokeSuccess(t *testing.T) {
	var calls atomic.Int32
	r := New(Options{})
	mustRegister(t, r, spec("ok", toolspec.Read), okTool(&calls))
	res, err := r.Invoke(context.Background(), "ok", json.RawMessage(`{"n":1,"day":"2025-03-03"}`), Call{})
	if err != nil {
		t.Fatalf("Invoke: %v", err)
	}
	if res.Summary != "rows=1" || res.Replayed || !json.Valid(res.Output) {
		t.Errorf("Result = %+v, want summary rows=1, not replayed, valid output", res)
	}
	// Read tools run every time; they need no key.
	if _, err := r.Invoke(context.Background(), "ok", json.RawMessage(`{"n":1}`), Call{}); err != nil {
		t.Fatalf("second Invoke: %v", err)
	}
	if got := calls.Load(); got != 2 {
		t.Errorf("read tool ran %d times, want 2", got)
	}
}

func TestWriteNeedsKey(t *testing.T) {
	var calls atomic.Int32
	r := New(Options{})
	mustRegister(t, r, spec("w", toolspec.Write), okTool(&calls))
	for _, call := range []Call{{}, {ExecutionID: "e"}, {StepID: "s"}} {
		_, err := r.Invoke(context.Background(), "w", json.RawMessage(`{"n":1}`), call)
		wantToolErr(t, err, toolerr.Param, toolerr.CodeMissingKey)
	}
	if calls.Load() != 0 {
		t.Errorf("write ran without a key")
	}
}

func TestWriteReplays(t *testing.T) {
	tests := []struct {
		name       string
		first      string
		second     string
		fail       *toolerr.Error
		wantCalls  int32
		wantKind   toolerr.Kind
		wantCode   string
		wantReplay bool
	}{
		{name: "same args replay success", first: `{"n":1}`, second: `{ "n" : 1 }`, wantCalls: 1, wantReplay: true},
		{name: "same args replay business error", first: `{"n":1}`, second: `{"n":1}`,
			fail: toolerr.NewBusiness("code_10086", "refused"), wantCalls: 1, wantKind: toolerr.Business, wantCode: "code_10086", wantReplay: true},
		{name: "different args after success conflict", first: `{"n":1}`, second: `{"n":2}`,
			wantCalls: 1, wantKind: toolerr.Business, wantCode: CodeIdempotencyConflict, wantReplay: true},
		{name: "corrected args after param error run again", first: `{"n":1}`, second: `{"n":2}`,
			fail: toolerr.NewParam("http_400", "bad n", "n must be even"), wantCalls: 2, wantKind: toolerr.Param, wantCode: "http_400"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var calls atomic.Int32
			r := New(Options{})
			mustRegister(t, r, spec("w", toolspec.Write), func(context.Context, json.RawMessage) (json.RawMessage, error) {
				calls.Add(1)
				if tc.fail != nil {
					return nil, tc.fail
				}
				return json.RawMessage(`{"id":42}`), nil
			})
			call := Call{ExecutionID: "exec-1", StepID: "step-1"}
			first, err1 := r.Invoke(context.Background(), "w", json.RawMessage(tc.first), call)
			if first.Replayed {
				t.Errorf("first call Replayed = true")
			}
			res, err := r.Invoke(context.Background(), "w", json.RawMessage(tc.second), call)
			if got := calls.Load(); got != tc.wantCalls {
				t.Errorf("tool ran %d times, want %d", got, tc.wantCalls)
			}
			if res.Replayed != tc.wantReplay {
				t.Errorf("Replayed = %v, want %v", res.Replayed, tc.wantReplay)
			}
			if tc.wantCode == "" {
				if err1 != nil || err != nil {
					t.Fatalf("errors = %v, %v; want nil", err1, err)
				}
				if string(res.Output) != string(first.Output) || res.Summary != first.Summary {
					t.Errorf("replayed %s %q, want %s %q", res.Output, res.Summary, first.Output, first.Summary)
				}
				return
			}
			wantToolErr(t, err, tc.wantKind, tc.wantCode)
		})
	}
}

func TestConcurrentDuplicateWritesRunOnce(t *testing.T) {
	var calls atomic.Int32
	release := make(chan struct{})
	started := make(chan struct{}, 20)
	r := New(Options{})
	mustRegister(t, r, spec("w", toolspec.Write), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		calls.Add(1)
		started <- struct{}{}
		<-release
		return json.RawMessage(`{"written":1}`), nil
	})
	const n = 20
	var wg sync.WaitGroup
	results := make([]Result, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			results[i], errs[i] = r.Invoke(context.Background(), "w", json.RawMessage(`{"n":7}`), Call{ExecutionID: "cron-0900", StepID: "inspect"})
		})
	}
	<-started // one run is in progress; the others are claiming or waiting
	close(release)
	wg.Wait()
	if got := calls.Load(); got != 1 {
		t.Fatalf("write ran %d times, want exactly 1", got)
	}
	replayed := 0
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("call %d: %v", i, errs[i])
		}
		if string(results[i].Output) != `{"written":1}` {
			t.Errorf("call %d output = %s", i, results[i].Output)
		}
		if results[i].Replayed {
			replayed++
		}
	}
	if replayed != n-1 {
		t.Errorf("replayed = %d, want %d", replayed, n-1)
	}
}

func TestDuplicateGivesUpWhenFirstOutlivesIt(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	r := New(Options{})
	mustRegister(t, r, spec("w", toolspec.Write), func(context.Context, json.RawMessage) (json.RawMessage, error) {
		close(started)
		<-release
		return json.RawMessage(`{}`), nil
	})
	call := Call{IdempotencyKey: "k1"}
	done := make(chan error, 1)
	go func() {
		_, err := r.Invoke(context.Background(), "w", json.RawMessage(`{"n":1}`), call)
		done <- err
	}()
	<-started
	// The duplicate's caller gives up before the first run ends: it gets a
	// clear in_progress error, and the write is not run a second time.
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := r.Invoke(ctx, "w", json.RawMessage(`{"n":1}`), call)
	if te := wantToolErr(t, err, toolerr.System, toolerr.CodeInProgress); !te.Retryable {
		t.Errorf("in_progress error is not retryable")
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatalf("first call: %v", err)
	}
}

func TestSummarize(t *testing.T) {
	tests := []struct{ out, want string }{
		{`{"rows":[{},{}],"row_count":2,"truncated":true}`, "rows=2 truncated"},
		{`{"alerts":[1,2,3,4,5],"window":{"start":"2025-03-03"}}`, "alerts=5 keys=alerts,window"},
		{`{"token":"s3cr3t-value"}`, "keys=token"},
		{`[1,2,3]`, "items=3"},
		{`"hello"`, "text chars=5"},
		{`null`, "empty"},
		{`{}`, "object empty"},
		{`42`, "scalar number"},
	}
	for _, tc := range tests {
		t.Run(tc.out, func(t *testing.T) {
			if got := Summarize([]byte(tc.out)); got != tc.want {
				t.Errorf("Summarize(%s) = %q, want %q", tc.out, got, tc.want)
			}
		})
	}
	long := `{` + strings.Repeat(`"a_very_long_key_name_here_x":[1],`, 30) + `"z":1}`
	if got := Summarize([]byte(long)); len([]rune(got)) > maxSummary {
		t.Errorf("summary has %d runes, want ≤ %d", len([]rune(got)), maxSummary)
	}
}
