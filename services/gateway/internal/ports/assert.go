package ports

import (
	"context"

	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
)

// SignPrincipals makes the server sign the principal of every call it
// forwards, for the execution the call is about, so that a planner holding
// the gateway's public key can tell a gateway's call from a forged one.
// Without it the principal travels as plain metadata.
func (s *Server) SignPrincipals(a *principalgrpc.Asserter) { s.asserter = a }

// assert adds the caller's principal to the outgoing call about executionID.
func (s *Server) assert(ctx context.Context, executionID string) context.Context {
	return s.asserter.Outgoing(ctx, executionID)
}
