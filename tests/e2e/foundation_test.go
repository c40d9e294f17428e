package e2e

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func gatewayClient(t *testing.T, addr string) hermesv1.GatewayServiceClient {
	t.Helper()
	conn, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return hermesv1.NewGatewayServiceClient(conn)
}

// collect runs a goal through the gateway and returns every event.
func collect(t *testing.T, client hermesv1.GatewayServiceClient, req *hermesv1.RunGoalRequest) []*hermesv1.TaskEvent {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	stream, err := client.RunGoal(ctx, req)
	if err != nil {
		t.Fatalf("RunGoal: %v", err)
	}
	var evs []*hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return evs
		}
		if err != nil {
			t.Fatalf("RunGoal stream after %d events: %v", len(evs), err)
		}
		evs = append(evs, resp.GetEvent())
	}
}

func kinds(evs []*hermesv1.TaskEvent) []string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = strings.TrimPrefix(ev.GetKind().String(), "EVENT_KIND_")
	}
	return out
}

func structured(subtasks ...*hermesv1.Subtask) *hermesv1.RunGoalRequest {
	return &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Task{Task: &hermesv1.Task{Goal: "e2e", Subtasks: subtasks}}}
}

func TestStructuredTaskThroughSeparateProcesses(t *testing.T) {
	s := startStack(t)
	client := gatewayClient(t, s.gateway)

	evs := collect(t, client, structured(&hermesv1.Subtask{Id: "greet", Tool: "echo", ArgumentsJson: `{"message":"hello over three hops"}`}))
	got := strings.Join(kinds(evs), " ")
	want := "TASK_START PLAN_COMPLETE TOOL_SELECT TOOL_CALL TOOL_RESULT STEP_COMPLETE LLM_SUMMARIZE TASK_DONE"
	if got != want {
		t.Fatalf("event sequence:\n got %s\nwant %s\n%s", got, want, s.logs())
	}
	done := evs[len(evs)-1]
	if done.GetState() != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Errorf("final state = %v, want SUCCEEDED", done.GetState())
	}
	if !strings.Contains(done.GetOutputJson(), `"hello over three hops"`) {
		t.Errorf("output = %s, want the echoed message", done.GetOutputJson())
	}
	id := evs[0].GetExecutionId()
	for _, ev := range evs {
		if ev.GetExecutionId() != id {
			t.Fatalf("event %v carries execution %q, want %q", ev.GetKind(), ev.GetExecutionId(), id)
		}
	}
	for _, ev := range evs[2:6] {
		if ev.GetSubtaskId() != "greet" {
			t.Errorf("%v names subtask %q, want greet", ev.GetKind(), ev.GetSubtaskId())
		}
	}

	st, err := client.GetTask(context.Background(), &hermesv1.GetTaskRequest{ExecutionId: id})
	if err != nil {
		t.Fatal(err)
	}
	if len(st.GetStatus().GetSteps()) != 1 || st.GetStatus().GetSteps()[0].GetStatus() != hermesv1.StepStatus_STEP_STATUS_SUCCEEDED {
		t.Errorf("GetTask steps = %v, want one succeeded step", st.GetStatus().GetSteps())
	}
	if got := st.GetStatus().GetDone(); len(got) != 1 || got[0] != "greet" {
		t.Errorf("done = %v, want [greet]", got)
	}
}

func TestUnknownToolIsNotFoundAndNothingIsCalled(t *testing.T) {
	s := startStack(t)

	// Straight at the toolrunner: a NOT_FOUND-coded ToolError in the response.
	conn, err := grpc.NewClient(s.toolrunner, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	resp, err := hermesv1.NewToolRunnerServiceClient(conn).InvokeTool(context.Background(),
		&hermesv1.InvokeToolRequest{Tool: "no_such_tool", ArgumentsJson: `{}`})
	if err != nil {
		t.Fatalf("InvokeTool: a tool failure must travel in the response, got status %v", err)
	}
	if e := resp.GetError(); e.GetCode() != "not_found" || e.GetKind() != hermesv1.ErrorKind_ERROR_KIND_PARAM {
		t.Fatalf("error = %v, want PARAM not_found", e)
	}

	// Through the gateway: the planner refuses before any call.
	evs := collect(t, gatewayClient(t, s.gateway), structured(&hermesv1.Subtask{Id: "x", Tool: "no_such_tool"}))
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_TOOL_CALL {
			t.Fatalf("a TOOL_CALL was made for an unknown tool: %v", kinds(evs))
		}
	}
	var failed *hermesv1.TaskEvent
	for _, ev := range evs {
		if ev.GetKind() == hermesv1.EventKind_EVENT_KIND_STEP_FAILED {
			failed = ev
		}
	}
	if failed == nil || failed.GetError().GetCode() != "not_found" {
		t.Fatalf("want STEP_FAILED with not_found, got %v", kinds(evs))
	}
	if last := evs[len(evs)-1]; last.GetState() != hermesv1.TaskState_TASK_STATE_FAILED {
		t.Errorf("final state = %v, want FAILED", last.GetState())
	}
}

