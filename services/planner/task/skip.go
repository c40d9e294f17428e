package task

import (
	"fmt"
	"time"
)

// The reasons a scheduled fire is skipped (Skip.Reason).
const (
	// SkipOverlap: under the Forbid policy the job's previous run was
	// still running.
	SkipOverlap = "SKIPPED_OVERLAP"
	// SkipDeadline: the fire was handled later than the job's starting
	// deadline.
	SkipDeadline = "SKIPPED_DEADLINE"
)

// Skip is a scheduled fire that a gateway did not run. It is recorded
// under the fire's execution ID as an execution that ended SKIPPED at
// once, so that the skip is in the audit like any run.
type Skip struct {
	// Job is the scheduled job's name.
	Job string
	// Scheduled is the fire's scheduled time.
	Scheduled time.Time
	// Reason is SkipOverlap or SkipDeadline.
	Reason string
	// Running is the execution still running (SkipOverlap).
	Running string
}

// Describe says in a sentence what was skipped and why; it is the
// record's report.
func (s Skip) Describe() string {
	fire := "The scheduled fire"
	if s.Job != "" {
		fire = "The fire of job " + s.Job
	}
	if !s.Scheduled.IsZero() {
		fire += " scheduled at " + s.Scheduled.UTC().Format(time.RFC3339)
	}
	switch s.Reason {
	case SkipOverlap:
		if s.Running != "" {
			return fmt.Sprintf("%s was skipped (%s): the previous run %s was still running.", fire, s.Reason, s.Running)
		}
		return fmt.Sprintf("%s was skipped (%s): the previous run was still running.", fire, s.Reason)
	case SkipDeadline:
		return fmt.Sprintf("%s was skipped (%s): it was handled later than the job's starting deadline.", fire, s.Reason)
	}
	return fmt.Sprintf("%s was skipped (%s).", fire, s.Reason)
}

// Fields are the skip as the key/value pairs of its event.
func (s Skip) Fields() map[string]string {
	f := map[string]string{"skip_reason": s.Reason}
	if s.Job != "" {
		f["job"] = s.Job
	}
	if !s.Scheduled.IsZero() {
		f["scheduled"] = s.Scheduled.UTC().Format(time.RFC3339)
	}
	if s.Running != "" {
		f["running"] = s.Running
	}
	return f
}
