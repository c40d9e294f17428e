package embedded

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// jobTools are a workshop's jobs: a read of one job and two writes on it,
// one of which moves its dates.
func jobTools() []toolspec.Spec {
	jobID := `"job_id":{"type":"string","pattern":"^JOB-[0-9]{4}$"}`
	return []toolspec.Spec{
		{Name: "get_job", Description: "One job in full: crew, parts, dates and status.", SideEffect: toolspec.Read,
			Parameters: objectSchema(jobID, `"job_id"`)},
		{Name: "reschedule_job", Description: "Move work to another crew or other days.", SideEffect: toolspec.Write,
			Parameters: objectSchema(jobID+`,"planned_start":{"type":"string","format":"date"},"due_date":{"type":"string","format":"date"}`, `"job_id"`)},
		{Name: "cancel_job", Description: "Cancel a job that has not started.", SideEffect: toolspec.Write,
			Parameters: objectSchema(jobID, `"job_id"`)},
		{Name: "list_jobs", Description: "List jobs by crew, status and start date.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"crew":{"type":"string"},"start_from":{"type":"string","format":"date"}`, ``)},
		{Name: "get_crew_roster", Description: "Who is on each crew and when their shifts start, per day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"crew":{"type":"string"}`, ``)},
		{Name: "log_part_usage", Description: "Record parts a job used, with quantities.", SideEffect: toolspec.Write,
			Parameters: objectSchema(jobID+`,"part_no":{"type":"string"},"qty":{"type":"integer"}`, `"job_id"`)},
	}
}

// TestPlanChangedFieldWrite: a request to move a field of an object to a
// value plans the one write that takes the object's identifier and has a
// parameter the field names.
func TestPlanChangedFieldWrite(t *testing.T) {
	if got := planTools(t, newEngine(t), "Push the start of JOB-1234 to next Tuesday", jobTools()); !slices.Equal(got, []string{"reschedule_job"}) {
		t.Errorf("tools %v, want [reschedule_job]", got)
	}
}

// TestPlanChangedFieldDate: the date a request moves a named field to
// fills the date parameter the field names, not every date parameter.
func TestPlanChangedFieldDate(t *testing.T) {
	_, p := planOver(t, newEngine(t), "Push the start of JOB-1234 to next Tuesday", jobTools())
	if got, want := argsOf(p, "reschedule_job"), map[string]any{"job_id": "JOB-1234", "planned_start": "2025-03-18"}; !reflect.DeepEqual(got, want) {
		t.Errorf("args %v, want %v", got, want)
	}
}
