package gateway_test

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"flag"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grpcserver"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/services/gateway"
	"github.com/hermes-agent/hermes/services/gateway/internal/auth"
	"github.com/hermes-agent/hermes/services/gateway/internal/httpapi"
)

// recordingPlanner is a planner over real gRPC that records who asked it to
// execute what, and serves a fixed event history. Tools are visible per
// role as the real planner decides: "restart" only to ops.
type recordingPlanner struct {
	hermesv1.UnimplementedPlannerServiceServer
	mu       sync.Mutex
	executed []string // "principal:execution ID" of each Execute
	events   int      // events of every watched execution
}

func (p *recordingPlanner) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	who := "anonymous"
	if pr := principalgrpc.FromIncoming(stream.Context()); pr != nil {
		who = pr.Name
	}
	p.mu.Lock()
	p.executed = append(p.executed, who+":"+req.GetExecutionId())
	p.mu.Unlock()
	if err := stream.Send(&hermesv1.ExecuteResponse{Event: &hermesv1.TaskEvent{ExecutionId: req.GetExecutionId(), Seq: 1, Kind: hermesv1.EventKind_EVENT_KIND_TASK_START}}); err != nil {
		return err
	}
	<-stream.Context().Done()
	return nil
}

func (p *recordingPlanner) calls() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.executed)
}

func (p *recordingPlanner) ListTools(ctx context.Context, _ *hermesv1.PlannerServiceListToolsRequest) (*hermesv1.PlannerServiceListToolsResponse, error) {
	tools := []*hermesv1.ToolSummary{{Name: "echo"}}
	if pr := principalgrpc.FromIncoming(ctx); pr == nil || slices.Contains(pr.Roles, "ops") {
		tools = append(tools, &hermesv1.ToolSummary{Name: "restart"})
	}
	return &hermesv1.PlannerServiceListToolsResponse{Tools: tools}, nil
}

func (p *recordingPlanner) GetTask(ctx context.Context, req *hermesv1.PlannerServiceGetTaskRequest) (*hermesv1.PlannerServiceGetTaskResponse, error) {
	if req.GetExecutionId() != "known" {
		return nil, status.Errorf(codes.NotFound, "execution %q not found", req.GetExecutionId())
	}
	return &hermesv1.PlannerServiceGetTaskResponse{Status: &hermesv1.TaskStatus{ExecutionId: "known", State: hermesv1.TaskState_TASK_STATE_RUNNING}}, nil
}

func (p *recordingPlanner) WatchTask(req *hermesv1.PlannerServiceWatchTaskRequest, stream hermesv1.PlannerService_WatchTaskServer) error {
	if req.GetExecutionId() != "known" {
		return status.Errorf(codes.NotFound, "execution %q not found", req.GetExecutionId())
	}
	for seq := req.GetAfterSeq() + 1; seq <= int64(p.events); seq++ {
		kind := hermesv1.EventKind_EVENT_KIND_TOOL_RESULT
		if seq == int64(p.events) {
			kind = hermesv1.EventKind_EVENT_KIND_TASK_DONE
		}
		if err := stream.Send(&hermesv1.PlannerServiceWatchTaskResponse{Event: &hermesv1.TaskEvent{ExecutionId: "known", Seq: seq, Kind: kind}}); err != nil {
			return err
		}
	}
	return nil
}

func (p *recordingPlanner) CancelTask(ctx context.Context, req *hermesv1.PlannerServiceCancelTaskRequest) (*hermesv1.PlannerServiceCancelTaskResponse, error) {
	return &hermesv1.PlannerServiceCancelTaskResponse{State: hermesv1.TaskState_TASK_STATE_CANCELLED}, nil
}

func (p *recordingPlanner) ApproveStep(ctx context.Context, req *hermesv1.PlannerServiceApproveStepRequest) (*hermesv1.PlannerServiceApproveStepResponse, error) {
	st := hermesv1.StepStatus_STEP_STATUS_SKIPPED
	if req.GetApprove() {
		st = hermesv1.StepStatus_STEP_STATUS_RUNNING
	}
	return &hermesv1.PlannerServiceApproveStepResponse{Status: st}, nil
}

