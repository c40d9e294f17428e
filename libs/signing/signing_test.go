package signing

import (
	"crypto/ed25519"
	"errors"
	"os"
	"path/filepath"
	"testing"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	oldKey, oldPub, err := WriteKeyPair(dir, "old")
	if err != nil {
		t.Fatal(err)
	}
	newKey, newPub, err := WriteKeyPair(dir, "new")
	if err != nil {
		t.Fatal(err)
	}
	// Both public keys in one file: the rotation window.
	both := filepath.Join(dir, "both.pub")
	a, _ := os.ReadFile(oldPub)
	b, _ := os.ReadFile(newPub)
	if err := os.WriteFile(both, append(a, b...), 0o644); err != nil {
		t.Fatal(err)
	}
	signer := func(p string) *Signer {
		s, err := LoadSigner(p)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	oldS, newS := signer(oldKey), signer(newKey)
	trustBoth, err := LoadKeySet([]string{both})
	if err != nil {
		t.Fatal(err)
	}
	trustNew, err := LoadKeySet([]string{newPub})
	if err != nil {
		t.Fatal(err)
	}
	payload := []byte("payload")
	tampered := oldS.Sign(PurposeGrant, payload)
	tampered.Payload = []byte("payloae")
	tests := []struct {
		name string
		keys *KeySet
		msg  *hermesv1.SignedMessage
		want error
	}{
		{"old key while both are trusted", trustBoth, oldS.Sign(PurposeGrant, payload), nil},
		{"new key while both are trusted", trustBoth, newS.Sign(PurposeGrant, payload), nil},
		{"old key after it was dropped", trustNew, oldS.Sign(PurposeGrant, payload), ErrUnknownKey},
		{"other purpose", trustBoth, oldS.Sign(PurposeAssertion, payload), ErrBadSignature},
		{"tampered payload", trustBoth, tampered, ErrBadSignature},
		{"unsigned", trustBoth, &hermesv1.SignedMessage{Payload: payload}, ErrUnsigned},
		{"nil", trustBoth, nil, ErrUnsigned},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.keys.Verify(PurposeGrant, tc.msg)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Verify error = %v, want %v", err, tc.want)
			}
			if err == nil && string(got) != string(payload) {
				t.Errorf("payload = %q, want %q", got, payload)
			}
		})
	}
}

func TestLoadRefusesWrongFiles(t *testing.T) {
	dir := t.TempDir()
	key, pub, err := WriteKeyPair(dir, "k")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSigner(pub); err == nil {
		t.Error("LoadSigner accepted a public key file")
	}
	if _, err := LoadKeySet([]string{key}); err == nil {
		t.Error("LoadKeySet accepted a private key file")
	}
	if _, err := LoadKeySet(nil); err == nil {
		t.Error("LoadKeySet accepted no files")
	}
	if fi, err := os.Stat(key); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("private key mode = %v (%v), want 0600", fi.Mode().Perm(), err)
	}
	s, err := LoadSigner(key)
	if err != nil {
		t.Fatal(err)
	}
	if got := KeyID(s.Public()); len(got) != 16 || got != KeyID(ed25519.PublicKey(s.Public())) {
		t.Errorf("KeyID = %q", got)
	}
}
