package cron

import (
	"errors"
	"fmt"

	"github.com/hermes-agent/hermes/libs/principal"
)

// ErrForbidden matches every refusal of Authorize.
var ErrForbidden = errors.New("forbidden")

// Refusal is Authorize's answer when a caller may not see jobs; its
// message says why, in words fit for the caller. It matches ErrForbidden.
type Refusal struct{ Reason string }

func (r *Refusal) Error() string { return r.Reason }

// Is makes a Refusal match ErrForbidden.
func (r *Refusal) Is(target error) bool { return target == ErrForbidden }

// Authorize decides whether p may see the scheduled jobs that run as the
// principal named runsAs: their goals or tasks, their principals and the
// outcome of their runs. A job is seen by the principal it runs as, and
// every job by the admin role — not by an operator, who steers executions
// but has no claim on other principals' goals. A nil p — a gateway without
// authentication — sees every job.
func Authorize(p *principal.Principal, runsAs string) error {
	if p == nil || p.Name == runsAs || p.Has(principal.RoleAdmin) {
		return nil
	}
	return &Refusal{Reason: fmt.Sprintf("the scheduled jobs that run as %s are theirs; seeing another principal's jobs needs the %s role",
		runsAs, principal.RoleAdmin)}
}

// Visible returns the jobs p may see, in their order; with runsAs set,
// only those that run as that principal.
func Visible(p *principal.Principal, states []State, runsAs string) []State {
	var out []State
	for _, st := range states {
		if (runsAs == "" || st.Job.As.Name == runsAs) && Authorize(p, st.Job.As.Name) == nil {
			out = append(out, st)
		}
	}
	return out
}
