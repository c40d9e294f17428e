package principalgrpc

import (
	"context"
	"slices"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/signing"
)

// received turns what a client would send into what a server reads.
func received(ctx context.Context) context.Context {
	md, _ := metadata.FromOutgoingContext(ctx)
	return metadata.NewIncomingContext(context.Background(), md)
}

func newSigner(t *testing.T) *signing.Signer {
	t.Helper()
	k, err := signing.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return signing.NewSigner(k)
}

func TestVerifierIncoming(t *testing.T) {
	now := time.Date(2025, 3, 10, 14, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	gw, other := newSigner(t), newSigner(t)
	v := NewVerifier(signing.NewKeySet(gw.Public()), clock)
	alice := principal.NewContext(context.Background(), principal.Principal{Name: "alice", Roles: []string{"analyst"}})
	forged := func(as *hermesv1.PrincipalAssertion, s *signing.Signer) context.Context {
		return metadata.NewIncomingContext(context.Background(), metadata.Pairs(MDAssertion, string(Sign(s, as))))
	}
	tests := []struct {
		name     string
		ctx      context.Context
		exec     string
		wantCode codes.Code
		wantName string
	}{
		{"signed by the gateway", received(NewAsserter(gw, 0, clock).Outgoing(alice, "e1")), "e1", codes.OK, "alice"},
		{"anonymous through an open gateway", received(NewAsserter(gw, 0, clock).Outgoing(context.Background(), "")), "", codes.OK, ""},
		{"plain metadata only", received(Outgoing(principal.NewContext(context.Background(), principal.Principal{Name: "mallory", Roles: []string{"admin"}}))), "e1", codes.Unauthenticated, ""},
		{"signed by another key", received(NewAsserter(other, 0, clock).Outgoing(alice, "e1")), "e1", codes.Unauthenticated, ""},
		{"expired", forged(&hermesv1.PrincipalAssertion{Principal: "alice", ExecutionId: "e1", ExpiresAt: timestamppb.New(now.Add(-time.Second))}, gw), "e1", codes.Unauthenticated, ""},
		{"no expiry", forged(&hermesv1.PrincipalAssertion{Principal: "alice", ExecutionId: "e1"}, gw), "e1", codes.Unauthenticated, ""},
		{"another execution", received(NewAsserter(gw, 0, clock).Outgoing(alice, "e1")), "e2", codes.PermissionDenied, ""},
		{"garbage", metadata.NewIncomingContext(context.Background(), metadata.Pairs(MDAssertion, "\xff\x01")), "e1", codes.Unauthenticated, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := v.Incoming(tc.ctx, tc.exec)
			if got := status.Code(err); got != tc.wantCode {
				t.Fatalf("code = %v (%v), want %v", got, err, tc.wantCode)
			}
			if err != nil {
				return
			}
			switch {
			case tc.wantName == "" && p != nil:
				t.Errorf("principal = %+v, want none", p)
			case tc.wantName != "" && (p == nil || p.Name != tc.wantName || !slices.Equal(p.Roles, []string{"analyst"})):
				t.Errorf("principal = %+v, want %s with role analyst", p, tc.wantName)
			}
		})
	}
}

// The signed principal wins over plain metadata a caller adds beside it.
func TestVerifierIgnoresPlainMetadata(t *testing.T) {
	gw := newSigner(t)
	ctx := NewAsserter(gw, 0, nil).Outgoing(principal.NewContext(context.Background(), principal.Principal{Name: "alice", Roles: []string{"analyst"}}), "e1")
	ctx = metadata.AppendToOutgoingContext(ctx, MDName, "root", MDRoles, "admin")
	p, err := NewVerifier(signing.NewKeySet(gw.Public()), nil).Incoming(received(ctx), "e1")
	if err != nil || p == nil || p.Name != "alice" || p.Has(principal.RoleAdmin) {
		t.Fatalf("Incoming = %+v, %v; want alice without admin", p, err)
	}
}
