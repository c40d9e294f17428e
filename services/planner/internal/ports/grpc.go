// Package ports is the planner's gRPC edge: PlannerService requests become
// executor calls, domain events and statuses become messages. Nothing below
// this package imports generated types.
package ports

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/pbconv"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/internal/loop"
	"github.com/hermes-agent/hermes/services/planner/internal/store"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Executor is what the port needs of the step loop.
type Executor interface {
	Start(ctx context.Context, req loop.Request) error
	Cancel(ctx context.Context, id, why string) (task.State, error)
	Approve(ctx context.Context, id string, d loop.Decision) error
	RecordSkip(ctx context.Context, req loop.SkipRequest) (*task.Status, error)
}

// Catalog is what the port needs of the tool catalog.
type Catalog interface {
	Specs() []toolspec.Spec
}

// Server implements hermesv1.PlannerServiceServer. The caller's principal
// comes from the metadata the gateway forwards (package principal).
type Server struct {
	hermesv1.UnimplementedPlannerServiceServer
	exec    Executor
	store   store.Store
	catalog Catalog
	// requirePrincipal refuses calls that carry no principal.
	requirePrincipal bool
	// verifier, when set, reads principals only from gateway-signed
	// assertions.
	verifier *principalgrpc.Verifier
}

// New returns a Server. With requirePrincipal, a call that did not come
// through an authenticating gateway is refused.
func New(exec Executor, st store.Store, cat Catalog, requirePrincipal bool) *Server {
	return &Server{exec: exec, store: st, catalog: cat, requirePrincipal: requirePrincipal}
}

// caller returns the calling principal, refusing an anonymous call when one
// is required.
func (s *Server) caller(ctx context.Context, executionID string) (*principal.Principal, error) {
	p, err := s.incoming(ctx, executionID)
	if err != nil {
		return nil, err
	}
	if p == nil && s.requirePrincipal {
		return nil, status.Error(codes.Unauthenticated, "this planner serves only authenticated callers through a gateway")
	}
	return p, nil
}

