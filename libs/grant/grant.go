// Package grant is the planner's signed permission for one tool call: the
// tool, a digest of the exact arguments, the execution and step, the
// idempotency key and fence sent with it, and whether a person approved
// it. The planner issues one with every InvokeTool; a toolrunner holding
// the planner's public keys runs nothing without a valid one, so a write
// that needs approval cannot run unapproved whoever reaches the runner.
package grant

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/signing"
)

// DefaultTTL is how long a grant is valid after it is issued: the call
// must reach the runner within it (clocks a little apart included).
const DefaultTTL = 2 * time.Minute

// Approval is what the planner states about a person's approval.
type Approval struct {
	// Approved is true when a person approved these exact arguments.
	Approved bool
	// By names who approved, when authentication names people.
	By string
}

// Issuer signs grants.
type Issuer struct {
	signer *signing.Signer
	ttl    time.Duration
	now    func() time.Time
}

// NewIssuer returns an issuer signing with signer; a zero ttl means
// DefaultTTL and a nil now time.Now.
func NewIssuer(signer *signing.Signer, ttl time.Duration, now func() time.Time) *Issuer {
	if ttl <= 0 {
		ttl = DefaultTTL
	}
	if now == nil {
		now = time.Now
	}
	return &Issuer{signer: signer, ttl: ttl, now: now}
}

// Attach signs a grant for req as it stands and sets it on req. A nil
// Issuer attaches nothing.
func (i *Issuer) Attach(req *hermesv1.InvokeToolRequest, a Approval) {
	if i == nil {
		return
	}
	g := describe(req)
	g.Approval = hermesv1.GrantApproval_GRANT_APPROVAL_NOT_REQUIRED
	if a.Approved {
		g.Approval, g.ApprovedBy = hermesv1.GrantApproval_GRANT_APPROVAL_APPROVED, a.By
	}
	g.ExpiresAt = timestamppb.New(i.now().Add(i.ttl))
	payload, _ := proto.MarshalOptions{Deterministic: true}.Marshal(g) // scalars and a timestamp always marshal
	req.Grant = i.signer.Sign(signing.PurposeGrant, payload)
}

// describe is the part of a grant that req itself determines.
func describe(req *hermesv1.InvokeToolRequest) *hermesv1.ToolGrant {
	sum := sha256.Sum256([]byte(req.GetArgumentsJson()))
	return &hermesv1.ToolGrant{
		Tool:            req.GetTool(),
		ArgumentsSha256: sum[:],
		ExecutionId:     req.GetExecutionId(),
		StepId:          req.GetStepId(),
		IdempotencyKey:  req.GetIdempotencyKey(),
		Fence:           fenceOf(req),
	}
}

// Errors of Check, matched with errors.Is.
var (
	// ErrMissing is a call without a grant.
	ErrMissing = errors.New("the call carries no grant from a planner")
	// ErrInvalid is a grant no trusted planner signed.
	ErrInvalid = errors.New("the grant is not signed by a trusted planner")
	// ErrExpired is a grant past its expiry.
	ErrExpired = errors.New("the grant has expired")
	// ErrMismatch is a grant for another call: other tool, arguments,
	// execution, step, key or fence.
	ErrMismatch = errors.New("the grant is for another call")
	// ErrNotApproved is a grant without approval for a tool that needs it.
	ErrNotApproved = errors.New("the tool requires approval and the grant carries none")
)

// Verifier checks grants against the planners' public keys.
type Verifier struct {
	keys *signing.KeySet
	now  func() time.Time
}

// NewVerifier returns a verifier trusting keys; a nil now means time.Now.
func NewVerifier(keys *signing.KeySet, now func() time.Time) *Verifier {
	if now == nil {
		now = time.Now
	}
	return &Verifier{keys: keys, now: now}
}

// Check verifies that req carries a valid grant for exactly this call, and
// an approval when needsApproval. It returns the grant.
func (v *Verifier) Check(req *hermesv1.InvokeToolRequest, needsApproval bool) (*hermesv1.ToolGrant, error) {
	if req.GetGrant() == nil {
		return nil, ErrMissing
	}
	payload, err := v.keys.Verify(signing.PurposeGrant, req.GetGrant())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	var g hermesv1.ToolGrant
	if err := proto.Unmarshal(payload, &g); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if g.GetExpiresAt() == nil || !v.now().Before(g.GetExpiresAt().AsTime()) {
		return nil, ErrExpired
	}
	if field := differs(&g, describe(req)); field != "" {
		return nil, fmt.Errorf("%w: its %s differs", ErrMismatch, field)
	}
	if needsApproval && g.GetApproval() != hermesv1.GrantApproval_GRANT_APPROVAL_APPROVED {
		return nil, ErrNotApproved
	}
	return &g, nil
}

// differs names the first field in which a grant and the call differ.
func differs(g, call *hermesv1.ToolGrant) string {
	switch {
	case g.GetTool() != call.GetTool():
		return "tool"
	case !bytes.Equal(g.GetArgumentsSha256(), call.GetArgumentsSha256()):
		return "arguments"
	case g.GetExecutionId() != call.GetExecutionId():
		return "execution"
	case g.GetStepId() != call.GetStepId():
		return "step"
	case g.GetIdempotencyKey() != call.GetIdempotencyKey():
		return "idempotency key"
	case g.GetFence() != call.GetFence():
		return "fence"
	}
	return ""
}
