package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// certsCommand writes the keys and certificates a cluster's services prove
// themselves with.
func certsCommand() command {
	c := command{
		name:    "certs",
		summary: "Write the signing keys and mutual-TLS certificates of a cluster's services.",
		usage: `Usage: hermes certs [--services gateway,planner] [--tls gateway,planner,toolrunner] DIR

Writes to DIR (created if missing; existing files are never overwritten) an
Ed25519 signing key pair per service of --services:
  gateway.key  gateway.pub   the gateway signs principals (-signing-key);
                             planners verify them (-gateway-keys)
  planner.key  planner.pub   the planner signs tool grants (-signing-key);
                             toolrunners verify them (-planner-keys)
and a development CA with an ECDSA P-256 certificate per service of --tls,
valid one year, named after the service (DNS name) and localhost, 127.0.0.1:
  ca.crt                     every service's -tls-ca (and the gateway's
                             -planner-tls-ca); the CA's key is not kept
  gateway-tls.crt/.key       the gateway's -planner-tls-cert/-planner-tls-key
  planner-tls.crt/.key       the planner's -tls-cert/-tls-key (-tls-allow gateway)
  toolrunner-tls.crt/.key    each toolrunner's -tls-cert/-tls-key (-tls-allow planner)
A client checks a server's certificate against the host it dials, so these
suit a cluster whose services are reached by those names; see
docs/security.md (Mutual TLS).
Private keys are written with mode 0600: put each in a Secret mounted into
its own service only. To rotate one signing key, write only it (--tls=) to
a new directory and follow docs/security.md (Key rotation).

Examples:
  hermes certs deploy/keys
  hermes certs --services planner --tls= keys-next`,
	}
	c.run = func(_ context.Context, e *env, args []string) error {
		fs := newFlags(e, c)
		services := fs.String("services", "gateway,planner", "comma-separated services whose signing key pairs to write: gateway, planner; empty for none")
		tlsServices := fs.String("tls", "gateway,planner,toolrunner", "comma-separated services to write a CA and TLS certificates for: gateway, planner, toolrunner; empty for none")
		pos, err := parse(fs, args)
		if err != nil {
			return err
		}
		if len(pos) != 1 {
			fs.Usage()
			return &exitError{code: 2, msg: "certs takes one directory"}
		}
		names := tlsconf.ParseAllow(*services)
		for _, n := range names {
			if n != "gateway" && n != "planner" {
				return &exitError{code: 2, msg: fmt.Sprintf("--services: %q is not gateway or planner", n)}
			}
		}
		certNames := tlsconf.ParseAllow(*tlsServices)
		for _, n := range certNames {
			if n != "gateway" && n != "planner" && n != "toolrunner" {
				return &exitError{code: 2, msg: fmt.Sprintf("--tls: %q is not gateway, planner or toolrunner", n)}
			}
		}
		if len(names) == 0 && len(certNames) == 0 {
			return &exitError{code: 2, msg: "--services and --tls are both empty: nothing to write"}
		}
		// Nothing is written when any file is already there.
		if err := refuseExisting(pos[0], names, certNames); err != nil {
			return err
		}
		if err := writeSigningKeys(e, pos[0], names); err != nil {
			return err
		}
		return writeCertificates(e, pos[0], certNames)
	}
	return c
}

// refuseExisting fails when a file hermes certs would write exists.
func refuseExisting(dir string, keyNames, certNames []string) error {
	var paths []string
	for _, n := range keyNames {
		paths = append(paths, filepath.Join(dir, n+".key"), filepath.Join(dir, n+".pub"))
	}
	if len(certNames) > 0 {
		paths = append(paths, filepath.Join(dir, "ca.crt"))
	}
	for _, n := range certNames {
		paths = append(paths, filepath.Join(dir, n+"-tls.crt"), filepath.Join(dir, n+"-tls.key"))
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			return fmt.Errorf("%s exists; remove it or choose another directory", p)
		}
	}
	return nil
}

// writeCertificates writes a development CA and a certificate per service.
func writeCertificates(e *env, dir string, names []string) error {
	if len(names) == 0 {
		return nil
	}
	files, err := tlsconf.WriteCluster(dir, names)
	if err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, files[names[0]].CA)
	for _, name := range names {
		fmt.Fprintf(e.stdout, "%s\n%s\n", files[name].Cert, files[name].Key)
	}
	return nil
}

// writeSigningKeys creates dir and writes a signing key pair per service.
func writeSigningKeys(e *env, dir string, names []string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
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
