package httpapi

import (
	"container/heap"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/principal"
)

// Headers of a signed webhook request. The signature is
// "sha256=" + hex(HMAC-SHA256(secret, timestamp + "." + body)), the
// timestamp Unix seconds.
const (
	HeaderTimestamp = "X-Hermes-Timestamp"
	HeaderSignature = "X-Hermes-Signature"
)

// SignedMessage is the byte string a sender signs.
func SignedMessage(timestamp string, body []byte) []byte {
	msg := make([]byte, 0, len(timestamp)+1+len(body))
	msg = append(msg, timestamp...)
	msg = append(msg, '.')
	return append(msg, body...)
}

// Verifier finds the sender whose shared secret gives mac over msg.
type Verifier interface {
	Verify(msg, mac []byte) (principal.Principal, bool)
}

// signatures checks signed requests: the MAC, the timestamp's distance
// from now, and that no signature is accepted twice.
type signatures struct {
	verifier Verifier
	skew     time.Duration
	now      func() time.Time
	seen     *replayCache
}

// check authenticates a signed request with its body.
func (s *signatures) check(h http.Header, body []byte) (principal.Principal, error) {
	ts, sig := h.Get(HeaderTimestamp), h.Get(HeaderSignature)
	hexMAC, ok := strings.CutPrefix(sig, "sha256=")
	mac, err := hex.DecodeString(hexMAC)
	if !ok || err != nil || len(mac) == 0 {
		return principal.Principal{}, status.Error(codes.Unauthenticated, HeaderSignature+": want sha256=<hex HMAC-SHA256 of timestamp.body>")
	}
	secs, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return principal.Principal{}, status.Error(codes.Unauthenticated, HeaderTimestamp+": want Unix seconds")
	}
	now, at := s.now(), time.Unix(secs, 0)
	if d := now.Sub(at); d > s.skew || d < -s.skew {
		return principal.Principal{}, status.Errorf(codes.Unauthenticated, "stale timestamp: %s is more than %s from the gateway's clock", at.UTC().Format(time.RFC3339), s.skew)
	}
	p, ok := s.verifier.Verify(SignedMessage(ts, body), mac)
	if !ok {
		return principal.Principal{}, status.Error(codes.Unauthenticated, "bad signature: no sender's secret signs this timestamp and body")
	}
	// Only a verified signature is remembered, so junk cannot fill the
	// cache; it is remembered until its timestamp would be stale anyway.
	switch s.seen.admit(hexMAC, at.Add(s.skew), now) {
	case replayed:
		return principal.Principal{}, status.Error(codes.Unauthenticated, "replayed request: this signature was already accepted")
	case full:
		return principal.Principal{}, status.Error(codes.ResourceExhausted, "too many signed requests within the allowed clock skew; retry later")
	}
	return p, nil
}

// admission is the replay cache's verdict on a signature.
type admission int

const (
	admitted admission = iota
	replayed
	full
)

// replayCache remembers accepted signatures until they expire, at most max
// of them. When full of live entries it refuses new ones rather than forget
// one that could then be replayed.
type replayCache struct {
	mu    sync.Mutex
	max   int
	seen  map[string]bool
	order expiries
}

func newReplayCache(max int) *replayCache {
	return &replayCache{max: max, seen: map[string]bool{}}
}

func (c *replayCache) admit(sig string, expiry, now time.Time) admission {
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.order) > 0 && !c.order[0].at.After(now) {
		delete(c.seen, heap.Pop(&c.order).(remembered).sig)
	}
	switch {
	case c.seen[sig]:
		return replayed
	case len(c.seen) >= c.max:
		return full
	}
	c.seen[sig] = true
	heap.Push(&c.order, remembered{sig: sig, at: expiry})
	return admitted
}

// remembered is one remembered signature and when it may be forgotten.
type remembered struct {
	sig string
	at  time.Time
}

// expiries is a min-heap by expiry.
type expiries []remembered

func (e expiries) Len() int           { return len(e) }
func (e expiries) Less(i, j int) bool { return e[i].at.Before(e[j].at) }
func (e expiries) Swap(i, j int)      { e[i], e[j] = e[j], e[i] }
func (e *expiries) Push(x any)        { *e = append(*e, x.(remembered)) }
func (e *expiries) Pop() any {
	old := *e
	x := old[len(old)-1]
	*e = old[:len(old)-1]
	return x
}
