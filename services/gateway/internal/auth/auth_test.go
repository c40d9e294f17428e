package auth

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/principal"
)

func write(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "keys.yaml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadErrorsNameTheField(t *testing.T) {
	good := Digest("k")
	tests := []struct{ name, body, want string }{
		{"bad digest", "keys: [{name: a, sha256: abc}]", "keys[0].sha256"},
		{"no name", "keys: [{sha256: " + good + "}]", "keys[0].name"},
		{"bad role", "keys: [{name: a, roles: [Admin!], sha256: " + good + "}]", "keys[0].roles"},
		{"duplicate", "keys: [{name: a, sha256: " + good + "}, {name: b, sha256: " + good + "}]", "keys[1].sha256"},
		{"unknown field", "keys: [{name: a, key: plain, sha256: " + good + "}]", "key"},
		{"empty", "keys: []", "no keys"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(write(t, tt.body))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want an error naming %q", err, tt.want)
			}
		})
	}
}

func TestAuthenticate(t *testing.T) {
	keys, err := Load(write(t, "keys: [{name: bot, roles: [analyst], sha256: "+Digest("s3cret")+"}]"))
	if err != nil {
		t.Fatal(err)
	}
	in := func(v string) context.Context {
		return metadata.NewIncomingContext(context.Background(), metadata.Pairs("authorization", v))
	}
	ctx, err := keys.Authenticate(in("Bearer s3cret"))
	if err != nil {
		t.Fatal(err)
	}
	if p := principal.FromContext(ctx); p == nil || p.Name != "bot" || strings.Join(p.Roles, ",") != "analyst" {
		t.Errorf("principal = %+v, want bot/analyst", p)
	}
	for _, bad := range []string{"Bearer wrong", "Basic s3cret", ""} {
		if _, err := keys.Authenticate(in(bad)); status.Code(err) != codes.Unauthenticated {
			t.Errorf("authorization %q: %v, want Unauthenticated", bad, err)
		}
	}
}
