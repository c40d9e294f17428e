package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"

	"github.com/hermes-agent/hermes/cmd/hermes/internal/devstack"
	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/services/planner/reason/model/modeltest"
)

// asMain makes the test binary behave as the hermes binary when set, so
// exit statuses are checked on a real process.
const asMain = "HERMES_CLI_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(asMain) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// hermesProcess runs the CLI as a process and returns its stderr and exit
// status.
func hermesProcess(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMain+"=1", "HERMES_GATEWAY=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return stderr.String(), 0
	case errors.As(err, &ee):
		return stderr.String(), ee.ExitCode()
	default:
		t.Fatalf("hermes %v: %v", args, err)
		return "", 0
	}
}

// Help exits 0 and lists the flags; a flag a command does not define, or a
// missing argument, is a usage error (2), as docs/operations.md says.
func TestExitStatus(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStderr []string
	}{
		{"tools help", []string{"tools", "--help"}, 0, []string{"Flags of tools list:", "-addr", "Flags of tools score:", "-top"}},
		{"tools -h", []string{"tools", "-h"}, 0, []string{"-top"}},
		{"tools list help", []string{"tools", "list", "--help"}, 0, []string{"-addr"}},
		{"run help", []string{"run", "--help"}, 0, []string{"-json"}},
		{"plan help names the model flags", []string{"plan", "--help"}, 0, []string{"-model", "-model-base-url"}},
		{"top-level help", []string{"--help"}, 0, nil},
		{"no command", nil, 2, nil},
		{"unknown command", []string{"frobnicate"}, 2, []string{"unknown command"}},
		{"unknown flag of run", []string{"run", "--bogus", "goal"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"unknown flag of plan", []string{"plan", "--bogus", "goal"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"unknown flag of tools score", []string{"tools", "score", "--bogus", "q"}, 2, []string{"flag provided but not defined: -bogus"}},
		{"bad flag value", []string{"tools", "score", "--top", "many", "q"}, 2, []string{"invalid value"}},
		{"tools without subcommand", []string{"tools"}, 2, []string{"list|score|lint"}},
		{"unknown tools subcommand", []string{"tools", "lsit"}, 2, []string{`"lsit"`}},
		{"missing argument", []string{"status"}, 2, []string{"execution ID"}},
		{"submit help", []string{"submit", "--help"}, 0, []string{"-task", "HERMES_ADDR"}},
		{"submit without a goal", []string{"submit"}, 2, []string{"GOAL"}},
		{"keys help", []string{"keys", "--help"}, 0, []string{"-name", "-roles"}},
		{"keys create without a name", []string{"keys", "create"}, 2, []string{"--name"}},
		{"keys create with a bad role", []string{"keys", "create", "--name", "x", "--roles", "Admin!"}, 2, []string{"Admin!"}},
		{"keys without create", []string{"keys"}, 2, []string{"keys create"}},
		{"certs without a directory", []string{"certs"}, 2, []string{"one directory"}},
		{"certs help", []string{"certs", "--help"}, 0, []string{"gateway.key", "planner.pub", "ca.crt", "toolrunner-tls.crt"}},
		{"certs for an unknown TLS service", []string{"certs", "--tls", "jaeger", "x"}, 2, []string{`"jaeger"`}},
		{"certs with nothing to write", []string{"certs", "--services=", "--tls=", "x"}, 2, []string{"nothing to write"}},
		{"certs for an unknown service", []string{"certs", "--services", "toolrunner", "x"}, 2, []string{`"toolrunner"`}},
		{"tools help names lint", []string{"tools", "--help"}, 0, []string{"Flags of tools lint:", "-similarity"}},
		{"tools lint on the demo catalog", []string{"tools", "lint"}, 0, nil},
		{"tools lint finds the confusable pair", []string{"tools", "lint", "--tools", "testdata/confusable-tools.yaml"}, 1, []string{"4 finding(s)"}},
		{"cron help names --principal and who sees what", []string{"cron", "--help"}, 0, []string{"-principal", "admin role sees every job"}},
		{"tools lint bad similarity", []string{"tools", "lint", "--similarity", "2"}, 2, []string{"similarity"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stderr, code := hermesProcess(t, tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit status %d, want %d; stderr:\n%s", code, tt.wantCode, stderr)
			}
			for _, want := range tt.wantStderr {
				if !strings.Contains(stderr, want) {
					t.Errorf("stderr lacks %q:\n%s", want, stderr)
				}
			}
		})
	}
}

// hermes plan --model reasons with the model: the model's choice, which the
// embedded engine would not make, is the plan's.
func TestPlanWithModel(t *testing.T) {
	srv := modeltest.NewServerFunc(t, func(r modeltest.Request) modeltest.Reply {
		switch r.SchemaName() {
		case "hermes_parse":
			return modeltest.JSON(map[string]any{"language": "zh", "constraints": []any{}, "expected_output": "DAU",
				"entities": []any{}, "format": "text", "max_chars": 0}, 50, 10)
		case "hermes_plan":
			return modeltest.JSON(map[string]any{"subtasks": []any{
				map[string]any{"id": "dau", "description": "今天实时的DAU", "depends_on": []any{}}}}, 50, 10)
		case "hermes_score":
			return modeltest.JSON(map[string]any{"scores": []any{
				map[string]any{"tool": "query_store_detail", "score": 0.97},
				map[string]any{"tool": "query_realtime_metric", "score": 0.2}}}, 50, 10)
		case "hermes_fill_args":
			return modeltest.JSON(map[string]any{"args": map[string]any{"date": "2025-03-10"}, "missing": []any{}}, 50, 10)
		}
		return modeltest.Error(400, "unexpected request "+r.SchemaName())
	})
	out, stderr, err := hermes(t, "plan", "--json", "--now", "2025-03-10T09:00:00+08:00",
		"--model", "test-model", "--model-base-url", srv.URL, "今天实时的DAU")
	if err != nil {
		t.Fatalf("hermes plan --model: %v\n%s", err, stderr)
	}
	var v planView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if got := toolOf(t, v, 0); got != "query_store_detail" {
		t.Errorf("tool = %q, want the model's choice query_store_detail", got)
	}
	if len(srv.Requests()) == 0 {
		t.Error("the model server saw no request")
	}
}

func TestPlanWithModelRejectsBadBaseURL(t *testing.T) {
	_, _, err := hermes(t, "plan", "--model", "m", "--model-base-url", "ftp://x", "goal")
	var xe *exitError
	if !asExit(err, &xe) || xe.code != 2 || !strings.Contains(xe.msg, "ftp://x") {
		t.Errorf("err = %v, want a usage error naming the URL", err)
	}
}

// startStack starts a dev stack on free loopback ports for one test.
func startStack(t *testing.T) *devstack.Stack {
	t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	stack, err := devstack.Start(ctx, devstack.Options{GatewayAddr: "127.0.0.1:0"})
	if err != nil {
		stop()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stop()
		if err := stack.Wait(); err != nil {
			t.Errorf("stack: %v", err)
		}
	})
	return stack
}

