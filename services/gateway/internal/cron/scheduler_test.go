package cron

import (
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// fixedClock is an injected clock standing at one instant.
type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time                       { return c.now }
func (c fixedClock) After(time.Duration) <-chan time.Time { return make(chan time.Time) }

// records keeps one record per execution ID as the planner does: a start
// or a skip of a taken ID is refused with ALREADY_EXISTS. Runs stay in the
// state they are given.
type records struct {
	mu      sync.Mutex
	states  map[string]*hermesv1.TaskStatus
	calls   []string // "method id" of every call
	running hermesv1.TaskState
}

func newRecords() *records {
	return &records{states: map[string]*hermesv1.TaskStatus{}, running: hermesv1.TaskState_TASK_STATE_RUNNING}
}

func (r *records) create(method, id string, st *hermesv1.TaskStatus) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, method+" "+id)
	if _, ok := r.states[id]; ok {
		return status.Errorf(codes.AlreadyExists, "execution %s exists", id)
	}
	st.ExecutionId = id
	r.states[id] = st
	return nil
}

func (r *records) SubmitGoal(_ context.Context, req *hermesv1.SubmitGoalRequest) (*hermesv1.SubmitGoalResponse, error) {
	if err := r.create("SubmitGoal", req.GetExecutionId(), &hermesv1.TaskStatus{State: r.running}); err != nil {
		return nil, err
	}
	return &hermesv1.SubmitGoalResponse{ExecutionId: req.GetExecutionId()}, nil
}

func (r *records) RecordSkippedFire(_ context.Context, req *hermesv1.PlannerServiceRecordSkippedFireRequest) (*hermesv1.PlannerServiceRecordSkippedFireResponse, error) {
	st := &hermesv1.TaskStatus{State: hermesv1.TaskState_TASK_STATE_SKIPPED, SkipReason: req.GetReason(), Report: req.GetRunningExecutionId()}
	if err := r.create("RecordSkippedFire", req.GetExecutionId(), st); err != nil {
		return nil, err
	}
	return &hermesv1.PlannerServiceRecordSkippedFireResponse{Status: st}, nil
}

func (r *records) GetTask(_ context.Context, req *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	st, ok := r.states[req.GetExecutionId()]
	if !ok {
		return nil, status.Errorf(codes.NotFound, "no execution %s", req.GetExecutionId())
	}
	return &hermesv1.GetTaskResponse{Status: st}, nil
}

func (r *records) CancelTask(_ context.Context, req *hermesv1.CancelTaskRequest) (*hermesv1.CancelTaskResponse, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, "CancelTask "+req.GetExecutionId())
	if st, ok := r.states[req.GetExecutionId()]; ok {
		st.State = hermesv1.TaskState_TASK_STATE_CANCELLED
	}
	return &hermesv1.CancelTaskResponse{}, nil
}

// of returns the calls of one method, by execution ID.
func (r *records) of(method string) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var ids []string
	for _, c := range r.calls {
		if len(c) > len(method) && c[:len(method)+1] == method+" " {
			ids = append(ids, c[len(method)+1:])
		}
	}
	return ids
}

