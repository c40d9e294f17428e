package ports

import (
	"context"
	"fmt"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// The methods below serve the gateway's other transports (the HTTP webhook
// and the MCP endpoint): the same forwarding as the gRPC methods, with the
// events handed to a callback instead of a gRPC stream.

// Watch relays the planner's history and live events of an execution to
// send until the execution ends or ctx is done.
func (s *Server) Watch(ctx context.Context, req *hermesv1.WatchTaskRequest, send func(*hermesv1.TaskEvent) error) error {
	up, err := s.planner.WatchTask(s.assert(ctx, req.GetExecutionId()), &hermesv1.PlannerServiceWatchTaskRequest{
		ExecutionId: req.GetExecutionId(), AfterSeq: req.GetAfterSeq(), BatchEvents: true,
	})
	if err != nil {
		return forward(err)
	}
	return relay(up.Recv, send)
}

// Run starts a goal and relays its events to send until it ends.
func (s *Server) Run(ctx context.Context, req *hermesv1.RunGoalRequest, send func(*hermesv1.TaskEvent) error) error {
	ereq := s.executeRequest(req.GetExecutionId(), req.GetGoal(), req.GetTask(), req.GetDryRun(), req.GetNewRun())
	up, err := s.planner.Execute(s.assert(traced(ctx, ereq.GetExecutionId()), ereq.GetExecutionId()), ereq)
	if err != nil {
		return forward(err)
	}
	return relay(up.Recv, send)
}

// CheckTools refuses, with PERMISSION_DENIED, a structured task naming a
// tool the caller cannot see, before anything starts. It asks the planner
// which tools the caller sees; a tool that does not exist is refused the
// same way, so the answer does not reveal which tools exist.
func (s *Server) CheckTools(ctx context.Context, t *hermesv1.Task) error {
	var named []string
	for _, st := range t.GetSubtasks() {
		if st.GetTool() != "" {
			named = append(named, st.GetTool())
		}
	}
	if len(named) == 0 {
		return nil
	}
	resp, err := s.planner.ListTools(s.assert(ctx, ""), &hermesv1.PlannerServiceListToolsRequest{})
	if err != nil {
		return forward(err)
	}
	visible := make(map[string]bool, len(resp.GetTools()))
	for _, tl := range resp.GetTools() {
		visible[tl.GetName()] = true
	}
	for _, name := range named {
		if !visible[name] {
			return status.Error(codes.PermissionDenied, fmt.Sprintf("tool %q is not among the tools your roles may use (see ListTools)", name))
		}
	}
	return nil
}
