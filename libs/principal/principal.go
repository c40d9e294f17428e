// Package principal is who a caller is: an authenticated name and its
// roles, which decide the tools visible to its goals and what it may do
// with executions. How a principal crosses a process boundary is another
// package's concern (principalgrpc); this one imports no transport.
package principal

import (
	"context"

	"github.com/hermes-agent/hermes/libs/toolspec"
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
