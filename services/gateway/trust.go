package gateway

import (
	"flag"
	"fmt"
	"time"

	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/services/gateway/internal/ports"
)

// TrustConfig is how the gateway vouches for its callers to the planner.
type TrustConfig struct {
	// SigningKey is the Ed25519 private key file (PEM, PKCS #8) with which
	// the gateway signs the principal of every call it forwards; empty
	// forwards the principal unsigned, which only a planner that verifies
	// nothing accepts.
	SigningKey string
	// AssertionTTL is how long a signed principal stays valid.
	AssertionTTL time.Duration
}

// RegisterFlags defines the settings on fs.
func (c *TrustConfig) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.SigningKey, "signing-key", "", "Ed25519 private key file (PEM) signing each forwarded principal for the planner; empty forwards it unsigned")
	fs.DurationVar(&c.AssertionTTL, "assertion-ttl", principalgrpc.DefaultAssertionTTL, "how long a signed principal is valid (covers clock differences between hosts)")
}

// Validate checks the settings; the error names the bad one.
func (c *TrustConfig) Validate() error {
	if c.AssertionTTL < time.Second || c.AssertionTTL > time.Hour {
		return fmt.Errorf("assertion-ttl: %s is outside 1s..1h", c.AssertionTTL)
	}
	return nil
}

// apply makes svc sign principals when a signing key is configured.
func (c *TrustConfig) apply(svc *ports.Server) error {
	if c.SigningKey == "" {
		return nil
	}
	s, err := signing.LoadSigner(c.SigningKey)
	if err != nil {
		return fmt.Errorf("signing-key: %w", err)
	}
	svc.SignPrincipals(principalgrpc.NewAsserter(s, c.AssertionTTL, nil))
	return nil
}
