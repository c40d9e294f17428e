package ports

import (
	"context"
	"log/slog"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/grant"
)

// RequireGrants makes the server run a call only under a valid grant from
// a planner v trusts, for that very call, carrying an approval when the
// tool requires one. logger records each refusal; nil discards them.
func (s *Server) RequireGrants(v *grant.Verifier, logger *slog.Logger) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s.grants, s.logger = v, logger
}

// checkGrant refuses, with PERMISSION_DENIED and before anything runs, a
// call without a valid grant when grants are required. The approval a
// tool needs is read from this runner's own description of it, not from
// the caller.
func (s *Server) checkGrant(ctx context.Context, req *hermesv1.InvokeToolRequest) error {
	if s.grants == nil {
		return nil
	}
	spec, _ := s.reg.Describe(req.GetTool())
	if _, err := s.grants.Check(req, spec.RequiresApproval); err != nil {
		s.logger.WarnContext(ctx, "tool call refused", "tool", req.GetTool(), "execution_id", req.GetExecutionId(), "step", req.GetStepId(), "err", err)
		return status.Errorf(codes.PermissionDenied, "%s refused: %v", req.GetTool(), err)
	}
	return nil
}
