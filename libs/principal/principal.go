// Package principal is the contract between the gateway, which
// authenticates callers, and the planner, which decides what they may see:
// an authenticated principal travels in two metadata keys, and its roles
// decide which tools are visible to its goals (R18).
package principal

import (
	"context"
	"strings"

	"google.golang.org/grpc/metadata"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Metadata keys carrying the principal from the gateway to the planner.
const (
	MDName  = "x-hermes-principal"
	MDRoles = "x-hermes-roles"
)

// Roles with a meaning of their own. Any other role only decides which
// tools are visible.
const (
	// RoleAdmin sees every tool and may do everything below.
	RoleAdmin = "admin"
	// RoleOperator may read, watch and cancel executions it did not start.
	RoleOperator = "operator"
	// RoleApprover may approve or reject writes that others started.
	RoleApprover = "approver"
)

// Principal is an authenticated caller.
type Principal struct {
	Name  string
	Roles []string
}

// Sees reports whether p may see (and so have called) the tool. A nil
// principal — a deployment without authentication — sees every tool.
func (p *Principal) Sees(spec *toolspec.Spec) bool {
	return p == nil || spec.VisibleTo(p.Roles...)
}

// Has reports whether p holds role (or admin). A nil principal holds every
// role: without authentication there is no one to refuse.
func (p *Principal) Has(role string) bool {
	if p == nil {
		return true
	}
	for _, r := range p.Roles {
		if r == role || r == RoleAdmin {
			return true
		}
	}
	return false
}

// Filter returns the specs p may see.
func (p *Principal) Filter(specs []toolspec.Spec) []toolspec.Spec {
	if p == nil {
		return specs
	}
	out := make([]toolspec.Spec, 0, len(specs))
	for i := range specs {
		if p.Sees(&specs[i]) {
			out = append(out, specs[i])
		}
	}
	return out
}

type ctxKey struct{}

// NewContext returns ctx carrying p.
func NewContext(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, ctxKey{}, p)
}

// FromContext returns the principal in ctx, or nil.
func FromContext(ctx context.Context) *Principal {
	p, ok := ctx.Value(ctxKey{}).(Principal)
	if !ok {
		return nil
	}
	return &p
}

// Outgoing adds the principal in ctx, if any, to the outgoing metadata.
func Outgoing(ctx context.Context) context.Context {
	p := FromContext(ctx)
	if p == nil {
		return ctx
	}
	return metadata.AppendToOutgoingContext(ctx, MDName, p.Name, MDRoles, strings.Join(p.Roles, ","))
}

// FromIncoming reads the principal a gateway forwarded, or nil when the call
// carries none.
func FromIncoming(ctx context.Context) *Principal {
	md, ok := metadata.FromIncomingContext(ctx)
	if !ok {
		return nil
	}
	names := md.Get(MDName)
	if len(names) == 0 {
		return nil
	}
	p := &Principal{Name: names[0], Roles: []string{}}
	for _, v := range md.Get(MDRoles) {
		for _, r := range strings.Split(v, ",") {
			if r = strings.TrimSpace(r); r != "" {
				p.Roles = append(p.Roles, r)
			}
		}
	}
	return p
}
