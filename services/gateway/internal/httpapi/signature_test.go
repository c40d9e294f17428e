package httpapi

import (
	"encoding/hex"
	"net/http"
	"strconv"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/gateway/internal/auth"
)

func TestReplayCache(t *testing.T) {
	t0 := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	c := newReplayCache(2)
	steps := []struct {
		name   string
		sig    string
		expiry time.Time
		now    time.Time
		want   admission
	}{
		{"first", "a", t0.Add(time.Minute), t0, admitted},
		{"the same again", "a", t0.Add(time.Minute), t0, replayed},
		{"second", "b", t0.Add(2 * time.Minute), t0, admitted},
		{"full of live entries: refused, nothing forgotten", "c", t0.Add(2 * time.Minute), t0.Add(30 * time.Second), full},
		{"still remembered while full", "a", t0.Add(time.Minute), t0.Add(30 * time.Second), replayed},
		{"room once the first expires", "c", t0.Add(3 * time.Minute), t0.Add(time.Minute), admitted},
		{"b is still live", "b", t0.Add(2 * time.Minute), t0.Add(time.Minute), replayed},
	}
	for _, s := range steps {
		if got := c.admit(s.sig, s.expiry, s.now); got != s.want {
			t.Fatalf("%s: admit(%s) = %v, want %v", s.name, s.sig, got, s.want)
		}
	}
}

type oneSender struct{ secret []byte }

func (o oneSender) Verify(msg, mac []byte) (principal.Principal, bool) {
	return principal.Principal{Name: "ci"}, hexEqual(auth.Sign(o.secret, msg), mac)
}

func hexEqual(a, b []byte) bool { return hex.EncodeToString(a) == hex.EncodeToString(b) }

// The skew is measured on the injected clock, both ways.
func TestSignatureTimestamps(t *testing.T) {
	now := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	s := &signatures{verifier: oneSender{[]byte("s")}, skew: 5 * time.Minute, now: func() time.Time { return now }, seen: newReplayCache(10)}
	body := []byte(`{"goal":"x"}`)
	header := func(ts time.Time, sig string) http.Header {
		stamp := strconv.FormatInt(ts.Unix(), 10)
		if sig == "" {
			sig = "sha256=" + hex.EncodeToString(auth.Sign([]byte("s"), SignedMessage(stamp, body)))
		}
		return http.Header{HeaderTimestamp: {stamp}, HeaderSignature: {sig}}
	}
	tests := []struct {
		name string
		h    http.Header
		want codes.Code
	}{
		{"now", header(now, ""), codes.OK},
		{"at the edge of the skew", header(now.Add(-5*time.Minute), ""), codes.OK},
		{"past the skew", header(now.Add(-5*time.Minute-time.Second), ""), codes.Unauthenticated},
		{"ahead past the skew", header(now.Add(5*time.Minute+time.Second), ""), codes.Unauthenticated},
		{"not hex", header(now, "sha256=zz"), codes.Unauthenticated},
		{"no scheme", header(now, "deadbeef"), codes.Unauthenticated},
		{"no timestamp", http.Header{HeaderSignature: {"sha256=00"}}, codes.Unauthenticated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.check(tt.h, body)
			if status.Code(err) != tt.want {
				t.Errorf("check = %v, want %v", err, tt.want)
			}
		})
	}
}
