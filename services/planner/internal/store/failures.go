package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"sort"
	"strings"
	"time"
)

// Failure is one failed or skipped step, as failure memory keeps it:
// what failed, never the business data.
type Failure struct {
	Tool    string
	Kind    string // PARAM, BUSINESS or SYSTEM
	Code    string
	Message string
	// ExecutionID and At say where and when it happened.
	ExecutionID string
	At          time.Time
}

// FailureGroup is every failure with one fingerprint.
type FailureGroup struct {
	Fingerprint string    `json:"fingerprint"`
	Tool        string    `json:"tool"`
	Kind        string    `json:"kind"`
	Code        string    `json:"code"`
	Message     string    `json:"message"` // normalized
	Count       int64     `json:"count"`
	FirstSeen   time.Time `json:"first_seen"`
	LastSeen    time.Time `json:"last_seen"`
	// Example is the execution of the latest failure of the group.
	Example string `json:"example"`
}

// FailureMemory remembers failures across tasks and replicas, grouped by
// fingerprint, for as long as the store's retention.
type FailureMemory interface {
	// RecordFailure adds f to its group and returns the group as it was
	// before (Count 0 when f is the first of its kind).
	RecordFailure(ctx context.Context, f Failure) (FailureGroup, error)
	// Failures lists the groups, the most recently seen first, at most
	// limit (0: all).
	Failures(ctx context.Context, limit int) ([]FailureGroup, error)
}

var (
	uuidRe   = regexp.MustCompile(`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`)
	hexRe    = regexp.MustCompile(`\b(0x)?[0-9a-fA-F]{8,}\b`)
	numberRe = regexp.MustCompile(`\d+`)
	spaceRe  = regexp.MustCompile(`\s+`)
)

// NormalizeMessage reduces a failure message to its shape: identifiers,
// numbers and spacing removed, so that "timeout after 3012ms on
// 10.0.0.7:5432" and "timeout after 2998ms on 10.0.0.9:5432" are the same
// failure.
func NormalizeMessage(msg string) string {
	s := strings.ToLower(msg)
	s = uuidRe.ReplaceAllString(s, "<id>")
	s = hexRe.ReplaceAllString(s, "<id>")
	s = numberRe.ReplaceAllString(s, "#")
	s = strings.TrimSpace(spaceRe.ReplaceAllString(s, " "))
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200])
	}
	return s
}

// Fingerprint identifies a failure's group: tool, kind, code and
// normalized message.
func (f Failure) Fingerprint() string {
	sum := sha256.Sum256([]byte(f.Tool + "\x00" + f.Kind + "\x00" + f.Code + "\x00" + NormalizeMessage(f.Message)))
	return hex.EncodeToString(sum[:8])
}

// RecordFailure implements FailureMemory.
func (m *Memory) RecordFailure(_ context.Context, f Failure) (FailureGroup, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failures == nil {
		m.failures = map[string]*FailureGroup{}
	}
	fp := f.Fingerprint()
	g, ok := m.failures[fp]
	if !ok || g.LastSeen.Before(m.now().Add(-m.retention)) {
		g = &FailureGroup{Fingerprint: fp, Tool: f.Tool, Kind: f.Kind, Code: f.Code, Message: NormalizeMessage(f.Message), FirstSeen: f.At}
		m.failures[fp] = g
	}
	prior := *g
	g.Count++
	g.LastSeen, g.Example = f.At, f.ExecutionID
	return prior, nil
}

// Failures implements FailureMemory.
func (m *Memory) Failures(_ context.Context, limit int) ([]FailureGroup, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	cut := m.now().Add(-m.retention)
	var out []FailureGroup
	for _, g := range m.failures {
		if !g.LastSeen.Before(cut) {
			out = append(out, *g)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].LastSeen.After(out[j].LastSeen) })
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}