func (r *records) get(id string) *hermesv1.TaskStatus {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.states[id]
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// everySecond is a job firing every second under Forbid, 5 s deadline.
func everySecond(t *testing.T) []*Job {
	t.Helper()
	jobs, err := Parse("jobs.yaml", []byte("jobs:\n- name: a\n  schedule: \"* * * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n  starting_deadline: 5s\n"))
	if err != nil {
		t.Fatal(err)
	}
	return jobs
}

// A fire found 10 s after its time, with a 5 s starting deadline, never
// reaches the planner as a run: it is recorded there as SKIPPED_DEADLINE.
func TestFireLaterThanDeadlineIsRecordedSkipped(t *testing.T) {
	scheduled := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	r := newRecords()
	s := New(everySecond(t), r, fixedClock{scheduled.Add(10 * time.Second)}, quiet())
	s.Fire(context.Background(), "a", scheduled)
	const id = "cron-a-20250310T090000"
	if got := r.of("SubmitGoal"); len(got) != 0 {
		t.Errorf("SubmitGoal called for %v", got)
	}
	if got := r.get(id); got.GetState() != hermesv1.TaskState_TASK_STATE_SKIPPED || got.GetSkipReason() != SkippedDeadline {
		t.Errorf("planner record of %s = %v, want SKIPPED %s", id, got, SkippedDeadline)
	}
	st := s.Snapshot()[0]
	if st.Skipped != 1 || st.LastSkipReason != SkippedDeadline || st.LastExecutionID != id || !st.LastFire.Equal(scheduled) {
		t.Fatalf("state = %+v", st)
	}
}

// Under Forbid a fire while the previous run runs is recorded with the
// planner as SKIPPED_OVERLAP naming that run; a second gateway skipping
// the same fire finds it recorded and writes nothing.
func TestOverlapSkipIsRecordedOnce(t *testing.T) {
	t0 := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	r := newRecords()
	a := New(everySecond(t), r, fixedClock{t0.Add(time.Second)}, quiet())
	b := New(everySecond(t), r, fixedClock{t0.Add(time.Second)}, quiet())
	a.Fire(context.Background(), "a", t0)
	b.Fire(context.Background(), "a", t0)
	a.Fire(context.Background(), "a", t0.Add(time.Second))
	b.Fire(context.Background(), "a", t0.Add(time.Second))

	const skipped = "cron-a-20250310T090001"
	if got := r.of("RecordSkippedFire"); len(got) != 2 || got[0] != skipped || got[1] != skipped {
		t.Errorf("RecordSkippedFire calls = %v, want both gateways for %s", got, skipped)
	}
	if got := r.get(skipped); got.GetState() != hermesv1.TaskState_TASK_STATE_SKIPPED || got.GetSkipReason() != SkippedOverlap ||
		got.GetReport() != "cron-a-20250310T090000" {
		t.Errorf("record = %v, want SKIPPED %s naming cron-a-20250310T090000", got, SkippedOverlap)
	}
	for _, s := range []*Scheduler{a, b} {
		if st := s.Snapshot()[0]; st.Skipped != 1 || st.LastSkipReason != SkippedOverlap || st.LastExecutionID != skipped {
			t.Errorf("state = %+v", st)
		}
	}
}

// Any gateway reports the last fire the planner has a record of — here
// one this gateway never handled — and a later one it failed to start
// from its own memory.
func TestLastOutcomeComesFromThePlanner(t *testing.T) {
	t0 := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	r := newRecords()
	other := New(everySecond(t), r, fixedClock{t0.Add(time.Second)}, quiet())
	other.Fire(context.Background(), "a", t0)
	other.Fire(context.Background(), "a", t0.Add(time.Second))

	fresh := New(everySecond(t), r, fixedClock{t0.Add(3*time.Second + 500*time.Millisecond)}, quiet())
	got := fresh.LastOutcome(context.Background(), fresh.Snapshot()[0])
	want := Outcome{Fire: t0.Add(time.Second), ExecutionID: "cron-a-20250310T090001", State: hermesv1.TaskState_TASK_STATE_SKIPPED, SkipReason: SkippedOverlap}
	if got != want {
		t.Errorf("LastOutcome = %+v\nwant          %+v", got, want)
	}

	st := fresh.Snapshot()[0]
	st.LastFire, st.LastExecutionID, st.LastError = t0.Add(3*time.Second), "cron-a-20250310T090003", "planner unavailable"
	want = Outcome{Fire: st.LastFire, ExecutionID: st.LastExecutionID, Error: st.LastError}
	if got := fresh.LastOutcome(context.Background(), st); got != want {
		t.Errorf("LastOutcome after a failed start = %+v\nwant                           %+v", got, want)
	}
}

// A gateway's first fire looks for earlier fires' runs too: a gateway
// restarted while the run of a fire another process started still runs
// skips under Forbid rather than start an overlapping run.
func TestFirstFireAfterStartSeesTheRunningRun(t *testing.T) {
	t0 := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	r := newRecords()
	before := New(everySecond(t), r, fixedClock{t0}, quiet())
	before.Fire(context.Background(), "a", t0)

	restarted := New(everySecond(t), r, fixedClock{t0.Add(3 * time.Second)}, quiet())
	restarted.Fire(context.Background(), "a", t0.Add(3*time.Second))
	if got := r.of("SubmitGoal"); len(got) != 1 {
		t.Errorf("SubmitGoal calls = %v, want only the first run's", got)
	}
	if got := r.get("cron-a-20250310T090003"); got.GetState() != hermesv1.TaskState_TASK_STATE_SKIPPED || got.GetReport() != "cron-a-20250310T090000" {
		t.Errorf("record of the restarted gateway's first fire = %v, want SKIPPED naming cron-a-20250310T090000", got)
	}
}

// manualClock is an injected clock that moves only when told; each After
// call is announced on armed with the time it waits for.
type manualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []manualTimer
	armed  chan time.Time
}

