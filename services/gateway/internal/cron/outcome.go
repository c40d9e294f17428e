package cron

import (
	"context"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
)

// outcomeLookback is how many of a job's latest scheduled fires
// LastOutcome asks the planner about.
const outcomeLookback = 5

// Outcome is what became of a job's last fire.
type Outcome struct {
	// Fire is the fire's scheduled time; zero when no fire is known.
	Fire time.Time
	// ExecutionID is the fire's execution ID.
	ExecutionID string
	// State is the fire's state at the planner: its run's, or
	// TASK_STATE_SKIPPED; unspecified when the planner has no record.
	State hermesv1.TaskState
	// SkipReason says why the fire was skipped, when it was.
	SkipReason string
	// Error is why this gateway could not start the fire.
	Error string
}

// LastOutcome returns what became of the job's last fire, read from the
// planner as the job's principal: the latest of the job's last few
// scheduled fires the planner has a record of — a run or a skip, whichever
// gateway handled it — so that every gateway answers alike, even one
// started after the fire. A later fire this gateway handled but the
// planner has no record of (it could not start, or its skip could not be
// recorded) is reported from this gateway's memory.
func (s *Scheduler) LastOutcome(ctx context.Context, st State) Outcome {
	j := st.Job
	ctx = principal.NewContext(ctx, j.As)
	at := s.clock.Now()
	for range outcomeLookback {
		t, ok := j.Prev(at)
		if !ok || !t.After(st.LastFire) {
			break
		}
		if o, ok := s.recorded(ctx, j.ExecutionID(t)); ok {
			o.Fire = t
			return o
		}
		at = t.Add(-time.Second)
	}
	if st.LastExecutionID != "" {
		if o, ok := s.recorded(ctx, st.LastExecutionID); ok {
			o.Fire = st.LastFire
			return o
		}
	}
	return Outcome{Fire: st.LastFire, ExecutionID: st.LastExecutionID, SkipReason: st.lastSkip, Error: st.LastError}
}

// recorded returns the planner's record of execution id.
func (s *Scheduler) recorded(ctx context.Context, id string) (Outcome, bool) {
	resp, err := s.fwd.GetTask(ctx, &hermesv1.GetTaskRequest{ExecutionId: id})
	if err != nil {
		return Outcome{}, false
	}
	return Outcome{ExecutionID: id, State: resp.GetStatus().GetState(), SkipReason: resp.GetStatus().GetSkipReason()}, true
}
