// Package auth authenticates the gateway's callers (R18). A caller presents
// an API key as "authorization: Bearer KEY"; the gateway knows only the
// keys' SHA-256 digests, each with a principal name and roles. The
// principal travels to the planner in metadata (package principal), where the
// roles decide which tools the caller may see — and therefore which tools
// its goals may call.
package auth

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"os"
	"regexp"

	"github.com/goccy/go-yaml"
	grpcauth "github.com/grpc-ecosystem/go-grpc-middleware/v2/interceptors/auth"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/principal"
)

// Keys maps API-key digests to principals.
type Keys struct {
	byDigest map[[sha256.Size]byte]principal.Principal
}

type keyFile struct {
	Keys []struct {
		Name   string   `yaml:"name"`
		Roles  []string `yaml:"roles"`
		SHA256 string   `yaml:"sha256"`
	} `yaml:"keys"`
}

var roleRE = regexp.MustCompile(`^[a-z][a-z0-9_-]{0,31}$`)

// Load reads a key file:
//
//	keys:
//	  - name: reporting-cron
//	    roles: [analyst]
//	    sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
//
// Plain keys never appear in it (sha256sum of the key). Errors name the
// entry and field.
func Load(path string) (*Keys, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("auth-keys: %w", err)
	}
	return ParseKeys(path, data)
}

// ParseKeys reads the content of the key file at path (named in errors).
func ParseKeys(path string, data []byte) (*Keys, error) {
	var f keyFile
	if err := yaml.NewDecoder(bytes.NewReader(data), yaml.Strict()).Decode(&f); err != nil {
		return nil, fmt.Errorf("auth-keys %s: %w", path, err)
	}
	k := &Keys{byDigest: map[[sha256.Size]byte]principal.Principal{}}
	for i, e := range f.Keys {
		where := fmt.Sprintf("auth-keys %s: keys[%d]", path, i)
		raw, err := hex.DecodeString(e.SHA256)
		if err != nil || len(raw) != sha256.Size {
			return nil, fmt.Errorf("%s.sha256: want 64 hex digits (sha256sum of the key)", where)
		}
		if e.Name == "" {
			return nil, fmt.Errorf("%s.name: must not be empty", where)
		}
		for _, r := range e.Roles {
			if !roleRE.MatchString(r) {
				return nil, fmt.Errorf("%s.roles: %q must match %s", where, r, roleRE)
			}
		}
		var d [sha256.Size]byte
		copy(d[:], raw)
		if _, dup := k.byDigest[d]; dup {
			return nil, fmt.Errorf("%s.sha256: the same key is listed twice", where)
		}
		k.byDigest[d] = principal.Principal{Name: e.Name, Roles: e.Roles}
	}
	if len(k.byDigest) == 0 {
		return nil, fmt.Errorf("auth-keys %s: no keys", path)
	}
	return k, nil
}

// Digest returns the hex SHA-256 of a key, as the key file holds it.
func Digest(key string) string {
	d := sha256.Sum256([]byte(key))
	return hex.EncodeToString(d[:])
}

// Authenticate is a go-grpc-middleware auth function: it resolves the
// bearer key to a principal and stores it in the context.
func (k *Keys) Authenticate(ctx context.Context) (context.Context, error) {
	key, err := grpcauth.AuthFromMD(ctx, "bearer")
	if err != nil {
		return nil, status.Error(codes.Unauthenticated, "missing credentials: send \"authorization: Bearer <api key>\"")
	}
	p, ok := k.Lookup(key)
	if !ok {
		return nil, status.Error(codes.Unauthenticated, "unknown API key")
	}
	return principal.NewContext(ctx, p), nil
}

// Lookup resolves a plain API key to its principal; ok is false for a key
// the file does not list. Every transport authenticates through it.
func (k *Keys) Lookup(key string) (p principal.Principal, ok bool) {
	d := sha256.Sum256([]byte(key))
	for digest, pr := range k.byDigest {
		if subtle.ConstantTimeCompare(digest[:], d[:]) == 1 {
			p, ok = pr, true
		}
	}
	return p, ok
}