type manualTimer struct {
	at time.Time
	ch chan time.Time
}

func newManualClock(now time.Time) *manualClock {
	return &manualClock{now: now, armed: make(chan time.Time, 16)}
}

func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *manualClock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	at := c.now.Add(d)
	if d <= 0 {
		ch <- c.now
	} else {
		c.timers = append(c.timers, manualTimer{at: at, ch: ch})
	}
	c.armed <- at
	return ch
}

// set moves the clock to t, firing the timers due by then.
func (c *manualClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
	kept := c.timers[:0]
	for _, tm := range c.timers {
		if tm.at.After(t) {
			kept = append(kept, tm)
			continue
		}
		tm.ch <- t
	}
	c.timers = kept
}

// waitArmed returns the time the scheduler's next wait is for.
func (c *manualClock) waitArmed(t *testing.T) time.Time {
	t.Helper()
	select {
	case at := <-c.armed:
		return at
	case <-time.After(10 * time.Second):
		t.Fatal("the scheduler never waited for its next fire")
		return time.Time{}
	}
}

// Run makes up, at its start, for the fire missed within the starting
// deadline (and none without one), and after a pause of the clock that
// spans several fires handles only the latest: a minutely job started at
// 09:00:20, its clock then jumping to pause.
func TestRunCatchesUpOneMissedFire(t *testing.T) {
	at := func(min, sec int) time.Time { return time.Date(2025, 3, 10, 9, min, sec, 0, time.UTC) }
	tests := []struct {
		name      string
		deadline  string
		pause     time.Time
		atStart   []string // calls made at the start
		afterJump []string // calls made after the pause
	}{
		{"within the deadline", "30s", at(3, 10), []string{"SubmitGoal cron-m-20250310T090000"}, []string{"SubmitGoal cron-m-20250310T090300"}},
		{"the start past the deadline", "10s", at(3, 5), nil, []string{"SubmitGoal cron-m-20250310T090300"}},
		{"no deadline", "", at(3, 10), nil, []string{"SubmitGoal cron-m-20250310T090300"}},
		{"the latest fire past the deadline", "30s", at(3, 40), []string{"SubmitGoal cron-m-20250310T090000"}, []string{"RecordSkippedFire cron-m-20250310T090300"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRecords()
			r.running = hermesv1.TaskState_TASK_STATE_SUCCEEDED // runs end at once: no overlap
			clock := newManualClock(at(0, 20))
			s := New([]*Job{minutely(t, tt.deadline)}, r, clock, quiet())
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() { defer close(done); s.Run(ctx) }()
			defer func() { cancel(); <-done }()

			if got := clock.waitArmed(t); !got.Equal(at(1, 0)) {
				t.Fatalf("first wait is for %s, want 09:01:00", got)
			}
			if got := r.creates(); !slices.Equal(got, tt.atStart) {
				t.Errorf("at the start: %v, want %v", got, tt.atStart)
			}
			clock.set(tt.pause)
			if got := clock.waitArmed(t); !got.Equal(at(4, 0)) {
				t.Fatalf("wait after the pause is for %s, want 09:04:00", got)
			}
			if got := r.creates()[len(tt.atStart):]; !slices.Equal(got, tt.afterJump) {
				t.Errorf("after the pause: %v, want %v", got, tt.afterJump)
			}
		})
	}
}

// creates returns the calls that start or skip a fire, in order.
func (r *records) creates() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, c := range r.calls {
		if strings.HasPrefix(c, "SubmitGoal ") || strings.HasPrefix(c, "RecordSkippedFire ") {
			out = append(out, c)
		}
	}
	return out
}
