package ports

import (
	"context"
	"strings"

	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/gateway/internal/cron"
)

// ServeCron makes ListCronJobs report sched's jobs.
func (s *Server) ServeCron(sched *cron.Scheduler) { s.cron = sched }

// ListCronJobs reports this gateway's scheduled jobs; the state of each
// job's last run comes from the planner, asked as the job's principal.
func (s *Server) ListCronJobs(ctx context.Context, _ *hermesv1.ListCronJobsRequest) (*hermesv1.ListCronJobsResponse, error) {
	resp := &hermesv1.ListCronJobsResponse{}
	if s.cron == nil {
		return resp, nil
	}
	for _, st := range s.cron.Snapshot() {
		j := st.Job
		cj := &hermesv1.CronJob{
			Name: j.Name, Schedule: j.Spec, TimeZone: j.Location.String(), ConcurrencyPolicy: string(j.Policy),
			Principal: j.As.Name + " (" + strings.Join(j.As.Roles, ",") + ")", LastExecutionId: st.LastExecutionID,
			Skipped: int32(st.Skipped), LastSkipReason: st.LastSkipReason, LastError: st.LastError,
		}
		if !st.Next.IsZero() {
			cj.NextFire = timestamppb.New(st.Next)
		}
		if !st.LastFire.IsZero() {
			cj.LastFire = timestamppb.New(st.LastFire)
		}
		if st.LastExecutionID != "" {
			if got, err := s.GetTask(principal.NewContext(ctx, j.As), &hermesv1.GetTaskRequest{ExecutionId: st.LastExecutionID}); err == nil {
				cj.LastState = got.GetStatus().GetState()
			}
		}
		resp.Jobs = append(resp.Jobs, cj)
	}
	return resp, nil
}
