package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// crateTools move a crate, mark a job urgent and list damage reports: the
// second and third speak of urgency and severity.
func crateTools() []toolspec.Spec {
	crate := `{"type":"object","properties":{"crate_id":{"type":"string","pattern":"^CRT-[0-9]{4}$"},"to_block":{"type":"string","description":"Target yard block, e.g. B3"},"priority":{"type":"string","enum":["normal","urgent"]}},"required":["crate_id","to_block"]}`
	job := `{"type":"object","properties":{"job_id":{"type":"string","pattern":"^JOB-[0-9]{2,4}$"},"urgent":{"type":"boolean","description":"加急"}},"required":["job_id"]}`
	reports := `{"type":"object","properties":{"severity":{"type":"string","enum":["minor","serious","critical"],"description":"严重程度"}}}`
	return []toolspec.Spec{
		{Name: "relocate_crate", Description: "Move (挪, 移) a crate to another yard block.", SideEffect: toolspec.Write, Parameters: []byte(crate)},
		{Name: "expedite_job", Description: "Mark a job urgent (加急, 紧急, 急) to raise its priority.", SideEffect: toolspec.Write, Parameters: []byte(job)},
		{Name: "list_damage_notes", Description: "List damage notes by how serious (严重) they are.", SideEffect: toolspec.Read, Parameters: []byte(reports)},
	}
}

// TestPlanSeverityQualifiesTheRequest: a clause that only says how urgent
// or how bad the request before it is (急, 要加急, 挺严重的) is no step of
// its own: no tool its words fit joins the plan.
func TestPlanSeverityQualifiesTheRequest(t *testing.T) {
	for _, goal := range []string{
		"把 CRT-1234 挪到 B3 区，急",
		"把 CRT-1234 挪到 B3 区，要加急",
		"把 CRT-1234 挪到 B3 区，挺严重的",
		"Move CRT-1234 to block B3, urgent",
	} {
		t.Run(goal, func(t *testing.T) {
			planAvoids(t, crateTools(), goal, []string{"relocate_crate"}, []string{"expedite_job", "list_damage_notes"})
		})
	}
	// Leave alone: a clause that asks for an urgent action of its own, on
	// an object of its own, is a step.
	planAvoids(t, crateTools(), "把 CRT-1234 挪到 B3 区，再把 JOB-77 提成加急", []string{"relocate_crate", "expedite_job"}, nil)
}
