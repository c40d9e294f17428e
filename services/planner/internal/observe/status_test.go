package observe

import (
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// A subtask's span ends with the attribute naming its status: every status
// the step loop knows names itself without an allocation, and a status it
// does not know still gets an attribute, with the name String gives it.
func TestStatusAttrsNameEveryStatus(t *testing.T) {
	cases := []struct {
		status task.StepStatus
		want   string
		shared bool
	}{
		{task.StepPending, "pending", true},
		{task.StepRunning, "running", true},
		{task.StepAwaitingApproval, "awaiting_approval", true},
		{task.StepSucceeded, "succeeded", true},
		{task.StepFailed, "failed", true},
		{task.StepSkipped, "skipped", true},
		{task.StepCancelled, "cancelled", true},
		{task.StepUnknownOutcome, "unknown_outcome", true},
		{task.StepStatus(0), "unspecified", false},
		{task.StepStatus(99), "unspecified", false},
	}
	for _, c := range cases {
		attrs := statusAttrs(c.status)
		if len(attrs) != 1 || attrs[0].Key != StatusKey || attrs[0].Value.AsString() != c.want {
			t.Errorf("statusAttrs(%d) = %v, want %s=%q", c.status, attrs, StatusKey, c.want)
		}
		allocs := testing.AllocsPerRun(10, func() { _ = statusAttrs(c.status) })
		if c.shared && allocs != 0 {
			t.Errorf("statusAttrs(%s) allocates %v times, want none", c.want, allocs)
		}
	}
}
