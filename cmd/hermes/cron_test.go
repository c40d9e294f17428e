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
		{"skipped", []*hermesv1.CronJob{{Name: "nap", Schedule: "* * * * * *", TimeZone: "UTC", ConcurrencyPolicy: "Forbid", NextFire: timestamppb.New(at),
			LastFire: timestamppb.New(at), LastExecutionId: "cron-nap-20250310T130000", LastState: hermesv1.TaskState_TASK_STATE_RUNNING, Skipped: 3, LastSkipReason: "SKIPPED_OVERLAP"}},
			[]string{"cron-nap-20250310T130000", "RUNNING", "3 (SKIPPED_OVERLAP)"}},
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
