package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/hermes-agent/hermes/libs/signing"
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
