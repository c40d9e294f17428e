package cron

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
)

// Forwarder is the gateway's forwarding to the planner (with the
// principal's signed assertion); the scheduler reaches the planner through
// it only.
type Forwarder interface {
	SubmitGoal(ctx context.Context, req *hermesv1.SubmitGoalRequest) (*hermesv1.SubmitGoalResponse, error)
	GetTask(ctx context.Context, req *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error)
	CancelTask(ctx context.Context, req *hermesv1.CancelTaskRequest) (*hermesv1.CancelTaskResponse, error)
	RecordSkippedFire(ctx context.Context, req *hermesv1.PlannerServiceRecordSkippedFireRequest) (*hermesv1.PlannerServiceRecordSkippedFireResponse, error)
}

// Clock is the scheduler's time source; tests inject their own.
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// The reasons recorded for a skipped fire.
const (
	// SkippedOverlap: under Forbid, an earlier fire's run still ran.
	SkippedOverlap = hermesv1.SkippedOverlap
	// SkippedDeadline: the fire was handled later than its starting
	// deadline.
	SkippedDeadline = hermesv1.SkippedDeadline
)

// maxLookback bounds how many earlier fires a fire checks for a run still
// going.
const maxLookback = 64

// State is what this gateway knows of one job.
type State struct {
	Job *Job
	// Next is the next scheduled fire.
	Next time.Time
	// LastFire is the scheduled time of the last fire handled, and
	// LastExecutionID its execution ID: the run it started or found
	// started, or the record of its skip.
	LastFire        time.Time
	LastExecutionID string
	// Skipped counts fires skipped, LastSkipReason says why the last was.
	Skipped        int
	LastSkipReason string
	// LastError is the last fire's failure to start, if any.
	LastError string
	// lastSkip is why the last fire was skipped, if it was.
	lastSkip string
	// oldest is the scheduled time of the oldest fire that may still run.
	oldest time.Time
}

// Scheduler fires jobs on their schedules.
type Scheduler struct {
	fwd    Forwarder
	clock  Clock
	logger *slog.Logger
	mu     sync.Mutex
	states map[string]*State
	order  []string
}

// New returns a scheduler of jobs; clock may be nil for the wall clock.
func New(jobs []*Job, fwd Forwarder, clock Clock, logger *slog.Logger) *Scheduler {
	if clock == nil {
		clock = realClock{}
	}
	s := &Scheduler{fwd: fwd, clock: clock, logger: logger, states: map[string]*State{}}
	for _, j := range jobs {
		s.states[j.Name] = &State{Job: j}
		s.order = append(s.order, j.Name)
	}
	return s
}

// Snapshot returns a copy of every job's state, in file order.
func (s *Scheduler) Snapshot() []State {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]State, 0, len(s.order))
	for _, n := range s.order {
		out = append(out, *s.states[n])
	}
	return out
}

// Run fires every job until ctx is done.
func (s *Scheduler) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for _, n := range s.order {
		st := s.states[n]
		wg.Go(func() { s.loop(ctx, st) })
	}
	wg.Wait()
}

// loop fires one job: first the fire it missed within its starting
// deadline while no gateway ran it (Job.CatchUp), then each fire in turn.
// Waking past several fires, it handles only the latest (Job.Due). A fire
// another gateway handled already is not run twice: its execution ID is
// taken.
func (s *Scheduler) loop(ctx context.Context, st *State) {
	j := st.Job
	now := s.clock.Now()
	if t, ok := j.CatchUp(now); ok {
		s.logger.Info("cron catching up a fire missed within its starting deadline", "job", j.Name,
			"scheduled", t.Format(time.RFC3339), "late", now.Sub(t))
		s.Fire(ctx, j.Name, t)
	}
	next := j.Next(now)
	for {
		s.mu.Lock()
		st.Next = next
		s.mu.Unlock()
		select {
		case <-ctx.Done():
			return
		case <-s.clock.After(next.Sub(s.clock.Now())):
		}
		t := j.Due(next, s.clock.Now())
		if !t.Equal(next) {
			s.logger.Warn("cron woke past several fires: only the latest is handled", "job", j.Name,
				"missed_from", next.Format(time.RFC3339), "scheduled", t.Format(time.RFC3339))
		}
		s.Fire(ctx, j.Name, t)
		next = j.Next(t)
	}
}

