package planner

import (
	"flag"
	"fmt"

	"github.com/hermes-agent/hermes/libs/config"
	"github.com/hermes-agent/hermes/libs/grant"
	"github.com/hermes-agent/hermes/libs/principal/principalgrpc"
	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/services/planner/internal/catalog"
	"github.com/hermes-agent/hermes/services/planner/internal/ports"
)

// TrustConfig is what the planner believes of its callers and vouches for
// to its toolrunners.
type TrustConfig struct {
	// GatewayKeys are Ed25519 public key files (PEM) of the gateways; when
	// set, the planner reads a caller's principal only from an assertion
	// one of them signed for the execution called, and refuses any call
	// without one. Several keys may be trusted at once (rotation).
	GatewayKeys config.StringList
	// SigningKey is the Ed25519 private key file (PEM, PKCS #8) with which
	// the planner signs a grant for every tool call; toolrunners that hold
	// its public key refuse calls without one.
	SigningKey string
}

// RegisterFlags defines the settings on fs.
func (c *TrustConfig) RegisterFlags(fs *flag.FlagSet) {
	fs.Var(&c.GatewayKeys, "gateway-keys", "comma-separated gateway public key files (PEM); when set, only principals a gateway signed are believed")
	fs.StringVar(&c.SigningKey, "signing-key", "", "Ed25519 private key file (PEM) signing a grant for every tool call")
}

// apply loads the keys and sets them on the port and the catalog.
func (c *TrustConfig) apply(srv *ports.Server, cat *catalog.Catalog) error {
	if len(c.GatewayKeys) > 0 {
		keys, err := signing.LoadKeySet(c.GatewayKeys)
		if err != nil {
			return fmt.Errorf("gateway-keys: %w", err)
		}
		srv.VerifyPrincipals(principalgrpc.NewVerifier(keys, nil))
	}
	if c.SigningKey != "" {
		s, err := signing.LoadSigner(c.SigningKey)
		if err != nil {
			return fmt.Errorf("signing-key: %w", err)
		}
		cat.SignGrants(grant.NewIssuer(s, 0, nil))
	}
	return nil
}