func repoFile(t *testing.T, rel string) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", rel)
}

// hermes run --json prints the events, then the final status last.
func TestRunJSONEndsWithFinalStatus(t *testing.T) {
	stack := startStack(t)
	out, stderr, err := hermes(t, "run", "--addr", stack.Gateway, "--json", "--task", repoFile(t, "examples/echo-task.json"))
	if err != nil {
		t.Fatalf("hermes run: %v\n%s", err, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 2 {
		t.Fatalf("got %d lines, want events and the final status:\n%s", len(lines), out)
	}
	var done hermesv1.TaskEvent
	if err := protojson.Unmarshal([]byte(lines[len(lines)-2]), &done); err != nil || done.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		t.Fatalf("line before last = %s (%v), want the TASK_DONE event", lines[len(lines)-2], err)
	}
	var final hermesv1.GetTaskResponse
	if err := protojson.Unmarshal([]byte(lines[len(lines)-1]), &final); err != nil {
		t.Fatalf("last line is not the final status: %v\n%s", err, lines[len(lines)-1])
	}
	st := final.GetStatus()
	if st.GetExecutionId() != done.GetExecutionId() || st.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED || len(st.GetSteps()) != 1 {
		t.Errorf("final status = %v, want execution %s succeeded with its one step", st, done.GetExecutionId())
	}
}

// The approval command carries --addr only when hermes approve would not
// reach the same gateway without it.
func TestApprovalCommandGateway(t *testing.T) {
	tests := []struct {
		name, envGateway, addr, want string
	}{
		{"default gateway", "", defaultGateway, ""},
		{"other gateway", "", "127.0.0.1:9001", "127.0.0.1:9001"},
		{"gateway from the environment", "10.0.0.5:7001", "10.0.0.5:7001", ""},
		{"default while the environment names another", "10.0.0.5:7001", defaultGateway, defaultGateway},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &env{getenv: func(k string) string {
				if k == "HERMES_GATEWAY" {
					return tt.envGateway
				}
				return ""
			}}
			if got := printer(e, tt.addr).Gateway; got != tt.want {
				t.Errorf("--addr in the approval command = %q, want %q", got, tt.want)
			}
		})
	}
}

