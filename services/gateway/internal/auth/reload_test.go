package auth

import (
	"log/slog"
	"os"
	"strings"
	"testing"
)

func TestKeyFileReload(t *testing.T) {
	path := write(t, "keys: [{name: a, sha256: "+Digest("key-a")+"}, {name: b, sha256: "+Digest("key-b")+"}]")
	kf, err := WatchKeys(path, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name        string
		content     string // written before the reload; "" leaves the file as it is
		wantChanged bool
		wantErr     bool
		wantA       bool
		wantB       bool
	}{
		{"unchanged", "", false, false, true, true},
		{"b revoked", "keys: [{name: a, sha256: " + Digest("key-a") + "}]", true, false, true, false},
		{"a broken file keeps the last good keys", "keys: [{name: a, sha256: nothex}]", false, true, true, false},
		{"b back", "keys: [{name: b, sha256: " + Digest("key-b") + "}]", true, false, false, true},
	}
	for _, s := range steps {
		if s.content != "" {
			if err := os.WriteFile(path, []byte(s.content), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		changed, err := kf.Reload()
		if changed != s.wantChanged || (err != nil) != s.wantErr {
			t.Fatalf("%s: Reload = %v, %v; want changed=%v err=%v", s.name, changed, err, s.wantChanged, s.wantErr)
		}
		if _, ok := kf.Lookup("key-a"); ok != s.wantA {
			t.Errorf("%s: key a accepted = %v, want %v", s.name, ok, s.wantA)
		}
		if _, ok := kf.Lookup("key-b"); ok != s.wantB {
			t.Errorf("%s: key b accepted = %v, want %v", s.name, ok, s.wantB)
		}
	}
}

func TestParseSenders(t *testing.T) {
	long := "0123456789abcdef0123456789abcdef"
	tests := []struct{ name, body, want string }{
		{"short secret", "senders: [{name: a, secret: short}]", "senders[0].secret"},
		{"no name", "senders: [{secret: " + long + "}]", "senders[0].name"},
		{"bad role", "senders: [{name: a, roles: [Bad!], secret: " + long + "}]", "senders[0].roles"},
		{"same secret twice", "senders: [{name: a, secret: " + long + "}, {name: b, secret: " + long + "}]", "senders[1].secret"},
		{"none", "senders: []", "no senders"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSenders("s.yaml", []byte(tt.body))
			if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), long) {
				t.Errorf("ParseSenders = %v, want an error naming %q and not the secret", err, tt.want)
			}
		})
	}
	s, err := ParseSenders("s.yaml", []byte("senders: [{name: ci, roles: [analyst], secret: "+long+"}]"))
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := s.Verify([]byte("m"), Sign([]byte(long), []byte("m"))); !ok || p.Name != "ci" {
		t.Errorf("Verify of a good MAC = %v, %v", p, ok)
	}
	if _, ok := s.Verify([]byte("m2"), Sign([]byte(long), []byte("m"))); ok {
		t.Error("a MAC over another message was accepted")
	}
}
