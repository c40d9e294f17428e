package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hermes-agent/hermes/libs/signing"
	"github.com/hermes-agent/hermes/libs/tlsconf"
)

// hermes certs writes key pairs each service loads, and never overwrites
// keys already there.
func TestCertsWritesLoadableKeys(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "keys")
	var out, errOut bytes.Buffer
	e := &env{stdout: &out, stderr: &errOut}
	if err := dispatch(context.Background(), e, []string{"certs", dir}); err != nil {
		t.Fatalf("hermes certs: %v\n%s", err, errOut.String())
	}
	for _, name := range []string{"gateway", "planner"} {
		s, err := signing.LoadSigner(filepath.Join(dir, name+".key"))
		if err != nil {
			t.Fatal(err)
		}
		keys, err := signing.LoadKeySet([]string{filepath.Join(dir, name+".pub")})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := keys.Verify(signing.PurposeGrant, s.Sign(signing.PurposeGrant, []byte("x"))); err != nil {
			t.Errorf("%s.pub does not verify %s.key's signature: %v", name, name, err)
		}
	}
	if err := dispatch(context.Background(), e, []string{"certs", dir}); err == nil {
		t.Error("a second hermes certs into the same directory overwrote the keys")
	}
}

// hermes certs also writes a CA and a certificate per service that load as
// each service's mutual-TLS files, and writes nothing when one exists.
func TestCertsWritesLoadableCertificates(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "keys")
	var out, errOut bytes.Buffer
	e := &env{stdout: &out, stderr: &errOut}
	if err := dispatch(context.Background(), e, []string{"certs", dir}); err != nil {
		t.Fatalf("hermes certs: %v\n%s", err, errOut.String())
	}
	for _, name := range []string{"gateway", "planner", "toolrunner"} {
		files := tlsconf.Files{Cert: filepath.Join(dir, name+"-tls.crt"), Key: filepath.Join(dir, name+"-tls.key"), CA: filepath.Join(dir, "ca.crt")}
		if _, err := files.Server(); err != nil {
			t.Errorf("%s certificate: %v", name, err)
		}
	}
	fresh := filepath.Join(t.TempDir(), "next")
	if err := os.MkdirAll(fresh, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(fresh, "ca.crt"), []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := dispatch(context.Background(), e, []string{"certs", fresh}); err == nil {
		t.Fatal("hermes certs overwrote ca.crt")
	}
	if _, err := os.Stat(filepath.Join(fresh, "gateway.key")); !os.IsNotExist(err) {
		t.Errorf("a refused hermes certs still wrote gateway.key (%v)", err)
	}
}
