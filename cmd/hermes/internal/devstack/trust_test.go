package devstack

import (
	"context"
	"errors"
	"io"
	"os"
	"testing"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// dialAs dials addr in plain text, or with the certificate of the stack's
// service as (mutual TLS) when as is not empty.
func dialAs(t *testing.T, s *Stack, addr, as string) *grpc.ClientConn {
	t.Helper()
	transport, err := s.keys.certs[as].DialOption()
	if err != nil {
		t.Fatal(err)
	}
	c, err := grpc.NewClient(addr, transport)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// runEcho runs the echo task through the gateway on c and returns its
// final state.
func runEcho(t *testing.T, c *grpc.ClientConn) hermesv1.TaskState {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	stream, err := hermesv1.NewGatewayServiceClient(c).RunGoal(ctx, &hermesv1.RunGoalRequest{Input: &hermesv1.RunGoalRequest_Task{Task: &hermesv1.Task{Goal: "echo",
		Subtasks: []*hermesv1.Subtask{{Id: "greet", Tool: "echo", ArgumentsJson: `{"message":"hi"}`}}}}})
	if err != nil {
		t.Fatal(err)
	}
	var last *hermesv1.TaskEvent
	for {
		resp, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return last.GetState()
		}
		if err != nil {
			t.Fatal(err)
		}
		last = resp.GetEvent()
	}
}

// The local stack checks every hop as a cluster does: the planner answers
// only the gateway's certificate and its signed principals, each
// toolrunner only the planner's certificate and its grants, and the
// throwaway keys are gone once the stack stops.
func TestDevStackVerifiesEveryHop(t *testing.T) {
	s, stop := start(t, Options{})
	ctx := context.Background()
	if state := runEcho(t, dialAs(t, s, s.Gateway, "")); state != hermesv1.TaskState_TASK_STATE_SUCCEEDED {
		t.Fatalf("the echo task through the gateway (mutual TLS on every hop) ended %v", state)
	}
	plannerCalls := []struct {
		name, as string
		want     codes.Code
	}{
		{"plain text", "", codes.Unavailable},
		{"a toolrunner's certificate", "toolrunner", codes.PermissionDenied},
		{"the gateway's certificate, no signed principal", "gateway", codes.Unauthenticated},
	}
	for _, c := range plannerCalls {
		_, err := hermesv1.NewPlannerServiceClient(dialAs(t, s, s.Planner, c.as)).ListTools(ctx, &hermesv1.PlannerServiceListToolsRequest{})
		if status.Code(err) != c.want {
			t.Errorf("ListTools straight to the planner with %s: %v, want %v", c.name, err, c.want)
		}
	}
	for i, addr := range s.Toolrunners {
		for _, as := range []string{"", "gateway"} {
			_, err := hermesv1.NewToolRunnerServiceClient(dialAs(t, s, addr, as)).ListTools(ctx, &hermesv1.ToolRunnerServiceListToolsRequest{})
			if code := status.Code(err); code != codes.Unavailable && code != codes.PermissionDenied {
				t.Errorf("ListTools straight to the %s runner as %q: %v, want refused", s.Families[i], as, err)
			}
		}
		tr := hermesv1.NewToolRunnerServiceClient(dialAs(t, s, addr, "planner"))
		list, err := tr.ListTools(ctx, &hermesv1.ToolRunnerServiceListToolsRequest{})
		if err != nil || len(list.GetTools()) == 0 {
			t.Fatalf("%s runner lists %v, %v", s.Families[i], list.GetTools(), err)
		}
		_, err = tr.InvokeTool(ctx, &hermesv1.InvokeToolRequest{Tool: list.GetTools()[0].GetName(), ArgumentsJson: "{}", ExecutionId: "e", StepId: "s"})
		if status.Code(err) != codes.PermissionDenied {
			t.Errorf("InvokeTool straight to the %s runner: %v, want PermissionDenied", s.Families[i], err)
		}
	}
	dir := s.keys.dir
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the throwaway keys in %s outlived the stack (%v)", dir, err)
	}
}