const (
	analystKey = "analyst-key"
	opsKey     = "ops-key"
	secret     = "0123456789abcdef0123456789abcdef-ci"
)

// serveGRPC serves srv on a free loopback port until the test ends.
func serveGRPC(t *testing.T, serve func(context.Context, net.Listener) error) string {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, lis) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return lis.Addr().String()
}

func writeFile(t *testing.T, name, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// startGateway starts a real gateway with its HTTP listener in front of
// pl, with API keys and one signing sender; it returns the HTTP base URL
// and the key file.
func startGateway(t *testing.T, pl *recordingPlanner, adjust func(*gateway.Config)) (string, string) {
	t.Helper()
	psrv := grpcserver.New(grpcserver.Options{})
	hermesv1.RegisterPlannerServiceServer(psrv, pl)
	plAddr := serveGRPC(t, psrv.Serve)
	keys := writeFile(t, "keys.yaml", "keys:\n"+
		"  - {name: analyst-bot, roles: [analyst], sha256: "+auth.Digest(analystKey)+"}\n"+
		"  - {name: oncall, roles: [ops], sha256: "+auth.Digest(opsKey)+"}\n")
	senders := writeFile(t, "senders.yaml", "senders:\n  - {name: ci, roles: [analyst], secret: "+secret+"}\n")
	var cfg gateway.Config
	cfg.RegisterFlags(flagSet())
	cfg.Server.Listen = "127.0.0.1:0"
	cfg.PlannerAddr = plAddr
	cfg.AuthKeys = keys
	cfg.HTTP.Addr = "127.0.0.1:0"
	cfg.HTTP.WebhookSecrets = senders
	cfg.HTTP.MaxBody = 4096
	if adjust != nil {
		adjust(&cfg)
	}
	gw, err := gateway.New(cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	serveGRPC(t, gw.Serve)
	return "http://" + gw.HTTPAddr(), keys
}

type response struct {
	status int
	body   map[string]any
	raw    string
}

// errorCode is the gRPC code name of an error response, or "".
func (r response) errorCode() string {
	e, _ := r.body["error"].(map[string]any)
	c, _ := e["code"].(string)
	return c
}

func do(t *testing.T, method, url string, header http.Header, body string) response {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := response{status: resp.StatusCode, raw: string(raw)}
	_ = json.Unmarshal(raw, &r.body)
	return r
}

func bearer(key string) http.Header { return http.Header{"Authorization": {"Bearer " + key}} }

// signed returns the headers of a request signed with sec at ts.
func signed(sec string, ts time.Time, body string) http.Header {
	stamp := strconv.FormatInt(ts.Unix(), 10)
	mac := auth.Sign([]byte(sec), httpapi.SignedMessage(stamp, []byte(body)))
	return http.Header{httpapi.HeaderTimestamp: {stamp}, httpapi.HeaderSignature: {"sha256=" + hex.EncodeToString(mac)}}
}

func TestWebhookSubmit(t *testing.T) {
	pl := &recordingPlanner{}
	base, _ := startGateway(t, pl, nil)
	goal := func(id string) string { return `{"goal":"weekly report","executionId":"` + id + `"}` }
	replayedBody := goal("signed-twice")
	replayedHeader := signed(secret, time.Now(), replayedBody)

	tests := []struct {
		name       string
		header     http.Header
		body       string
		wantStatus int
		wantCode   string // gRPC code name of the error; "" for success
		wantCall   string // the planner's Execute call, if any
	}{
		{"api key", bearer(analystKey), goal("by-key"), 202, "", "analyst-bot:by-key"},
		{"signature", signed(secret, time.Now(), goal("signed")), goal("signed"), 202, "", "ci:signed"},
		{"first of a replayed pair", replayedHeader, replayedBody, 202, "", "ci:signed-twice"},
		{"replayed signature", replayedHeader, replayedBody, 401, "UNAUTHENTICATED", ""},
		{"wrong secret", signed(strings.Repeat("x", 40), time.Now(), goal("forged")), goal("forged"), 401, "UNAUTHENTICATED", ""},
		{"body changed after signing", signed(secret, time.Now(), goal("a")), goal("b"), 401, "UNAUTHENTICATED", ""},
		{"stale timestamp", signed(secret, time.Now().Add(-10*time.Minute), goal("old")), goal("old"), 401, "UNAUTHENTICATED", ""},
		{"timestamp from the future", signed(secret, time.Now().Add(10*time.Minute), goal("future")), goal("future"), 401, "UNAUTHENTICATED", ""},
		{"no credentials", nil, goal("anon"), 401, "UNAUTHENTICATED", ""},
		{"unknown key", bearer("nope"), goal("nope"), 401, "UNAUTHENTICATED", ""},
		{"oversized body", bearer(analystKey), `{"goal":"` + strings.Repeat("x", 5000) + `"}`, 413, "RESOURCE_EXHAUSTED", ""},
		{"malformed JSON", bearer(analystKey), `{"goal":`, 400, "INVALID_ARGUMENT", ""},
		{"unknown field", bearer(analystKey), `{"gaol":"x"}`, 400, "INVALID_ARGUMENT", ""},
		{"neither goal nor task", bearer(analystKey), `{}`, 400, "INVALID_ARGUMENT", ""},
		{"a tool the role cannot see", bearer(analystKey), `{"task":{"goal":"restart","subtasks":[{"id":"r","tool":"restart"}]}}`, 403, "PERMISSION_DENIED", ""},
		{"a tool the role sees", bearer(opsKey), `{"executionId":"ops-1","task":{"goal":"restart","subtasks":[{"id":"r","tool":"restart"}]}}`, 202, "", "oncall:ops-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := len(pl.calls())
			r := do(t, http.MethodPost, base+"/v1/goals", tt.header, tt.body)
			if r.status != tt.wantStatus || r.errorCode() != tt.wantCode {
				t.Fatalf("status %d code %q, want %d %q; body %s", r.status, r.errorCode(), tt.wantStatus, tt.wantCode, r.raw)
			}
			if tt.wantCode != "" {
				if msg, _ := r.body["error"].(map[string]any)["message"].(string); msg == "" {
					t.Errorf("error without a message: %s", r.raw)
				}
			}
			calls := pl.calls()[before:]
			switch {
			case tt.wantCall == "" && len(calls) > 0:
				t.Errorf("the planner was asked to execute %v; want no call", calls)
			case tt.wantCall != "" && !slices.Equal(calls, []string{tt.wantCall}):
				t.Errorf("planner calls %v, want [%s]", calls, tt.wantCall)
			}
		})
	}
}

func TestWebhookTaskCalls(t *testing.T) {
	base, _ := startGateway(t, &recordingPlanner{}, nil)
	tests := []struct {
		name, method, path, body string
		wantStatus               int
		want                     string // a field of the answer, or the error code
	}{
		{"get", "GET", "/v1/tasks/known", "", 200, "TASK_STATE_RUNNING"},
		{"get unknown", "GET", "/v1/tasks/other", "", 404, "NOT_FOUND"},
		{"cancel", "POST", "/v1/tasks/known:cancel", `{"reason":"wrong week"}`, 200, "TASK_STATE_CANCELLED"},
		{"cancel without a body", "POST", "/v1/tasks/known:cancel", "", 200, "TASK_STATE_CANCELLED"},
		{"approve", "POST", "/v1/tasks/known:approve", `{"subtaskId":"t","approve":true}`, 200, "STEP_STATUS_RUNNING"},
		{"reject", "POST", "/v1/tasks/known:approve", `{"subtaskId":"t","approve":false}`, 200, "STEP_STATUS_SKIPPED"},
		{"approve must be stated", "POST", "/v1/tasks/known:approve", `{"subtaskId":"t"}`, 400, "INVALID_ARGUMENT"},
		{"unknown verb", "POST", "/v1/tasks/known:explode", "", 404, "NOT_FOUND"},
		{"unknown path", "GET", "/v2/things", "", 404, "NOT_FOUND"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := do(t, tt.method, base+tt.path, bearer(analystKey), tt.body)
			if r.status != tt.wantStatus || !strings.Contains(r.raw, tt.want) {
				t.Errorf("%s %s = %d %s, want %d with %s", tt.method, tt.path, r.status, r.raw, tt.wantStatus, tt.want)
			}
		})
	}
}

