package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hermes-agent/hermes/libs/signing"
)

// certsCommand writes the keys a cluster's services prove themselves with.
func certsCommand() command {
	c := command{
		name:    "certs",
		summary: "Write the signing keys of a cluster's gateways and planners.",
		usage: `Usage: hermes certs [--services gateway,planner] DIR

Writes an Ed25519 key pair per service to DIR (created if missing; existing files are
never overwritten):
  gateway.key  gateway.pub   the gateway signs principals (-signing-key);
                             planners verify them (-gateway-keys)
  planner.key  planner.pub   the planner signs tool grants (-signing-key);
                             toolrunners verify them (-planner-keys)
Private keys are written with mode 0600: put each in a Secret mounted into
its own service only. To rotate one key, write only it to a new directory
and follow docs/security.md (Key rotation).

Examples:
  hermes certs deploy/keys
  hermes certs --services planner keys-next`,
	}
	c.run = func(_ context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		services := fs.String("services", "gateway,planner", "comma-separated services whose key pairs to write: gateway, planner")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			fs.Usage()
			return &exitError{code: 2, msg: "certs takes one directory"}
		}
		names := strings.Split(*services, ",")
		for _, n := range names {
			if n != "gateway" && n != "planner" {
				return &exitError{code: 2, msg: fmt.Sprintf("--services: %q is not gateway or planner", n)}
			}
		}
		return writeSigningKeys(e, pos[0], names)
	}
	return c
}

func writeSigningKeys(e *env, dir string, names []string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	for _, name := range names {
		for _, ext := range []string{".key", ".pub"} {
			if _, err := os.Stat(filepath.Join(dir, name+ext)); err == nil {
				return fmt.Errorf("%s exists; remove it or choose another directory", filepath.Join(dir, name+ext))
			}
		}
	}
	for _, name := range names {
		key, pub, err := signing.WriteKeyPair(dir, name)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "%s\n%s\n", key, pub)
	}
	return nil
}
