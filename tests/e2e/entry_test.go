package e2e

import (
	"bufio"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

const webhookSecret = "e2e-webhook-secret-0123456789abcdef"

// entryStack is a gateway with its HTTP listener in front of a planner and
// an HTTP toolrunner whose backend counts the calls it receives.
type entryStack struct {
	grpc, http, keys string
	restarts         *atomic.Int64
}

func startEntryStack(t *testing.T) *entryStack {
	t.Helper()
	s := &entryStack{restarts: &atomic.Int64{}}
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/restart" {
			s.restarts.Add(1)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	t.Cleanup(backend.Close)
	t.Setenv("E2E_BASE", backend.URL)
	dir := t.TempDir()
	manifest := filepath.Join(dir, "tools.yaml")
	s.keys = filepath.Join(dir, "keys.yaml")
	senders := filepath.Join(dir, "senders.yaml")
	for path, body := range map[string]string{
		manifest: rolesManifest,
		s.keys: "keys:\n  - {name: analyst-bot, roles: [analyst], sha256: " + sha("analyst-key") + "}\n" +
			"  - {name: oncall, roles: [ops], sha256: " + sha("ops-key") + "}\n",
		senders: "senders:\n  - {name: alertmanager, roles: [analyst], secret: " + webhookSecret + "}\n",
	} {
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	tr, pl := freeAddr(t), freeAddr(t)
	s.grpc, s.http = freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", tr, "-family", "http", "-manifests", manifest), tr)
	waitServing(t, startProc(t, "planner", "-listen", pl, "-toolrunners", tr), pl)
	waitServing(t, startProc(t, "gateway", "-listen", s.grpc, "-planner-addr", pl, "-auth-keys", s.keys,
		"-http-addr", s.http, "-webhook-secrets", senders), s.grpc)
	return s
}

func (s *entryStack) post(t *testing.T, path string, header http.Header, body string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, "http://"+s.http+path, strings.NewReader(body))
	req.Header = header
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&v)
	return resp.StatusCode, v
}

func bearerHeader(key string) http.Header { return http.Header{"Authorization": {"Bearer " + key}} }

// sseEvents reads an execution's event stream to its end.
func (s *entryStack) sseEvents(t *testing.T, key, id string) []*hermesv1.TaskEvent {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, "http://"+s.http+"/v1/tasks/"+id+"/events", nil)
	req.Header = bearerHeader(key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("events: %d %s", resp.StatusCode, b)
	}
	var out []*hermesv1.TaskEvent
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			var ev hermesv1.TaskEvent
			if err := protojson.Unmarshal([]byte(data), &ev); err != nil {
				t.Fatalf("event %q: %v", data, err)
			}
			out = append(out, &ev)
		}
	}
	return out
}

