// Package ports is the toolrunner's gRPC edge: it converts ToolRunnerService
// requests into registry calls and registry results into responses. Tool
// failures travel inside InvokeToolResponse.error; a gRPC status error means
// the runner itself failed.
package ports

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grant"
	"github.com/hermes-agent/hermes/libs/pbconv"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/services/toolrunner/internal/registry"
)

// Server implements hermesv1.ToolRunnerServiceServer over a registry.
type Server struct {
	hermesv1.UnimplementedToolRunnerServiceServer
	reg *registry.Registry
	// grants, when set, must permit every call (RequireGrants).
	grants *grant.Verifier
	logger *slog.Logger
}

// New returns a Server serving reg.
func New(reg *registry.Registry) *Server { return &Server{reg: reg} }

// ListTools returns the one-line summary of every tool, and the full schemas
// when asked.
func (s *Server) ListTools(_ context.Context, req *hermesv1.ToolRunnerServiceListToolsRequest) (*hermesv1.ToolRunnerServiceListToolsResponse, error) {
	specs := s.reg.List()
	resp := &hermesv1.ToolRunnerServiceListToolsResponse{Tools: make([]*hermesv1.ToolSummary, len(specs))}
	for i := range specs {
		resp.Tools[i] = pbconv.Summary(&specs[i])
	}
	if req.GetIncludeSchemas() {
		resp.Schemas = make([]*hermesv1.ToolSchema, len(specs))
		for i := range specs {
			resp.Schemas[i] = pbconv.Schema(&specs[i])
		}
	}
	return resp, nil
}

// DescribeTool returns one tool's full schema, or NOT_FOUND.
func (s *Server) DescribeTool(_ context.Context, req *hermesv1.DescribeToolRequest) (*hermesv1.DescribeToolResponse, error) {
	spec, ok := s.reg.Describe(req.GetName())
	if !ok {
		return nil, status.Errorf(codes.NotFound, "no tool named %q on this runner", req.GetName())
	}
	return &hermesv1.DescribeToolResponse{Tool: pbconv.Schema(&spec)}, nil
}

// InvokeTool runs one tool call through the registry.
func (s *Server) InvokeTool(ctx context.Context, req *hermesv1.InvokeToolRequest) (*hermesv1.InvokeToolResponse, error) {
	if err := s.checkGrant(ctx, req); err != nil {
		return nil, err
	}
	start := time.Now()
	args := json.RawMessage(req.GetArgumentsJson())
	if len(args) == 0 {
		args = json.RawMessage(`{}`)
	}
	res, err := s.reg.Invoke(ctx, req.GetTool(), args, registry.Call{
		ExecutionID:    req.GetExecutionId(),
		StepID:         req.GetStepId(),
		IdempotencyKey: req.GetIdempotencyKey(),
		Fence:          req.GetFence(),
	})
	resp := &hermesv1.InvokeToolResponse{DurationMs: time.Since(start).Milliseconds(), Replayed: res.Replayed}
	if err != nil {
		te, ok := toolerr.As(err)
		if !ok {
			te = toolerr.NewSystem(toolerr.CodeInternal, err.Error(), false, err)
		}
		resp.Error = pbconv.ToolError(te)
		return resp, nil
	}
	resp.OutputJson = string(res.Output)
	resp.Summary = res.Summary
	return resp, nil
}
