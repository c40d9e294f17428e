package store

import (
	"encoding/json"
	"errors"
	"time"
)

// WriteState is where a write step stands across the attempts of its
// execution.
type WriteState string

// Write states. A step with no record has never been called.
const (
	// WriteStarted: the call was about to be made and no outcome was
	// recorded: whether it wrote is unknown until someone resolves it.
	WriteStarted WriteState = "started"
	// WriteDone: the tool wrote; its outcome summary is recorded.
	WriteDone WriteState = "done"
	// WriteRefused: the tool answered that it wrote nothing (its
	// arguments were refused, or the call was fenced off); the step may
	// be called again.
	WriteRefused WriteState = "refused"
)

// WriteRecord is what the store knows about one write step of an
// execution: recorded before the call ("started", with the run's fence and
// a digest of the arguments) and after it (its outcome).
type WriteRecord struct {
	State   WriteState `json:"state"`
	Fence   int64      `json:"fence"`
	Digest  string     `json:"digest"`
	Summary string     `json:"summary,omitempty"`
	At      time.Time  `json:"at"`
	// ResolvedBy names who resolved an unknown outcome as done.
	ResolvedBy string `json:"resolved_by,omitempty"`
}

// ErrNotUnknown is returned by ResolveWrite for a step whose outcome is
// not unknown (never started, or recorded).
var ErrNotUnknown = errors.New("store: the step has no write of unknown outcome")

func decodeWrite(raw string) (WriteRecord, error) {
	var w WriteRecord
	err := json.Unmarshal([]byte(raw), &w)
	return w, err
}