// hermes replay prints a past run exactly as hermes run printed it live.
func TestReplayPrintsTheLiveLog(t *testing.T) {
	stack := startStack(t)
	live, stderr, err := hermes(t, "run", "--addr", stack.Gateway, "--task", repoFile(t, "examples/echo-task.json"))
	if err != nil {
		t.Fatalf("hermes run: %v\n%s", err, stderr)
	}
	jsonOut, _, err := hermes(t, "run", "--addr", stack.Gateway, "--json", "--task", repoFile(t, "examples/echo-task.json"))
	if err != nil {
		t.Fatal(err)
	}
	first := strings.SplitN(jsonOut, "\n", 2)[0]
	var start hermesv1.TaskEvent
	if err := protojson.Unmarshal([]byte(first), &start); err != nil {
		t.Fatal(err)
	}
	id := start.GetExecutionId()
	// The first run's ID, from its TASK_START line.
	liveID := strings.Fields(strings.SplitN(live, "task_id=", 2)[1])[0]

	replayed, stderr, err := hermes(t, "replay", "--addr", stack.Gateway, liveID)
	if err != nil {
		t.Fatalf("hermes replay: %v\n%s", err, stderr)
	}
	if replayed != live {
		t.Errorf("replay differs from the live log:\n--- live ---\n%s\n--- replay ---\n%s", live, replayed)
	}

	nd, _, err := hermes(t, "replay", "--addr", stack.Gateway, "--json", id)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(nd), "\n")
	want := strings.Split(strings.TrimSpace(jsonOut), "\n")
	want = want[:len(want)-1] // hermes run --json ends with the final status
	if len(lines) != len(want) {
		t.Fatalf("replay --json printed %d lines, the run %d events", len(lines), len(want))
	}
	for i := range lines {
		var a, b hermesv1.TaskEvent
		if protojson.Unmarshal([]byte(lines[i]), &a) != nil || protojson.Unmarshal([]byte(want[i]), &b) != nil ||
			a.GetSeq() != b.GetSeq() || a.GetKind() != b.GetKind() {
			t.Errorf("line %d: replay %s, run %s", i, lines[i], want[i])
		}
	}
}

// hermes failures lists a failure seen twice as one group.
func TestFailuresListsGroups(t *testing.T) {
	stack := startStack(t)
	task := filepath.Join(t.TempDir(), "bad.json")
	// echo requires its message: a PARAM failure, the same both times.
	if err := os.WriteFile(task, []byte(`{"goal":"bad","subtasks":[{"id":"greet","tool":"echo","argumentsJson":"{\"message\": 7}"}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if _, _, err := hermes(t, "run", "--addr", stack.Gateway, "--task", task); err == nil {
			t.Fatal("the bad task succeeded")
		}
	}
	out, stderr, err := hermes(t, "failures", "--addr", stack.Gateway)
	if err != nil {
		t.Fatalf("hermes failures: %v\n%s", err, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[1], "2 ") || !strings.Contains(lines[1], "echo") || !strings.Contains(lines[1], "PARAM") {
		t.Errorf("hermes failures printed:\n%s\nwant a header and one group of 2 echo PARAM failures", out)
	}
	js, _, err := hermes(t, "failures", "--addr", stack.Gateway, "--json")
	if err != nil {
		t.Fatal(err)
	}
	var g hermesv1.FailureGroup
	if err := protojson.Unmarshal([]byte(strings.TrimSpace(js)), &g); err != nil || g.GetCount() != 2 || g.GetTool() != "echo" {
		t.Errorf("--json printed %s (%v)", js, err)
	}
}
