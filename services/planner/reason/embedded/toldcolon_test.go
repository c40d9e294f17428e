package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanToldColon: a colon after a statement of what happened and
// before a request splits the goal as a full stop would, so the request
// after it is a step of its own. A colon after a request opens its
// detail, and one before no request splits nothing.
func TestPlanToldColon(t *testing.T) {
	for _, c := range []struct {
		goal string
		want int
	}{
		{"The tenant in 4B says the heating is broken: open a repair job, and note a complaint too", 1},
		{"Log a breakdown at depot 4: lift 2 stopped at 10:30 today", 0},
		{"Send the crew a message: stop the lift", 0},
		{"The tenant in 4B says: the heating is broken", 0},
		{"The tenant says the meeting starts at 10:30: book the room", 1},
	} {
		if got := len(toldColons(c.goal)); got != c.want {
			t.Errorf("toldColons(%q) = %d colons, want %d", c.goal, got, c.want)
		}
	}
	obj := []byte(`{"type":"object","properties":{"unit":{"type":"string"}}}`)
	cat := []toolspec.Spec{
		{Name: "open_repair_job", Description: "Open a repair job for a broken fitting in a unit.", SideEffect: toolspec.Write, Parameters: obj},
		{Name: "note_tenant_grievance", Description: "Note a complaint from a tenant about noise or cleaning.", SideEffect: toolspec.Write, Parameters: obj},
		{Name: "list_repair_jobs", Description: "List the repair jobs that are open or closed.", SideEffect: toolspec.Read, Parameters: obj},
	}
	e := newEngine(t)
	colon := planTools(t, e, "The tenant in 4B says the heating is painfully slow to warm up: open a repair job, and note a complaint too", cat)
	stop := planTools(t, e, "The tenant in 4B says the heating is painfully slow to warm up. Open a repair job, and note a complaint too", cat)
	if !slices.Contains(colon, "open_repair_job") || !slices.Equal(colon, stop) {
		t.Errorf("tools %v after the colon, want open_repair_job among them, as after the full stop: %v", colon, stop)
	}
}
