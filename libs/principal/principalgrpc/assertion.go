package principalgrpc

import (
	"context"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/libs/signing"
)

// MDAssertion is the metadata key of the gateway's signed principal
// assertion (a serialized SignedMessage over a PrincipalAssertion).
const MDAssertion = "x-hermes-assertion-bin"

// DefaultAssertionTTL is how long an assertion stays valid after it is
// signed: long enough for clocks a little apart, short enough that a copied
// one is soon useless.
const DefaultAssertionTTL = 2 * time.Minute

// Asserter signs the principal of each call the gateway forwards.
type Asserter struct {
	signer *signing.Signer
	ttl    time.Duration
	now    func() time.Time
}

// NewAsserter returns an asserter signing with signer; a zero ttl means
// DefaultAssertionTTL and a nil now time.Now.
func NewAsserter(signer *signing.Signer, ttl time.Duration, now func() time.Time) *Asserter {
	if ttl <= 0 {
		ttl = DefaultAssertionTTL
	}
	if now == nil {
		now = time.Now
	}
	return &Asserter{signer: signer, ttl: ttl, now: now}
}

// Outgoing adds the principal in ctx to the outgoing metadata, signed for
// executionID (empty for a call about no execution). The assertion is
// added even without a principal — it then says the gateway authenticates
// no one — so that a planner can tell a gateway's call from anyone else's.
// A nil Asserter forwards the principal unsigned, as Outgoing does.
func (a *Asserter) Outgoing(ctx context.Context, executionID string) context.Context {
	ctx = Outgoing(ctx)
	if a == nil {
		return ctx
	}
	as := &hermesv1.PrincipalAssertion{ExecutionId: executionID, ExpiresAt: timestamppb.New(a.now().Add(a.ttl))}
	if p := principal.FromContext(ctx); p != nil {
		as.Principal, as.Roles = p.Name, p.Roles
	}
	return metadata.AppendToOutgoingContext(ctx, MDAssertion, string(Sign(a.signer, as)))
}

// Sign serializes a signed assertion as it travels in MDAssertion.
func Sign(signer *signing.Signer, as *hermesv1.PrincipalAssertion) []byte {
	payload, _ := proto.MarshalOptions{Deterministic: true}.Marshal(as) // a message of strings and a timestamp always marshals
	wire, _ := proto.Marshal(signer.Sign(signing.PurposeAssertion, payload))
	return wire
}

// Verifier reads principals only from assertions a trusted gateway signed.
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

// Incoming returns the principal a trusted gateway asserted for a call
// about executionID: nil when that gateway authenticates no one. The plain
// principal metadata is ignored. A call without a valid assertion — none,
// signed by an unknown key, tampered with, expired — is refused with
// UNAUTHENTICATED; a valid one made for another execution with
// PERMISSION_DENIED.
func (v *Verifier) Incoming(ctx context.Context, executionID string) (*principal.Principal, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	vals := md.Get(MDAssertion)
	if len(vals) != 1 {
		return nil, status.Error(codes.Unauthenticated, "this planner serves only calls through a gateway: the call carries no signed principal assertion")
	}
	var m hermesv1.SignedMessage
	if err := proto.Unmarshal([]byte(vals[0]), &m); err != nil {
		return nil, status.Error(codes.Unauthenticated, "the principal assertion is malformed")
	}
	payload, err := v.keys.Verify(signing.PurposeAssertion, &m)
	if err != nil {
		return nil, status.Errorf(codes.Unauthenticated, "the principal assertion is refused: %v", err)
	}
	var as hermesv1.PrincipalAssertion
	if err := proto.Unmarshal(payload, &as); err != nil {
		return nil, status.Error(codes.Unauthenticated, "the signed principal assertion does not decode")
	}
	if err := v.current(&as, executionID); err != nil {
		return nil, err
	}
	if as.GetPrincipal() == "" {
		return nil, nil
	}
	return &principal.Principal{Name: as.GetPrincipal(), Roles: append([]string{}, as.GetRoles()...)}, nil
}

// current checks the assertion's expiry and execution.
func (v *Verifier) current(as *hermesv1.PrincipalAssertion, executionID string) error {
	if as.GetExpiresAt() == nil {
		return status.Error(codes.Unauthenticated, "the principal assertion states no expiry")
	}
	if !v.now().Before(as.GetExpiresAt().AsTime()) {
		return status.Errorf(codes.Unauthenticated, "the principal assertion expired at %s", as.GetExpiresAt().AsTime().Format(time.RFC3339))
	}
	if as.GetExecutionId() != executionID {
		return status.Errorf(codes.PermissionDenied, "the principal assertion was made for execution %q, not %q", as.GetExecutionId(), executionID)
	}
	return nil
}
