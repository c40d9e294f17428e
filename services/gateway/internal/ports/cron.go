package ports

import (
	"context"
	"strings"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/types/known/timestamppb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/gateway/internal/cron"
)

// ServeCron makes ListCronJobs report sched's jobs.
func (s *Server) ServeCron(sched *cron.Scheduler) { s.cron = sched }

// ListCronJobs reports this gateway's scheduled jobs the caller may see
// (the rule is cron.Authorize's); the outcome of each job's last fire
// comes from the planner, asked as the job's principal, so every gateway
// reports it alike.
func (s *Server) ListCronJobs(ctx context.Context, req *hermesv1.ListCronJobsRequest) (*hermesv1.ListCronJobsResponse, error) {
	p := principal.FromContext(ctx)
	if named := req.GetPrincipal(); named != "" {
		if err := cron.Authorize(p, named); err != nil {
			return nil, status.Error(codes.PermissionDenied, err.Error())
		}
	}
	resp := &hermesv1.ListCronJobsResponse{}
	if s.cron == nil {
		return resp, nil
	}
	for _, st := range cron.Visible(p, s.cron.Snapshot(), req.GetPrincipal()) {
		j := st.Job
		cj := &hermesv1.CronJob{
			Name: j.Name, Schedule: j.Spec, TimeZone: j.Location.String(), ConcurrencyPolicy: string(j.Policy),
			Principal: j.As.Name + " (" + strings.Join(j.As.Roles, ",") + ")",
			Skipped:   int32(st.Skipped), LastSkipReason: st.LastSkipReason,
		}
		if !st.Next.IsZero() {
			cj.NextFire = timestamppb.New(st.Next)
		}
		last := s.cron.LastOutcome(ctx, st)
		if !last.Fire.IsZero() {
			cj.LastFire = timestamppb.New(last.Fire)
		}
		cj.LastExecutionId, cj.LastState, cj.LastFireSkipReason, cj.LastError = last.ExecutionID, last.State, last.SkipReason, last.Error
		resp.Jobs = append(resp.Jobs, cj)
	}
	return resp, nil
}

// RecordSkippedFire forwards a scheduled fire the gateway skipped to the
// planner, with the job principal's assertion for the fire's execution ID.
// It is not part of the public API: the cron scheduler calls it.
func (s *Server) RecordSkippedFire(ctx context.Context, req *hermesv1.PlannerServiceRecordSkippedFireRequest) (*hermesv1.PlannerServiceRecordSkippedFireResponse, error) {
	id := req.GetExecutionId()
	resp, err := s.planner.RecordSkippedFire(s.assert(traced(ctx, id), id), req)
	if err != nil {
		return nil, forward(err)
	}
	return resp, nil
}
