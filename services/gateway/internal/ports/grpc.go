// Package ports is the gateway's gRPC edge. The gateway is the entry layer:
// it names executions, forwards goals to the planner with the caller's
// principal, and relays events. It never calls a toolrunner and never
// touches the store (R1).
package ports

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/services/gateway/internal/cron"
)

// Server implements hermesv1.GatewayServiceServer over a planner client.
type Server struct {
	hermesv1.UnimplementedGatewayServiceServer
	planner  hermesv1.PlannerServiceClient
	now      func() time.Time
	asserter *principalgrpc.Asserter
	cron     *cron.Scheduler
}

// New returns a Server forwarding to planner. now may be nil.
func New(planner hermesv1.PlannerServiceClient, now func() time.Time) *Server {
	if now == nil {
		now = time.Now
	}
	return &Server{planner: planner, now: now}
}

// NewExecutionID returns a sortable, human-readable unique ID such as
// 20250310T140201-3f9a1c7b.
func NewExecutionID(now time.Time) string {
	var b [4]byte
	_, _ = rand.Read(b[:])
	return now.UTC().Format("20060102T150405") + "-" + hex.EncodeToString(b[:])
}

func (s *Server) executeRequest(id string, goal string, t *hermesv1.Task, dryRun, newRun bool) *hermesv1.ExecuteRequest {
	if id == "" {
		id = NewExecutionID(s.now())
	}
	req := &hermesv1.ExecuteRequest{ExecutionId: id, DryRun: dryRun, NewRun: newRun, BatchEvents: true}
	if t != nil {
		req.Input = &hermesv1.ExecuteRequest_Task{Task: t}
	} else {
		req.Input = &hermesv1.ExecuteRequest_Goal{Goal: goal}
	}
	return req
}

// SubmitGoal starts the goal and returns once the planner has accepted it;
// the task runs on without the caller.
func (s *Server) SubmitGoal(ctx context.Context, req *hermesv1.SubmitGoalRequest) (*hermesv1.SubmitGoalResponse, error) {
	ereq := s.executeRequest(req.GetExecutionId(), req.GetGoal(), req.GetTask(), req.GetDryRun(), req.GetNewRun())
	sctx, cancel := context.WithCancel(ctx)
	defer cancel() // stop following; the planner keeps the task running
	stream, err := s.planner.Execute(s.assert(traced(sctx, ereq.GetExecutionId()), ereq.GetExecutionId()), ereq)
	if err != nil {
		return nil, forward(err)
	}
	if _, err := stream.Recv(); err != nil { // the first event proves the start
		return nil, forward(err)
	}
	return &hermesv1.SubmitGoalResponse{ExecutionId: ereq.GetExecutionId()}, nil
}

// RunGoal starts the goal and relays its events until it ends.
func (s *Server) RunGoal(req *hermesv1.RunGoalRequest, stream hermesv1.GatewayService_RunGoalServer) error {
	ereq := s.executeRequest(req.GetExecutionId(), req.GetGoal(), req.GetTask(), req.GetDryRun(), req.GetNewRun())
	up, err := s.planner.Execute(s.assert(traced(stream.Context(), ereq.GetExecutionId()), ereq.GetExecutionId()), ereq)
	if err != nil {
		return forward(err)
	}
	return relay(up.Recv, func(ev *hermesv1.TaskEvent) error {
		return stream.Send(&hermesv1.RunGoalResponse{Event: ev})
	})
}

// GetTask forwards to the planner.
func (s *Server) GetTask(ctx context.Context, req *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error) {
	resp, err := s.planner.GetTask(s.assert(ctx, req.GetExecutionId()), &hermesv1.PlannerServiceGetTaskRequest{ExecutionId: req.GetExecutionId()})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.GetTaskResponse{Status: resp.GetStatus()}, nil
}

// WatchTask relays the planner's history and live events.
func (s *Server) WatchTask(req *hermesv1.WatchTaskRequest, stream hermesv1.GatewayService_WatchTaskServer) error {
	up, err := s.planner.WatchTask(s.assert(stream.Context(), req.GetExecutionId()), &hermesv1.PlannerServiceWatchTaskRequest{
		ExecutionId: req.GetExecutionId(), AfterSeq: req.GetAfterSeq(), BatchEvents: true,
	})
	if err != nil {
		return forward(err)
	}
	return relay(up.Recv, func(ev *hermesv1.TaskEvent) error {
		return stream.Send(&hermesv1.WatchTaskResponse{Event: ev})
	})
}

// CancelTask forwards to the planner.
func (s *Server) CancelTask(ctx context.Context, req *hermesv1.CancelTaskRequest) (*hermesv1.CancelTaskResponse, error) {
	resp, err := s.planner.CancelTask(s.assert(ctx, req.GetExecutionId()), &hermesv1.PlannerServiceCancelTaskRequest{ExecutionId: req.GetExecutionId(), Reason: req.GetReason()})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.CancelTaskResponse{State: resp.GetState()}, nil
}

