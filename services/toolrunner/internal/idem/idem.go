// Package idem owns the exactly-once bookkeeping of write tools: a claim on an
// idempotency key taken before a write runs, and the recorded outcome that a
// repeat of the same call gets back instead of running the write again.
//
// Two implementations share one contract (see the contract tests): Memory, for
// a single toolrunner process, and Redis, for several replicas sharing Redis.
package idem

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// State is the life-cycle stage of a claimed key.
type State string

// A key is running from the moment it is claimed until its outcome is
// recorded, then done until its record expires.
const (
	Running State = "running"
	Done    State = "done"
)

// ErrNotOwner is returned by Complete and Release when the key is no longer
// held by the caller's token (its claim expired and someone else took it, or
// it was released).
var ErrNotOwner = errors.New("idem: claim not held by this token")

// ErrStaleFence is returned by Claim when a higher fencing number has been
// seen in the fence's scope: a newer run of the same execution has taken
// over, so the caller must not write.
var ErrStaleFence = errors.New("idem: a newer run of this execution holds it; the caller's fence is stale")

// FenceTTL is how long the highest fencing number of a scope is
// remembered.
const FenceTTL = 7 * 24 * time.Hour

// Fence is a write's fencing number in its scope (the execution of the
// planner run making it). Numbers only grow; a claim whose number is lower
// than the highest seen in the scope is refused. A zero N is not fenced.
type Fence struct {
	Scope string
	N     int64
}

// Record is what a store knows about one key.
type Record struct {
	// State is Running or Done.
	State State `json:"state"`
	// Token identifies the claim's holder; Complete and Release need it.
	Token string `json:"token"`
	// Fingerprint identifies the call's arguments, so that a repeat with
	// different arguments can be told apart from a true duplicate.
	Fingerprint string `json:"fingerprint"`
	// Outcome is set when State is Done.
	Outcome *Outcome `json:"outcome,omitempty"`
}

// Outcome is the recorded result of one run: its output or its error.
type Outcome struct {
	Output  json.RawMessage `json:"output,omitempty"`
	Summary string          `json:"summary,omitempty"`
	Error   *ErrorRecord    `json:"error,omitempty"`
	// Finished is when the run ended.
	Finished time.Time `json:"finished"`
}

// ErrorRecord is a *toolerr.Error in storable form (without its cause).
type ErrorRecord struct {
	Kind      string `json:"kind"`
	Code      string `json:"code"`
	Message   string `json:"message"`
	Hint      string `json:"hint,omitempty"`
	Retryable bool   `json:"retryable,omitempty"`
}

// RecordError converts a tool error into its storable form.
func RecordError(e *toolerr.Error) *ErrorRecord {
	if e == nil {
		return nil
	}
	return &ErrorRecord{Kind: e.Kind.String(), Code: e.Code, Message: e.Message, Hint: e.Hint, Retryable: e.Retryable}
}

// ToolError converts the record back into a tool error.
func (r *ErrorRecord) ToolError() *toolerr.Error {
	if r == nil {
		return nil
	}
	return &toolerr.Error{Kind: toolerr.ParseKind(r.Kind), Code: r.Code, Message: r.Message, Hint: r.Hint, Retryable: r.Retryable}
}

// Store keeps claims and outcomes. Implementations are safe for concurrent
// use, and Claim is atomic: of any number of concurrent claims on a free key,
// exactly one is acquired.
type Store interface {
	// Claim takes key for a new run if it is free, unless fence is stale
	// (ErrStaleFence; nothing is claimed). When acquired, the returned
	// record holds the caller's token and the claim lasts ttl (so a crashed
	// holder does not block the key forever). When not acquired, the record is
	// the current holder's: Running, or Done with its outcome.
	Claim(ctx context.Context, key, fingerprint string, fence Fence, ttl time.Duration) (rec Record, acquired bool, err error)
	// Complete records the outcome of the run holding token and keeps it for
	// ttl. It returns ErrNotOwner if the claim is no longer the caller's.
	Complete(ctx context.Context, key, token string, out Outcome, ttl time.Duration) error
	// Release frees key if token holds it, running or done, so that the
	// next Claim acquires it. It returns ErrNotOwner otherwise.
	Release(ctx context.Context, key, token string) error
	// Wait blocks until key is no longer running (done, released or
	// expired) or ctx ends.
	Wait(ctx context.Context, key string) error
}

// newToken returns a random claim token.
func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return hex.EncodeToString(b[:])
}