// Fire handles the fire of job name scheduled at t: it skips a fire later
// than the job's starting deadline, applies the concurrency policy, and
// starts the run under the fire's execution ID. A skipped fire is recorded
// with the planner under that ID, so it is in the audit.
func (s *Scheduler) Fire(ctx context.Context, name string, t time.Time) {
	s.mu.Lock()
	st := s.states[name]
	j, oldest := st.Job, st.oldest
	s.mu.Unlock()
	id := j.ExecutionID(t)
	log := s.logger.With("job", j.Name, "scheduled", t.Format(time.RFC3339), "execution_id", id)
	pctx := principal.NewContext(ctx, j.As)
	if late := s.clock.Now().Sub(t); j.StartingDeadline > 0 && late > j.StartingDeadline {
		log.Warn("cron fire missed its starting deadline", "reason", SkippedDeadline, "late", late)
		s.skip(pctx, log, st, t, SkippedDeadline, "")
		return
	}
	if j.Policy != Allow {
		running, first := s.running(pctx, j, oldest, t)
		s.mu.Lock()
		st.oldest = first
		s.mu.Unlock()
		if len(running) > 0 && j.Policy == Forbid {
			log.Warn("cron fire skipped: the previous run is still running", "reason", SkippedOverlap, "running", running[0])
			s.skip(pctx, log, st, t, SkippedOverlap, running[0])
			return
		}
		for _, prev := range running {
			if _, err := s.fwd.CancelTask(pctx, &hermesv1.CancelTaskRequest{ExecutionId: prev, Reason: "replaced by cron fire " + id}); err != nil {
				log.Warn("cron could not cancel the previous run", "previous", prev, "err", err)
			}
		}
	}
	req := &hermesv1.SubmitGoalRequest{ExecutionId: id, Input: &hermesv1.SubmitGoalRequest_Goal{Goal: j.Goal}}
	if j.Task != nil {
		req.Input = &hermesv1.SubmitGoalRequest_Task{Task: j.Task}
	}
	_, err := s.fwd.SubmitGoal(pctx, req)
	switch status.Code(err) {
	case codes.OK:
		log.Info("cron fire started")
	case codes.AlreadyExists:
		log.Info("cron fire started by another gateway")
	default:
		log.Error("cron fire could not start", "err", err)
		s.record(st, t, id, "", err.Error())
		return
	}
	s.record(st, t, id, "", "")
}

// skip records the fire at t as skipped for reason, here and with the
// planner. The planner keeps one record per fire: when another gateway
// skipped the same fire first (or the fire ran), it answers ALREADY_EXISTS.
func (s *Scheduler) skip(ctx context.Context, log *slog.Logger, st *State, t time.Time, reason, running string) {
	j := st.Job
	id := j.ExecutionID(t)
	req := &hermesv1.PlannerServiceRecordSkippedFireRequest{ExecutionId: id, Reason: reason, RunningExecutionId: running,
		Job: j.Name, ScheduledTime: timestamppb.New(t), Input: &hermesv1.PlannerServiceRecordSkippedFireRequest_Goal{Goal: j.Goal}}
	if j.Task != nil {
		req.Input = &hermesv1.PlannerServiceRecordSkippedFireRequest_Task{Task: j.Task}
	}
	_, err := s.fwd.RecordSkippedFire(ctx, req)
	switch status.Code(err) {
	case codes.OK:
		log.Info("cron skip recorded", "reason", reason)
	case codes.AlreadyExists:
		log.Info("cron skip not recorded again: another gateway started or skipped this fire", "reason", reason)
	default:
		log.Error("cron skip could not be recorded with the planner", "reason", reason, "err", err)
	}
	s.record(st, t, id, reason, "")
}

// running returns the runs of fires in [from, t) still going, and the
// scheduled time of the oldest of them (t when none). Before the
// gateway's first fire of the job (from is zero) it looks at the job's
// last maxLookback fires: a run started before this gateway did may still
// go on.
func (s *Scheduler) running(ctx context.Context, j *Job, from, t time.Time) ([]string, time.Time) {
	switch {
	case from.IsZero():
		from = t
		for range maxLookback {
			p, ok := j.Prev(from.Add(-time.Second))
			if !ok {
				break
			}
			from = p
		}
	case !from.Before(t):
		from = t
	}
	var ids []string
	first := t
	at := from
	for i := 0; i < maxLookback && at.Before(t); i++ {
		id := j.ExecutionID(at)
		resp, err := s.fwd.GetTask(ctx, &hermesv1.GetTaskRequest{ExecutionId: id})
		if err == nil && live(resp.GetStatus().GetState()) {
			ids = append(ids, id)
			if at.Before(first) {
				first = at
			}
		}
		at = j.Next(at)
	}
	return ids, first
}

func live(s hermesv1.TaskState) bool {
	switch s {
	case hermesv1.TaskState_TASK_STATE_PENDING, hermesv1.TaskState_TASK_STATE_RUNNING, hermesv1.TaskState_TASK_STATE_AWAITING_APPROVAL:
		return true
	}
	return false
}

func (s *Scheduler) record(st *State, t time.Time, id, skip, errMsg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st.LastFire = t
	st.LastExecutionID = id
	st.LastError = errMsg
	st.lastSkip = skip
	if skip != "" {
		st.Skipped++
		st.LastSkipReason = skip
		return
	}
	if st.oldest.IsZero() {
		st.oldest = t
	}
}