// The webhook follows the gateway's roles: a caller naming a tool its
// roles cannot see is refused before anything runs, and the backend never
// hears of it; an allowed run's events arrive over SSE, all of them, in
// order, exactly as gRPC's WatchTask gives them.
func TestWebhookRolesAndEvents(t *testing.T) {
	s := startEntryStack(t)
	restart := `{"executionId":"%s","task":{"goal":"restart","subtasks":[{"id":"r","tool":"restart_service"}]}}`

	code, body := s.post(t, "/v1/goals", bearerHeader("analyst-key"), strings.Replace(restart, "%s", "by-analyst", 1))
	if e, _ := body["error"].(map[string]any); code != http.StatusForbidden || e["code"] != "PERMISSION_DENIED" {
		t.Fatalf("analyst naming an ops tool: %d %v, want 403 PERMISSION_DENIED", code, body)
	}
	if n := s.restarts.Load(); n != 0 {
		t.Fatalf("the backend was called %d times for a refused request", n)
	}

	code, body = s.post(t, "/v1/goals", bearerHeader("ops-key"), strings.Replace(restart, "%s", "by-ops", 1))
	if code != http.StatusAccepted || body["executionId"] != "by-ops" {
		t.Fatalf("ops: %d %v, want 202 with the execution ID", code, body)
	}
	sse := s.sseEvents(t, "ops-key", "by-ops")
	if len(sse) == 0 || sse[len(sse)-1].GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		t.Fatalf("SSE ended without TASK_DONE: %v", sse)
	}
	for i, ev := range sse {
		if ev.GetSeq() != int64(i+1) {
			t.Fatalf("SSE event %d has seq %d: missing or out of order", i, ev.GetSeq())
		}
	}
	as := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer ops-key")
	watch, err := gatewayClient(t, s.grpc).WatchTask(as, &hermesv1.WatchTaskRequest{ExecutionId: "by-ops"})
	if err != nil {
		t.Fatal(err)
	}
	var grpcKinds []string
	for {
		resp, err := watch.Recv()
		if err != nil {
			break
		}
		grpcKinds = append(grpcKinds, resp.GetEvent().GetKind().String())
	}
	if strings.Join(kinds(sse), " ") != strings.Join(trimKinds(grpcKinds), " ") {
		t.Errorf("SSE events %v differ from WatchTask's %v", kinds(sse), grpcKinds)
	}
	if n := s.restarts.Load(); n != 1 {
		t.Errorf("backend calls %d after one allowed run, want 1", n)
	}

	// A sender's signature stands for an API key; the same request again
	// is a replay.
	goal := `{"executionId":"signed-1","task":{"goal":"report","subtasks":[{"id":"r","tool":"read_report"}]}}`
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	m := hmac.New(sha256.New, []byte(webhookSecret))
	m.Write([]byte(ts + "." + goal))
	signed := http.Header{"X-Hermes-Timestamp": {ts}, "X-Hermes-Signature": {"sha256=" + hex.EncodeToString(m.Sum(nil))}}
	if code, body := s.post(t, "/v1/goals", signed, goal); code != http.StatusAccepted {
		t.Errorf("signed submit: %d %v", code, body)
	}
	if code, body := s.post(t, "/v1/goals", signed, goal); code != http.StatusUnauthorized {
		t.Errorf("replayed submit: %d %v, want 401", code, body)
	}
}

func trimKinds(k []string) []string {
	out := make([]string, len(k))
	for i, s := range k {
		out[i] = strings.TrimPrefix(s, "EVENT_KIND_")
	}
	return out
}

// bearerTransport adds an API key to every request of the MCP client.
type bearerTransport struct{ key string }

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.key)
	return http.DefaultTransport.RoundTrip(r)
}

func mcpSession(t *testing.T, s *entryStack, key string) (*mcp.ClientSession, error) {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "v0"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	return client.Connect(ctx, &mcp.StreamableClientTransport{
		Endpoint: "http://" + s.http + "/mcp", HTTPClient: &http.Client{Transport: bearerTransport{key}},
	}, nil)
}