// authorize checks that the caller may do action on execution id (the
// rules are task.Authorize's) and returns the caller and the execution.
func (s *Server) authorize(ctx context.Context, action task.Action, id string) (*principal.Principal, *task.Status, error) {
	p, err := s.caller(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	st, err := s.store.Get(ctx, id)
	if err != nil {
		return nil, nil, lookupError(id, err)
	}
	if err := task.Authorize(p, action, st); err != nil {
		return nil, nil, status.Error(codes.PermissionDenied, err.Error())
	}
	return p, st, nil
}

// Execute starts the task and streams its events until it ends. If the
// client goes away the task keeps running; WatchTask picks it up again.
func (s *Server) Execute(req *hermesv1.ExecuteRequest, stream hermesv1.PlannerService_ExecuteServer) error {
	ctx := stream.Context()
	p, err := s.caller(ctx, req.GetExecutionId())
	if err != nil {
		return err
	}
	lr := loop.Request{ExecutionID: req.GetExecutionId(), DryRun: req.GetDryRun(), Principal: p, NewRun: req.GetNewRun()}
	if t := req.GetTask(); t != nil {
		dt, err := taskFrom(t)
		if err != nil {
			return status.Error(codes.InvalidArgument, err.Error())
		}
		lr.Task = dt
		lr.Limits = LimitsFrom(t.GetLimits())
	} else {
		lr.Goal = req.GetGoal()
	}
	// An ended ID's owner gets its recorded outcome: the same events, ending
	// with the same TASK_DONE, and nothing runs again.
	if err := s.exec.Start(ctx, lr); err != nil && !errors.Is(err, store.ErrEnded) {
		return startError(req.GetExecutionId(), err)
	}
	send := store.Each(func(ev task.Event) error { return stream.Send(&hermesv1.ExecuteResponse{Event: EventPB(ev)}) })
	var pace []store.WatchOption
	if req.GetBatchEvents() {
		send = batched(func(evs []*hermesv1.TaskEvent) error { return stream.Send(&hermesv1.ExecuteResponse{Events: evs}) })
		pace = append(pace, store.Linger(progressLinger))
	}
	if err := s.store.Watch(ctx, lr.ExecutionID, 0, send, pace...); err != nil {
		return lookupError(lr.ExecutionID, err)
	}
	return nil
}

func startError(id string, err error) error {
	var running *store.RunningError
	switch {
	case errors.As(err, &running):
		return status.Errorf(codes.AlreadyExists, "%v; a second request for a running execution ID is refused", running)
	case errors.Is(err, store.ErrRunning):
		return status.Errorf(codes.AlreadyExists, "execution %s is already running; a second request for a running execution ID is refused", id)
	case errors.Is(err, task.ErrForbidden):
		return status.Error(codes.PermissionDenied, err.Error())
	case errors.Is(err, loop.ErrShuttingDown):
		return status.Error(codes.Unavailable, "planner is shutting down")
	default:
		return status.Errorf(codes.Internal, "starting execution %s: %v", id, err)
	}
}

// RecordSkippedFire records a scheduled fire a gateway skipped, once: the
// first gateway to report the fire writes its record, the others (and a
// fire that ran) get ALREADY_EXISTS.
func (s *Server) RecordSkippedFire(ctx context.Context, req *hermesv1.PlannerServiceRecordSkippedFireRequest) (*hermesv1.PlannerServiceRecordSkippedFireResponse, error) {
	p, err := s.caller(ctx, req.GetExecutionId())
	if err != nil {
		return nil, err
	}
	sr := loop.SkipRequest{ExecutionID: req.GetExecutionId(), Principal: p, Goal: req.GetGoal(), Skip: task.Skip{
		Job: req.GetJob(), Reason: req.GetReason(), Running: req.GetRunningExecutionId()}}
	if ts := req.GetScheduledTime(); ts != nil {
		sr.Skip.Scheduled = ts.AsTime()
	}
	if t := req.GetTask(); t != nil {
		if sr.Task, err = taskFrom(t); err != nil {
			return nil, status.Error(codes.InvalidArgument, err.Error())
		}
	}
	st, err := s.exec.RecordSkip(ctx, sr)
	var ended *store.EndedError
	switch {
	case errors.As(err, &ended):
		return nil, status.Errorf(codes.AlreadyExists, "execution %s is already recorded (%s); the fire is not recorded again", req.GetExecutionId(), ended.Status.State)
	case err != nil:
		return nil, startError(req.GetExecutionId(), err)
	}
	return &hermesv1.PlannerServiceRecordSkippedFireResponse{Status: StatusPB(st)}, nil
}

// GetTask returns the task's state.
func (s *Server) GetTask(ctx context.Context, req *hermesv1.PlannerServiceGetTaskRequest) (*hermesv1.PlannerServiceGetTaskResponse, error) {
	_, st, err := s.authorize(ctx, task.ActionRead, req.GetExecutionId())
	if err != nil {
		return nil, err
	}
	return &hermesv1.PlannerServiceGetTaskResponse{Status: StatusPB(st)}, nil
}

// WatchTask streams history, then live events.
func (s *Server) WatchTask(req *hermesv1.PlannerServiceWatchTaskRequest, stream hermesv1.PlannerService_WatchTaskServer) error {
	if _, _, err := s.authorize(stream.Context(), task.ActionRead, req.GetExecutionId()); err != nil {
		return err
	}
	send := store.Each(func(ev task.Event) error {
		return stream.Send(&hermesv1.PlannerServiceWatchTaskResponse{Event: EventPB(ev)})
	})
	var pace []store.WatchOption
	if req.GetBatchEvents() {
		send = batched(func(evs []*hermesv1.TaskEvent) error {
			return stream.Send(&hermesv1.PlannerServiceWatchTaskResponse{Events: evs})
		})
		pace = append(pace, store.Linger(progressLinger))
	}
	if err := s.store.Watch(stream.Context(), req.GetExecutionId(), req.GetAfterSeq(), send, pace...); err != nil {
		return lookupError(req.GetExecutionId(), err)
	}
	return nil
}

// CancelTask stops a running task.
func (s *Server) CancelTask(ctx context.Context, req *hermesv1.PlannerServiceCancelTaskRequest) (*hermesv1.PlannerServiceCancelTaskResponse, error) {
	if _, _, err := s.authorize(ctx, task.ActionCancel, req.GetExecutionId()); err != nil {
		return nil, err
	}
	state, err := s.exec.Cancel(ctx, req.GetExecutionId(), req.GetReason())
	if err != nil {
		return nil, lookupError(req.GetExecutionId(), err)
	}
	return &hermesv1.PlannerServiceCancelTaskResponse{State: hermesv1.TaskState(state)}, nil
}

// ApproveStep decides on a step awaiting approval; the decision records
// who made it.
func (s *Server) ApproveStep(ctx context.Context, req *hermesv1.PlannerServiceApproveStepRequest) (*hermesv1.PlannerServiceApproveStepResponse, error) {
	p, _, err := s.authorize(ctx, task.ActionApprove, req.GetExecutionId())
	if err != nil {
		return nil, err
	}
	d := loop.Decision{Subtask: req.GetSubtaskId(), Approve: req.GetApprove(), Comment: req.GetComment()}
	if p != nil {
		d.By = p.Name
	}
	err = s.exec.Approve(ctx, req.GetExecutionId(), d)
	switch {
	case errors.Is(err, loop.ErrNotAwaiting):
		return nil, status.Errorf(codes.FailedPrecondition, "subtask %s of %s is not awaiting approval", req.GetSubtaskId(), req.GetExecutionId())
	case errors.Is(err, loop.ErrNotRunning):
		return nil, status.Errorf(codes.FailedPrecondition, "execution %s is not running", req.GetExecutionId())
	case err != nil:
		return nil, status.Error(codes.Internal, err.Error())
	}
	st := hermesv1.StepStatus_STEP_STATUS_RUNNING
	if !req.GetApprove() {
		st = hermesv1.StepStatus_STEP_STATUS_SKIPPED
	}
	return &hermesv1.PlannerServiceApproveStepResponse{Status: st}, nil
}

// ResolveStep settles a write of unknown outcome; the decision and who made
// it go to the audit.
func (s *Server) ResolveStep(ctx context.Context, req *hermesv1.PlannerServiceResolveStepRequest) (*hermesv1.PlannerServiceResolveStepResponse, error) {
	p, _, err := s.authorize(ctx, task.ActionResolve, req.GetExecutionId())
	if err != nil {
		return nil, err
	}
	by := "anonymous"
	if p != nil {
		by = p.Name
	}
	err = s.store.ResolveWrite(ctx, req.GetExecutionId(), req.GetStepId(), req.GetDone(), by)
	if errors.Is(err, store.ErrNotUnknown) {
		return nil, status.Errorf(codes.FailedPrecondition, "step %s of %s has no write of unknown outcome", req.GetStepId(), req.GetExecutionId())
	}
	if err != nil {
		return nil, lookupError(req.GetExecutionId(), err)
	}
	return &hermesv1.PlannerServiceResolveStepResponse{}, nil
}

// ListFailures lists the failure memory's groups.
func (s *Server) ListFailures(ctx context.Context, req *hermesv1.PlannerServiceListFailuresRequest) (*hermesv1.PlannerServiceListFailuresResponse, error) {
	p, err := s.caller(ctx, "")
	if err != nil {
		return nil, err
	}
	if err := task.Authorize(p, task.ActionListFailures, nil); err != nil {
		return nil, status.Error(codes.PermissionDenied, err.Error())
	}
	fm, ok := s.store.(store.FailureMemory)
	if !ok {
		return &hermesv1.PlannerServiceListFailuresResponse{}, nil
	}
	groups, err := fm.Failures(ctx, int(req.GetLimit()))
	if err != nil {
		return nil, status.Error(codes.Unavailable, err.Error())
	}
	out := make([]*hermesv1.FailureGroup, len(groups))
	for i, g := range groups {
		out[i] = FailureGroupPB(g)
	}
	return &hermesv1.PlannerServiceListFailuresResponse{Groups: out}, nil
}

// ListTools returns the catalog as the caller may see it.
func (s *Server) ListTools(ctx context.Context, _ *hermesv1.PlannerServiceListToolsRequest) (*hermesv1.PlannerServiceListToolsResponse, error) {
	p, err := s.caller(ctx, "")
	if err != nil {
		return nil, err
	}
	specs := p.Filter(s.catalog.Specs())
	sort.Slice(specs, func(i, j int) bool { return specs[i].Name < specs[j].Name })
	out := make([]*hermesv1.ToolSummary, len(specs))
	for i := range specs {
		out[i] = pbconv.Summary(&specs[i])
	}
	return &hermesv1.PlannerServiceListToolsResponse{Tools: out}, nil
}

func lookupError(id string, err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return status.Errorf(codes.NotFound, "no execution %s", id)
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return status.FromContextError(err).Err()
	default:
		return status.Error(codes.Internal, fmt.Sprintf("execution %s: %v", id, err))
	}
}

