// Package signing holds the Ed25519 keys with which one hermes service
// vouches for something to the next one — the gateway for a caller's
// principal, the planner for a tool call — and checks such statements
// against a set of trusted public keys. Several public keys may be trusted
// at once, so a key is rotated by trusting the new one before signing with
// it and dropping the old one after.
package signing

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// Purposes label what a signature vouches for; each is signed with the
// payload, so a signature made for one purpose never verifies for another.
const (
	PurposeAssertion = "hermes principal assertion v1"
	PurposeGrant     = "hermes tool grant v1"
)

// Errors of Verify, matched with errors.Is.
var (
	// ErrUnsigned is a missing or empty signed message.
	ErrUnsigned = errors.New("not signed")
	// ErrUnknownKey is a signature by a key that is not trusted.
	ErrUnknownKey = errors.New("signed by a key that is not trusted")
	// ErrBadSignature is a signature that does not match the payload.
	ErrBadSignature = errors.New("signature does not verify")
)

// KeyID names a public key: the first 8 bytes of its SHA-256, in hex.
func KeyID(pub ed25519.PublicKey) string {
	sum := sha256.Sum256(pub)
	return hex.EncodeToString(sum[:8])
}

// Signer signs with one private key.
type Signer struct {
	key ed25519.PrivateKey
	id  string
}

// NewSigner returns a signer over key.
func NewSigner(key ed25519.PrivateKey) *Signer {
	return &Signer{key: key, id: KeyID(key.Public().(ed25519.PublicKey))}
}

// Public returns the signer's public key.
func (s *Signer) Public() ed25519.PublicKey { return s.key.Public().(ed25519.PublicKey) }

// Sign signs payload for purpose.
func (s *Signer) Sign(purpose string, payload []byte) *hermesv1.SignedMessage {
	return &hermesv1.SignedMessage{KeyId: s.id, Payload: payload, Signature: ed25519.Sign(s.key, labelled(purpose, payload))}
}

// labelled is what is actually signed: the purpose, a zero byte, the payload.
func labelled(purpose string, payload []byte) []byte {
	b := make([]byte, 0, len(purpose)+1+len(payload))
	b = append(append(append(b, purpose...), 0), payload...)
	return b
}

// KeySet is the public keys a service trusts.
type KeySet struct {
	keys map[string]ed25519.PublicKey
}

// NewKeySet returns a set trusting keys.
func NewKeySet(keys ...ed25519.PublicKey) *KeySet {
	ks := &KeySet{keys: make(map[string]ed25519.PublicKey, len(keys))}
	for _, k := range keys {
		ks.keys[KeyID(k)] = k
	}
	return ks
}

// Len is the number of trusted keys.
func (k *KeySet) Len() int { return len(k.keys) }

// Verify checks that a trusted key signed m for purpose and returns the
// payload.
func (k *KeySet) Verify(purpose string, m *hermesv1.SignedMessage) ([]byte, error) {
	if m == nil || len(m.GetSignature()) == 0 {
		return nil, ErrUnsigned
	}
	pub, ok := k.keys[m.GetKeyId()]
	if !ok {
		return nil, fmt.Errorf("key %q: %w", m.GetKeyId(), ErrUnknownKey)
	}
	if !ed25519.Verify(pub, labelled(purpose, m.GetPayload()), m.GetSignature()) {
		return nil, ErrBadSignature
	}
	return m.GetPayload(), nil
}

// GenerateKey returns a new random private key.
func GenerateKey() (ed25519.PrivateKey, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	return priv, err
}

// LoadSigner reads a PEM "PRIVATE KEY" (PKCS #8) Ed25519 key file.
func LoadSigner(path string) (*Signer, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for rest := b; ; {
		var blk *pem.Block
		blk, rest = pem.Decode(rest)
		if blk == nil {
			return nil, fmt.Errorf("%s: no PEM PRIVATE KEY block", path)
		}
		if blk.Type != "PRIVATE KEY" {
			continue
		}
		k, err := x509.ParsePKCS8PrivateKey(blk.Bytes)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		priv, ok := k.(ed25519.PrivateKey)
		if !ok {
			return nil, fmt.Errorf("%s: the key is %T, not Ed25519", path, k)
		}
		return NewSigner(priv), nil
	}
}

// LoadKeySet reads the PEM "PUBLIC KEY" Ed25519 keys of every file in
// paths; a file may hold several (the current key and the next one).
func LoadKeySet(paths []string) (*KeySet, error) {
	var keys []ed25519.PublicKey
	for _, p := range paths {
		got, err := readPublicKeys(p)
		if err != nil {
			return nil, err
		}
		keys = append(keys, got...)
	}
	if len(keys) == 0 {
		return nil, errors.New("no public key given")
	}
	return NewKeySet(keys...), nil
}

func readPublicKeys(path string) ([]ed25519.PublicKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var keys []ed25519.PublicKey
	for rest := b; ; {
		var blk *pem.Block
		blk, rest = pem.Decode(rest)
		if blk == nil {
			break
		}
		if blk.Type != "PUBLIC KEY" {
			continue
		}
		k, err := x509.ParsePKIXPublicKey(blk.Bytes)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		pub, ok := k.(ed25519.PublicKey)
		if !ok {
			return nil, fmt.Errorf("%s: a key is %T, not Ed25519", path, k)
		}
		keys = append(keys, pub)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("%s: no PEM PUBLIC KEY block", path)
	}
	return keys, nil
}

// WriteKeyPair writes a new key to dir as NAME.key (private, mode 0600)
// and NAME.pub (public) and returns their paths.
func WriteKeyPair(dir, name string) (keyPath, pubPath string, err error) {
	priv, err := GenerateKey()
	if err != nil {
		return "", "", err
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return "", "", err
	}
	pubDER, err := x509.MarshalPKIXPublicKey(priv.Public())
	if err != nil {
		return "", "", err
	}
	keyPath, pubPath = filepath.Join(dir, name+".key"), filepath.Join(dir, name+".pub")
	if err := os.WriteFile(keyPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}), 0o600); err != nil {
		return "", "", err
	}
	if err := os.WriteFile(pubPath, pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}), 0o644); err != nil {
		return "", "", err
	}
	return keyPath, pubPath, nil
}