// An MCP client (the SDK's own) lists hermes's tools, sees the tools its
// key's roles allow, and runs a goal; a wrong key is refused.
func TestMCP(t *testing.T) {
	s := startEntryStack(t)
	if _, err := mcpSession(t, s, "wrong-key"); err == nil {
		t.Fatal("an MCP session opened with a wrong key")
	}
	cs, err := mcpSession(t, s, "analyst-key")
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	ctx := context.Background()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	if got := strings.Join(names, ","); got != "get_task,list_tools,run_goal" {
		t.Errorf("MCP tools %s, want get_task, list_tools, run_goal", got)
	}

	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_tools"})
	if err != nil || res.IsError {
		t.Fatalf("list_tools: %v %v", err, res)
	}
	visible, _ := json.Marshal(res.StructuredContent)
	if !strings.Contains(string(visible), "read_report") || strings.Contains(string(visible), "restart_service") {
		t.Errorf("list_tools for an analyst: %s, want read_report and not restart_service", visible)
	}

	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_goal", Arguments: map[string]any{"goal": "read the public report", "execution_id": "mcp-1"}})
	if err != nil || res.IsError {
		t.Fatalf("run_goal: %v %+v", err, res)
	}
	var out struct {
		ExecutionID string `json:"execution_id"`
		State       string `json:"state"`
		Report      string `json:"report"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &out); err != nil || out.ExecutionID != "mcp-1" || out.State == "" || out.Report == "" {
		t.Fatalf("run_goal result %s, want the execution ID, its state and a report", b)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_task", Arguments: map[string]any{"execution_id": "mcp-1"}})
	if err != nil || res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, out.State) {
		t.Errorf("get_task: %v %+v", err, res)
	}
	other, err := mcpSession(t, s, "ops-key")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	res, err = other.CallTool(ctx, &mcp.CallToolParams{Name: "get_task", Arguments: map[string]any{"execution_id": "mcp-1"}})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "PERMISSION_DENIED") {
		t.Errorf("another caller reading the execution: %v %+v, want a PERMISSION_DENIED tool error", err, res)
	}
}

// Keys are added and revoked by editing the key file, with no restart: a
// key hermes keys create made works once its entry is in the file, and a
// key removed from it is refused from the next call on.
func TestKeysAddedAndRevokedWithoutRestart(t *testing.T) {
	s := startEntryStack(t)
	out, stderr, code := runHermes(t, "keys", "create", "--name", "newcomer", "--roles", "analyst")
	if code != 0 {
		t.Fatalf("hermes keys create: %d %s", code, stderr)
	}
	key := regexp.MustCompile(`(?m)^key: (\S+)$`).FindStringSubmatch(out)
	entry := regexp.MustCompile(`(?m)^  - \{.*\}$`).FindString(out)
	if key == nil || entry == "" {
		t.Fatalf("hermes keys create printed:\n%s", out)
	}
	client := gatewayClient(t, s.grpc)
	call := func(k string) error {
		ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+k)
		_, err := client.ListTools(ctx, &hermesv1.ListToolsRequest{})
		return err
	}
	eventually := func(what string, k string, want codes.Code) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			err := call(k)
			if status.Code(err) == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: %v, want %v", what, err, want)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	if err := call(key[1]); status.Code(err) != codes.Unauthenticated {
		t.Fatalf("a key not yet in the file: %v, want Unauthenticated", err)
	}
	keys, err := os.ReadFile(s.keys)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.keys, append(keys, []byte(entry+"\n")...), 0o600); err != nil {
		t.Fatal(err)
	}
	eventually("the new key", key[1], codes.OK)

	// Revoke ops-key: the file without its line.
	var kept []string
	for _, line := range strings.Split(string(keys)+entry+"\n", "\n") {
		if !strings.Contains(line, sha("ops-key")) {
			kept = append(kept, line)
		}
	}
	if err := os.WriteFile(s.keys, []byte(strings.Join(kept, "\n")), 0o600); err != nil {
		t.Fatal(err)
	}
	eventually("the revoked key over gRPC", "ops-key", codes.Unauthenticated)
	if code, body := s.post(t, "/v1/tasks/x:cancel", bearerHeader("ops-key"), ""); code != http.StatusUnauthorized {
		t.Errorf("the revoked key over HTTP: %d %v, want 401", code, body)
	}
	if err := call("analyst-key"); err != nil {
		t.Errorf("a key still in the file: %v", err)
	}
}

// grpcurl, as an operator uses it, against a running gateway: reflection
// lists the API, and a structured task runs to success.
func TestGrpcurl(t *testing.T) {
	bin := filepath.Join(repoRoot(t), ".bin", "grpcurl")
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("grpcurl is not built at %s (make test builds it; or make tools)", bin)
	}
	s := startStack(t)
	grpcurl := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(bin, append([]string{"-plaintext"}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("grpcurl %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	if out := grpcurl(s.gateway, "list"); !strings.Contains(out, "hermes.v1.GatewayService") || !strings.Contains(out, "grpc.health.v1.Health") {
		t.Errorf("grpcurl list:\n%s", out)
	}
	out := grpcurl("-d", `{"executionId":"grpcurl-1","task":{"goal":"echo","subtasks":[{"id":"greet","tool":"echo","argumentsJson":"{\"message\":\"hi\"}"}]}}`,
		s.gateway, "hermes.v1.GatewayService/RunGoal")
	if !strings.Contains(out, "EVENT_KIND_TASK_DONE") || !strings.Contains(out, "TASK_STATE_SUCCEEDED") {
		t.Errorf("grpcurl RunGoal:\n%s", out)
	}
	if out := grpcurl("-d", `{"executionId":"grpcurl-1"}`, s.gateway, "hermes.v1.GatewayService/GetTask"); !strings.Contains(out, "TASK_STATE_SUCCEEDED") {
		t.Errorf("grpcurl GetTask:\n%s", out)
	}
}