// memoryScope authorizes the caller for the preferences of named ("" for
// its own) and returns their scope and the store keeping them.
func (s *Server) memoryScope(ctx context.Context, named string) (string, store.Preferences, error) {
	p, err := s.caller(ctx, "")
	if err != nil {
		return "", nil, err
	}
	scope := named
	if scope == "" {
		scope = task.PreferenceScope(p)
	}
	if err := task.Authorize(p, task.ActionPreferences, &task.Status{Owner: scope}); err != nil {
		return "", nil, status.Error(codes.PermissionDenied, err.Error())
	}
	prefs, ok := s.store.(store.Preferences)
	if !ok {
		return "", nil, status.Error(codes.Unimplemented, "this planner's store keeps no preferences")
	}
	return scope, prefs, nil
}

// SetMemory sets or removes one of a principal's saved preferences.
func (s *Server) SetMemory(ctx context.Context, req *hermesv1.PlannerServiceSetMemoryRequest) (*hermesv1.PlannerServiceSetMemoryResponse, error) {
	scope, prefs, err := s.memoryScope(ctx, req.GetPrincipal())
	if err != nil {
		return nil, err
	}
	if req.GetUnset() {
		existed, err := prefs.DeletePreference(ctx, scope, req.GetKey())
		if err != nil {
			return nil, status.Error(codes.Unavailable, err.Error())
		}
		return &hermesv1.PlannerServiceSetMemoryResponse{Principal: scope, Existed: existed}, nil
	}
	if err := task.CheckPreference(req.GetKey(), req.GetValue()); err != nil {
		return nil, status.Error(codes.InvalidArgument, err.Error())
	}
	if err := prefs.SetPreference(ctx, scope, req.GetKey(), req.GetValue()); err != nil {
		return nil, status.Error(codes.Unavailable, err.Error())
	}
	return &hermesv1.PlannerServiceSetMemoryResponse{Principal: scope}, nil
}

