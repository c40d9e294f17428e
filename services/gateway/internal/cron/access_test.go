package cron

import (
	"errors"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/principal"
)

func TestAuthorize(t *testing.T) {
	tests := []struct {
		name   string
		p      *principal.Principal
		runsAs string
		ok     bool
	}{
		{"the job's own principal", &principal.Principal{Name: "ops-cron", Roles: []string{"ops"}}, "ops-cron", true},
		{"another principal", &principal.Principal{Name: "analyst-bot", Roles: []string{"analyst"}}, "ops-cron", false},
		{"an operator", &principal.Principal{Name: "oncall", Roles: []string{principal.RoleOperator}}, "ops-cron", false},
		{"an approver", &principal.Principal{Name: "lead", Roles: []string{principal.RoleApprover}}, "ops-cron", false},
		{"an admin", &principal.Principal{Name: "root", Roles: []string{principal.RoleAdmin}}, "ops-cron", true},
		{"no authentication", nil, "ops-cron", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Authorize(tt.p, tt.runsAs)
			if tt.ok != (err == nil) {
				t.Fatalf("Authorize = %v, want allowed %v", err, tt.ok)
			}
			var r *Refusal
			if err != nil && (!errors.Is(err, ErrForbidden) || !errors.As(err, &r) || r.Reason == "") {
				t.Errorf("refusal %v does not match ErrForbidden with a reason", err)
			}
		})
	}
}

func TestVisible(t *testing.T) {
	job := func(name, as string) State { return State{Job: &Job{Name: name, As: principal.Principal{Name: as}}} }
	all := []State{job("inspect", "ops-cron"), job("report", "analyst-bot"), job("sweep", "ops-cron")}
	names := func(sts []State) (out []string) {
		for _, st := range sts {
			out = append(out, st.Job.Name)
		}
		return out
	}
	tests := []struct {
		name   string
		p      *principal.Principal
		runsAs string
		want   []string
	}{
		{"own jobs only", &principal.Principal{Name: "ops-cron"}, "", []string{"inspect", "sweep"}},
		{"none of one's own", &principal.Principal{Name: "nobody"}, "", nil},
		{"admin sees all", &principal.Principal{Name: "root", Roles: []string{principal.RoleAdmin}}, "", []string{"inspect", "report", "sweep"}},
		{"admin narrows to one principal", &principal.Principal{Name: "root", Roles: []string{principal.RoleAdmin}}, "analyst-bot", []string{"report"}},
		{"one's own, named", &principal.Principal{Name: "analyst-bot"}, "analyst-bot", []string{"report"}},
		{"no authentication", nil, "", []string{"inspect", "report", "sweep"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := names(Visible(tt.p, all, tt.runsAs)); !slices.Equal(got, tt.want) {
				t.Errorf("Visible = %v, want %v", got, tt.want)
			}
		})
	}
}
