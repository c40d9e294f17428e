package devstack

import (
	"fmt"
	"os"

	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// keys are the stack's throwaway signing keys and certificates: the
// gateway signs principals for the planner, the planner signs grants for
// the toolrunners, and every hop is mutual TLS under a throwaway CA with
// the callee's allow-list (the planner admits the gateway, toolrunners
// the planner), so the local stack checks every hop as a cluster does,
// with nothing to set up.
type keys struct {
	dir                    string
	gatewayKey, gatewayPub string
	plannerKey, plannerPub string
	// certs are each service's certificate, key and CA, by service name.
	certs map[string]tlsconf.Files
}

// newKeys writes fresh keys and certificates to a new temporary directory;
// remove deletes it.
func newKeys() (*keys, error) {
	dir, err := os.MkdirTemp("", "hermes-dev-keys-")
	if err != nil {
		return nil, fmt.Errorf("signing keys: %w", err)
	}
	k := &keys{dir: dir}
	if k.gatewayKey, k.gatewayPub, err = signing.WriteKeyPair(dir, "gateway"); err == nil {
		k.plannerKey, k.plannerPub, err = signing.WriteKeyPair(dir, "planner")
	}
	if err == nil {
		k.certs, err = tlsconf.WriteCluster(dir, []string{"gateway", "planner", "toolrunner"})
	}
	if err != nil {
		_ = os.RemoveAll(dir)
		return nil, fmt.Errorf("signing keys: %w", err)
	}
	return k, nil
}

// remove deletes the keys.
func (k *keys) remove() error {
	if k == nil {
		return nil
	}
	return os.RemoveAll(k.dir)
}