// ApproveStep forwards to the planner.
func (s *Server) ApproveStep(ctx context.Context, req *hermesv1.ApproveStepRequest) (*hermesv1.ApproveStepResponse, error) {
	resp, err := s.planner.ApproveStep(s.assert(ctx, req.GetExecutionId()), &hermesv1.PlannerServiceApproveStepRequest{
		ExecutionId: req.GetExecutionId(), SubtaskId: req.GetSubtaskId(), Approve: req.GetApprove(), Comment: req.GetComment(),
	})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.ApproveStepResponse{Status: resp.GetStatus()}, nil
}

// ResolveStep forwards to the planner.
func (s *Server) ResolveStep(ctx context.Context, req *hermesv1.ResolveStepRequest) (*hermesv1.ResolveStepResponse, error) {
	_, err := s.planner.ResolveStep(s.assert(ctx, req.GetExecutionId()), &hermesv1.PlannerServiceResolveStepRequest{
		ExecutionId: req.GetExecutionId(), StepId: req.GetStepId(), Done: req.GetDone(),
	})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.ResolveStepResponse{}, nil
}

// ListFailures forwards to the planner.
func (s *Server) ListFailures(ctx context.Context, req *hermesv1.ListFailuresRequest) (*hermesv1.ListFailuresResponse, error) {
	resp, err := s.planner.ListFailures(s.assert(ctx, ""), &hermesv1.PlannerServiceListFailuresRequest{Limit: req.GetLimit()})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.ListFailuresResponse{Groups: resp.GetGroups()}, nil
}

// SetMemory forwards to the planner.
func (s *Server) SetMemory(ctx context.Context, req *hermesv1.SetMemoryRequest) (*hermesv1.SetMemoryResponse, error) {
	resp, err := s.planner.SetMemory(s.assert(ctx, ""), &hermesv1.PlannerServiceSetMemoryRequest{
		Principal: req.GetPrincipal(), Key: req.GetKey(), Value: req.GetValue(), Unset: req.GetUnset(),
	})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.SetMemoryResponse{Principal: resp.GetPrincipal(), Existed: resp.GetExisted()}, nil
}

// GetMemory forwards to the planner.
func (s *Server) GetMemory(ctx context.Context, req *hermesv1.GetMemoryRequest) (*hermesv1.GetMemoryResponse, error) {
	resp, err := s.planner.GetMemory(s.assert(ctx, ""), &hermesv1.PlannerServiceGetMemoryRequest{Principal: req.GetPrincipal(), Key: req.GetKey()})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.GetMemoryResponse{Entry: resp.GetEntry()}, nil
}

// ListMemory forwards to the planner.
func (s *Server) ListMemory(ctx context.Context, req *hermesv1.ListMemoryRequest) (*hermesv1.ListMemoryResponse, error) {
	resp, err := s.planner.ListMemory(s.assert(ctx, ""), &hermesv1.PlannerServiceListMemoryRequest{Principal: req.GetPrincipal()})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.ListMemoryResponse{Principal: resp.GetPrincipal(), Entries: resp.GetEntries()}, nil
}

// ListTools forwards to the planner.
func (s *Server) ListTools(ctx context.Context, _ *hermesv1.ListToolsRequest) (*hermesv1.ListToolsResponse, error) {
	resp, err := s.planner.ListTools(s.assert(ctx, ""), &hermesv1.PlannerServiceListToolsRequest{})
	if err != nil {
		return nil, forward(err)
	}
	return &hermesv1.ListToolsResponse{Tools: resp.GetTools()}, nil
}

// eventResponse is satisfied by the planner's stream responses: one event,
// or the several events of a batch.
type eventResponse interface {
	GetEvent() *hermesv1.TaskEvent
	GetEvents() []*hermesv1.TaskEvent
}

// relay hands each event the planner streams to send, in order. The
// gateway asks for batches (batch_events); a planner that sends one event
// per message is relayed the same way.
func relay[T eventResponse](recv func() (T, error), send func(*hermesv1.TaskEvent) error) error {
	for {
		msg, err := recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return forward(err)
		}
		if ev := msg.GetEvent(); ev != nil {
			if err := send(ev); err != nil {
				return err
			}
		}
		for _, ev := range msg.GetEvents() {
			if err := send(ev); err != nil {
				return err
			}
		}
	}
}

// forward passes the planner's status through; a planner that cannot be
// reached is UNAVAILABLE with a message saying which hop failed.
func forward(err error) error {
	st, ok := status.FromError(err)
	if !ok {
		return status.Error(codes.Internal, err.Error())
	}
	if st.Code() == codes.Unavailable {
		return status.Error(codes.Unavailable, "planner unavailable: "+st.Message())
	}
	return st.Err()
}