// GetMemory returns one of a principal's saved preferences.
func (s *Server) GetMemory(ctx context.Context, req *hermesv1.PlannerServiceGetMemoryRequest) (*hermesv1.PlannerServiceGetMemoryResponse, error) {
	scope, prefs, err := s.memoryScope(ctx, req.GetPrincipal())
	if err != nil {
		return nil, err
	}
	v, ok, err := prefs.Preference(ctx, scope, req.GetKey())
	if err != nil {
		return nil, status.Error(codes.Unavailable, err.Error())
	}
	if !ok {
		return nil, status.Errorf(codes.NotFound, "%s has no saved %s; set one with hermes memory set %s VALUE", scope, req.GetKey(), req.GetKey())
	}
	return &hermesv1.PlannerServiceGetMemoryResponse{Entry: &hermesv1.MemoryEntry{Key: req.GetKey(), Value: v}}, nil
}

// ListMemory lists a principal's saved preferences, by key.
func (s *Server) ListMemory(ctx context.Context, req *hermesv1.PlannerServiceListMemoryRequest) (*hermesv1.PlannerServiceListMemoryResponse, error) {
	scope, prefs, err := s.memoryScope(ctx, req.GetPrincipal())
	if err != nil {
		return nil, err
	}
	all, err := prefs.PreferenceList(ctx, scope)
	if err != nil {
		return nil, status.Error(codes.Unavailable, err.Error())
	}
	keys := make([]string, 0, len(all))
	for k := range all {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]*hermesv1.MemoryEntry, len(keys))
	for i, k := range keys {
		out[i] = &hermesv1.MemoryEntry{Key: k, Value: all[k]}
	}
	return &hermesv1.PlannerServiceListMemoryResponse{Principal: scope, Entries: out}, nil
}