func TestBadRequestsGetFieldErrors(t *testing.T) {
	s := startStack(t)
	client := gatewayClient(t, s.gateway)
	tests := []struct {
		name  string
		req   *hermesv1.RunGoalRequest
		field string
	}{
		{"no input", &hermesv1.RunGoalRequest{}, "input"},
		{"blank goal", &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Goal{Goal: "   "}}, "goal"},
		{"hostile execution id", &hermesv1.RunGoalRequest{ExecutionId: "../../etc", Input: &hermesv1.RunGoalRequest_Goal{Goal: "x"}}, "execution_id"},
		{"arguments not JSON", structured(&hermesv1.Subtask{Id: "a", Tool: "echo", ArgumentsJson: `{"message":`}), "arguments_json"},
		{"oversized goal", &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Goal{Goal: strings.Repeat("周", 5000)}}, "goal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			stream, err := client.RunGoal(ctx, tt.req)
			if err == nil {
				_, err = stream.Recv()
			}
			st := status.Convert(err)
			if st.Code() != codes.InvalidArgument || !strings.Contains(st.Message(), tt.field) {
				t.Errorf("got %v %q, want InvalidArgument naming %q", st.Code(), st.Message(), tt.field)
			}
		})
	}
}

func TestSecondRequestForRunningExecutionIsRefused(t *testing.T) {
	s := startStack(t)
	client := gatewayClient(t, s.gateway)
	req := &hermesv1.SubmitGoalRequest{ExecutionId: "dup-1", Input: &hermesv1.SubmitGoalRequest_Task{Task: &hermesv1.Task{
		Goal:     "slow",
		Subtasks: []*hermesv1.Subtask{{Id: "wait", Tool: "sleep", ArgumentsJson: `{"ms":1500}`}},
	}}}
	if _, err := client.SubmitGoal(context.Background(), req); err != nil {
		t.Fatalf("first submit: %v", err)
	}
	_, err := client.SubmitGoal(context.Background(), req)
	if got := status.Code(err); got != codes.AlreadyExists {
		t.Fatalf("second submit of a running execution: code = %v, want AlreadyExists (%v)", got, err)
	}
}

func TestGrpcurlListsEachService(t *testing.T) {
	grpcurl := filepath.Join(repoRoot(t), ".bin", "grpcurl")
	if _, err := os.Stat(grpcurl); err != nil {
		t.Fatalf("grpcurl not built (run make tools): %v", err)
	}
	s := startStack(t)
	for addr, svc := range map[string]string{
		s.gateway: "hermes.v1.GatewayService", s.planner: "hermes.v1.PlannerService", s.toolrunner: "hermes.v1.ToolRunnerService",
	} {
		out, err := exec.Command(grpcurl, "-plaintext", addr, "list").CombinedOutput()
		if err != nil {
			t.Fatalf("grpcurl list %s: %v\n%s", addr, err, out)
		}
		for _, want := range []string{svc, "grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("grpcurl list %s:\n%s\nmissing %s", addr, out, want)
			}
		}
	}
}

func TestHermesRunCLI(t *testing.T) {
	s := startStack(t)
	stdout, stderr, code := runHermes(t, "run", "--addr", s.gateway, "--task", "examples/echo-task.json")
	if code != 0 {
		t.Fatalf("hermes run exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"TASK_START task_id=", "TOOL_CALL subtask=greet tool=echo params={\"message\":\"hello from hermes\"}", "TASK_DONE status=succeeded", "--- output ---"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("hermes run output lacks %q:\n%s", want, stdout)
		}
	}
	if _, stderr, code := runHermes(t, "run", "--addr", freeAddr(t), "hello"); code != 1 || !strings.Contains(stderr, "hermes dev") {
		t.Errorf("unreachable gateway: exit %d, stderr %q; want 1 and a hint to start hermes dev", code, stderr)
	}
}

func TestToolServedByTwoRunnersStopsThePlanner(t *testing.T) {
	a, b := freeAddr(t), freeAddr(t)
	waitServing(t, startProc(t, "toolrunner", "-listen", a, "-family", "go"), a)
	waitServing(t, startProc(t, "toolrunner", "-listen", b, "-family", "go"), b)

	cmd := exec.Command(filepath.Join(binaries(t), "planner"), "-listen", freeAddr(t), "-toolrunners", a+","+b)
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("planner started with a tool served twice; output:\n%s", out)
	}
	for _, want := range []string{"served by two toolrunners", a, b} {
		if !strings.Contains(string(out), want) {
			t.Errorf("planner error %q does not mention %q", out, want)
		}
	}
}

func TestBadConfigurationNamesTheSetting(t *testing.T) {
	tests := []struct {
		bin  string
		args []string
		env  []string
		want string
	}{
		{"planner", []string{"-max-steps", "0"}, nil, "max-steps"},
		{"planner", nil, []string{"HERMES_STEP_TIMEOUT=soon"}, "HERMES_STEP_TIMEOUT"},
		{"gateway", []string{"-planner-addr", "nowhere"}, nil, "planner-addr"},
		{"toolrunner", []string{"-family", "ftp"}, nil, "family"},
	}
	for _, tt := range tests {
		t.Run(tt.bin+" "+tt.want, func(t *testing.T) {
			cmd := exec.Command(filepath.Join(binaries(t), tt.bin), tt.args...)
			cmd.Env = append(os.Environ(), tt.env...)
			out, err := cmd.CombinedOutput()
			if err == nil || !strings.Contains(string(out), tt.want) {
				t.Errorf("%s %v: err %v, output %q; want a failure naming %q", tt.bin, tt.args, err, out, tt.want)
			}
		})
	}
}