// sseEvent is one server-sent event.
type sseEvent struct{ id, event, data string }

func readSSE(t *testing.T, body io.Reader) []sseEvent {
	t.Helper()
	var out []sseEvent
	var cur sseEvent
	sc := bufio.NewScanner(body)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			out = append(out, cur)
			cur = sseEvent{}
		case strings.HasPrefix(line, "id: "):
			cur.id = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "event: "):
			cur.event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.data = strings.TrimPrefix(line, "data: ")
		}
	}
	return out
}

func TestEventsStream(t *testing.T) {
	pl := &recordingPlanner{events: 40}
	base, _ := startGateway(t, pl, nil)
	get := func(path string, h http.Header) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("GET", base+path, nil)
		for k, v := range bearer(analystKey) {
			req.Header[k] = v
		}
		for k, v := range h {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { resp.Body.Close() })
		return resp
	}
	resp := get("/v1/tasks/known/events", nil)
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("Content-Type %q, want text/event-stream", ct)
	}
	evs := readSSE(t, resp.Body)
	if len(evs) != 40 {
		t.Fatalf("got %d events, want 40", len(evs))
	}
	for i, ev := range evs {
		var te hermesv1.TaskEvent
		if err := (protojson.Unmarshal([]byte(ev.data), &te)); err != nil {
			t.Fatalf("event %d: %v", i, err)
		}
		if ev.id != strconv.Itoa(i+1) || te.GetSeq() != int64(i+1) {
			t.Fatalf("event %d has id %s seq %d, want %d: out of order", i, ev.id, te.GetSeq(), i+1)
		}
	}
	if last := evs[len(evs)-1]; last.event != "TASK_DONE" {
		t.Errorf("last event %q, want TASK_DONE", last.event)
	}

	resumed := readSSE(t, get("/v1/tasks/known/events", http.Header{"Last-Event-ID": {"37"}}).Body)
	if len(resumed) != 3 || resumed[0].id != "38" {
		t.Errorf("resuming after 37 gave %d events starting at %v, want 38..40", len(resumed), resumed)
	}
	if r := get("/v1/tasks/other/events", nil); r.StatusCode != 404 {
		b, _ := io.ReadAll(r.Body)
		t.Errorf("events of an unknown execution: %d %s, want a 404 JSON error", r.StatusCode, b)
	}
}

// A key removed from the file is refused from the next call on, without a
// restart.
func TestRevokedKeyIsRefused(t *testing.T) {
	base, keys := startGateway(t, &recordingPlanner{}, nil)
	if r := do(t, "GET", base+"/v1/tasks/known", bearer(opsKey), ""); r.status != 200 {
		t.Fatalf("before revocation: %d %s", r.status, r.raw)
	}
	revoked := "keys:\n  - {name: analyst-bot, roles: [analyst], sha256: " + auth.Digest(analystKey) + "}\n"
	if err := os.WriteFile(keys, []byte(revoked), 0o600); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * auth.ReloadInterval)
	for {
		r := do(t, "GET", base+"/v1/tasks/known", bearer(opsKey), "")
		if r.status == 401 && r.errorCode() == "UNAUTHENTICATED" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the revoked key still answers %d %s", r.status, r.raw)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if r := do(t, "GET", base+"/v1/tasks/known", bearer(analystKey), ""); r.status != 200 {
		t.Errorf("a key still in the file: %d %s", r.status, r.raw)
	}
}

// flagSet is a throwaway flag set whose registration fills defaults.
func flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("gateway", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}
