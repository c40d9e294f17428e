package cron

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

// fixedClock is an injected clock standing at one instant.
type fixedClock struct{ now time.Time }

func (c fixedClock) Now() time.Time                       { return c.now }
func (c fixedClock) After(time.Duration) <-chan time.Time { return make(chan time.Time) }

// noPlanner fails the test on any call: a dropped fire must not reach the
// planner.
type noPlanner struct{ t *testing.T }

func (p noPlanner) SubmitGoal(context.Context, *hermesv1.SubmitGoalRequest) (*hermesv1.SubmitGoalResponse, error) {
	p.t.Error("SubmitGoal called")
	return nil, io.EOF
}

func (p noPlanner) GetTask(context.Context, *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error) {
	p.t.Error("GetTask called")
	return nil, io.EOF
}

func (p noPlanner) CancelTask(context.Context, *hermesv1.CancelTaskRequest) (*hermesv1.CancelTaskResponse, error) {
	p.t.Error("CancelTask called")
	return nil, io.EOF
}

// TestFireLaterThanDeadlineIsDropped fires, with the clock 10 s past the
// scheduled time, a job whose starting deadline is 5 s.
func TestFireLaterThanDeadlineIsDropped(t *testing.T) {
	jobs, err := Parse("jobs.yaml", []byte("jobs:\n- name: a\n  schedule: \"* * * * * *\"\n  time_zone: UTC\n  goal: g\n  principal: {name: p}\n  starting_deadline: 5s\n"))
	if err != nil {
		t.Fatal(err)
	}
	scheduled := time.Date(2025, 3, 10, 9, 0, 0, 0, time.UTC)
	s := New(jobs, noPlanner{t}, fixedClock{scheduled.Add(10 * time.Second)}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	s.Fire(context.Background(), "a", scheduled)
	st := s.Snapshot()[0]
	if st.Skipped != 1 || st.LastSkipReason != SkippedDeadline || st.LastExecutionID != "" || !st.LastFire.Equal(scheduled) {
		t.Fatalf("state = %+v", st)
	}
}
