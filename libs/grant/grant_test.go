package grant

import (
	"errors"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/signing"
)

func signer(t *testing.T) *signing.Signer {
	t.Helper()
	k, err := signing.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return signing.NewSigner(k)
}

func TestCheck(t *testing.T) {
	now := time.Date(2025, 3, 10, 14, 0, 0, 0, time.UTC)
	planner, stranger := signer(t), signer(t)
	v := NewVerifier(signing.NewKeySet(planner.Public()), func() time.Time { return now })
	call := func() *hermesv1.InvokeToolRequest {
		return &hermesv1.InvokeToolRequest{Tool: "create_ticket", ArgumentsJson: `{"title":"disk full"}`, ExecutionId: "e1", StepId: "t.0", IdempotencyKey: "k"}
	}
	granted := func(s *signing.Signer, at time.Time, a Approval, change func(*hermesv1.InvokeToolRequest)) *hermesv1.InvokeToolRequest {
		req := call()
		NewIssuer(s, 0, func() time.Time { return at }).Attach(req, a)
		if change != nil {
			change(req)
		}
		return req
	}
	approved := Approval{Approved: true, By: "lead"}
	tests := []struct {
		name          string
		req           *hermesv1.InvokeToolRequest
		needsApproval bool
		want          error
	}{
		{"approved write", granted(planner, now, approved, nil), true, nil},
		{"read without approval", granted(planner, now, Approval{}, nil), false, nil},
		{"no grant", call(), false, ErrMissing},
		{"write without approval", granted(planner, now, Approval{}, nil), true, ErrNotApproved},
		{"signed by a stranger", granted(stranger, now, approved, nil), true, ErrInvalid},
		{"expired", granted(planner, now.Add(-DefaultTTL), approved, nil), true, ErrExpired},
		{"other arguments", granted(planner, now, approved, func(r *hermesv1.InvokeToolRequest) { r.ArgumentsJson = `{"title":"rm -rf"}` }), true, ErrMismatch},
		{"other tool", granted(planner, now, approved, func(r *hermesv1.InvokeToolRequest) { r.Tool = "drop_table" }), true, ErrMismatch},
		{"other execution", granted(planner, now, approved, func(r *hermesv1.InvokeToolRequest) { r.ExecutionId = "e2" }), true, ErrMismatch},
		{"other step", granted(planner, now, approved, func(r *hermesv1.InvokeToolRequest) { r.StepId = "t.1" }), true, ErrMismatch},
		{"other key", granted(planner, now, approved, func(r *hermesv1.InvokeToolRequest) { r.IdempotencyKey = "k2" }), true, ErrMismatch},
		{"approval edited in", granted(planner, now, Approval{}, func(r *hermesv1.InvokeToolRequest) {
			var g hermesv1.ToolGrant
			_ = proto.Unmarshal(r.Grant.Payload, &g)
			g.Approval = hermesv1.GrantApproval_GRANT_APPROVAL_APPROVED
			r.Grant.Payload, _ = proto.Marshal(&g)
		}), true, ErrInvalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := v.Check(tc.req, tc.needsApproval)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Check = %v, want %v", err, tc.want)
			}
			if err == nil && tc.needsApproval && g.GetApprovedBy() != "lead" {
				t.Errorf("approved_by = %q, want lead", g.GetApprovedBy())
			}
		})
	}
}

func TestNilIssuerAttachesNothing(t *testing.T) {
	req := &hermesv1.InvokeToolRequest{Tool: "x"}
	var i *Issuer
	i.Attach(req, Approval{Approved: true})
	if req.Grant != nil {
		t.Errorf("grant = %v, want none", req.Grant)
	}
}
