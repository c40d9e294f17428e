package devstack

import (
	"context"
	"os"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func conn(t *testing.T, addr string) *grpc.ClientConn {
	t.Helper()
	c, err := grpc.NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// The local stack checks every hop as a cluster does: the planner answers
// only its gateway, each toolrunner only its planner's grants, and the
// throwaway keys are gone once the stack stops.
func TestDevStackVerifiesEveryHop(t *testing.T) {
	s, stop := start(t, Options{})
	ctx := context.Background()
	if _, err := hermesv1.NewGatewayServiceClient(conn(t, s.Gateway)).ListTools(ctx, &hermesv1.ListToolsRequest{}); err != nil {
		t.Fatalf("ListTools through the gateway: %v", err)
	}
	if _, err := hermesv1.NewPlannerServiceClient(conn(t, s.Planner)).ListTools(ctx, &hermesv1.PlannerServiceListToolsRequest{}); status.Code(err) != codes.Unauthenticated {
		t.Errorf("ListTools straight to the planner: %v, want Unauthenticated", err)
	}
	for i, addr := range s.Toolrunners {
		tr := hermesv1.NewToolRunnerServiceClient(conn(t, addr))
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
