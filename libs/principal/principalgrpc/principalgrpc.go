// Package principalgrpc carries a principal in gRPC metadata, from the
// gateway that authenticated the caller to the planner.
package principalgrpc

import (
	"context"
	"strings"

	"google.golang.org/grpc/metadata"

	"github.com/hermes-agent/hermes/libs/principal"
)

// Metadata keys carrying the principal from the gateway to the planner.
const (
	MDName  = "x-hermes-principal"
	MDRoles = "x-hermes-roles"
)

// Outgoing adds the principal in ctx, if any, to the outgoing metadata.
func Outgoing(ctx context.Context) context.Context {
	p := principal.FromContext(ctx)
	if p == nil {
		return ctx
	}
	return metadata.AppendToOutgoingContext(ctx, MDName, p.Name, MDRoles, strings.Join(p.Roles, ","))
}

// FromIncoming reads the principal a gateway forwarded, or nil when the call
// carries none.
func FromIncoming(ctx context.Context) *principal.Principal {
	md, ok := metadata.FromIncomingContext(ctx)
	if !ok {
		return nil
	}
	names := md.Get(MDName)
	if len(names) == 0 {
		return nil
	}
	p := &principal.Principal{Name: names[0], Roles: []string{}}
	for _, v := range md.Get(MDRoles) {
		for _, r := range strings.Split(v, ",") {
			if r = strings.TrimSpace(r); r != "" {
				p.Roles = append(p.Roles, r)
			}
		}
	}
	return p
}
