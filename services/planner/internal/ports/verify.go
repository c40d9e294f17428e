package ports

import (
	"context"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
)

// VerifyPrincipals makes the server believe only principals a trusted
// gateway signed for the execution being called: a call without such an
// assertion is refused, whatever plain metadata it carries.
func (s *Server) VerifyPrincipals(v *principalgrpc.Verifier) { s.verifier = v }

// incoming reads the caller's principal for a call about executionID.
func (s *Server) incoming(ctx context.Context, executionID string) (*principal.Principal, error) {
	if s.verifier == nil {
		return principalgrpc.FromIncoming(ctx), nil
	}
	return s.verifier.Incoming(ctx, executionID)
}
