package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
)

func TestPrintCron(t *testing.T) {
	t.Setenv("TZ", "UTC")
	at := time.Date(2025, 3, 10, 13, 0, 0, 0, time.UTC)
	tests := []struct {
		name string
		jobs []*hermesv1.CronJob
		want []string
	}{
		{"none", nil, []string{"no scheduled jobs"}},
		{"never fired", []*hermesv1.CronJob{{Name: "inspect", Schedule: "0 9 * * *", TimeZone: "America/New_York", ConcurrencyPolicy: "Forbid", NextFire: timestamppb.New(at)}},
			[]string{"inspect", "0 9 * * *", "Forbid", "- ", "  0"}},
		{"ran", []*hermesv1.CronJob{{Name: "nap", Schedule: "* * * * * *", TimeZone: "UTC", ConcurrencyPolicy: "Forbid", NextFire: timestamppb.New(at),
			LastFire: timestamppb.New(at), LastExecutionId: "cron-nap-20250310T130000", LastState: hermesv1.TaskState_TASK_STATE_RUNNING}},
			[]string{"cron-nap-20250310T130000", "RUNNING", "  0"}},
		{"skipped", []*hermesv1.CronJob{{Name: "nap", Schedule: "* * * * * *", TimeZone: "UTC", ConcurrencyPolicy: "Forbid", NextFire: timestamppb.New(at),
			LastFire: timestamppb.New(at), LastExecutionId: "cron-nap-20250310T130000", LastState: hermesv1.TaskState_TASK_STATE_SKIPPED,
			LastFireSkipReason: "SKIPPED_OVERLAP", Skipped: 3, LastSkipReason: "SKIPPED_OVERLAP"}},
			[]string{"cron-nap-20250310T130000  SKIPPED_OVERLAP", "3 (SKIPPED_OVERLAP)"}},
		{"skipped by another gateway", []*hermesv1.CronJob{{Name: "nap", LastFire: timestamppb.New(at), LastExecutionId: "cron-nap-20250310T130000",
			LastState: hermesv1.TaskState_TASK_STATE_SKIPPED, LastFireSkipReason: "SKIPPED_DEADLINE"}},
			[]string{"cron-nap-20250310T130000  SKIPPED_DEADLINE  0"}},
		{"not started", []*hermesv1.CronJob{{Name: "nap", LastFire: timestamppb.New(at), LastExecutionId: "cron-nap-20250310T130000", LastError: "planner unavailable"}},
			[]string{"NOT STARTED: planner unavailable"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			printCron(&env{stdout: &out}, tt.jobs)
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, out.String())
				}
			}
		})
	}
}

// hermes status of a skipped fire names the reason beside the state and
// prints the record's explanation; hermes run of its ID exits 1.
func TestSkippedFireStatus(t *testing.T) {
	var out bytes.Buffer
	printStatus(&out, &hermesv1.TaskStatus{ExecutionId: "cron-nap-20250310T090001", State: hermesv1.TaskState_TASK_STATE_SKIPPED,
		SkipReason: "SKIPPED_OVERLAP", Task: &hermesv1.Task{Goal: "nap"},
		Report: "The fire of job nap scheduled at 2025-03-10T09:00:01Z was skipped (SKIPPED_OVERLAP): the previous run cron-nap-20250310T090000 was still running."})
	for _, want := range []string{"state      SKIPPED (SKIPPED_OVERLAP)\n", "goal       nap\n", "the previous run cron-nap-20250310T090000 was still running"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("status lacks %q:\n%s", want, out.String())
		}
	}
	var xe *exitError
	if err := exitFor(hermesv1.TaskState_TASK_STATE_SKIPPED); !asExit(err, &xe) || xe.code != 1 || !strings.Contains(xe.msg, "skipped") {
		t.Errorf("exitFor(SKIPPED) = %v, want exit 1 saying the fire was skipped", err)
	}
}
