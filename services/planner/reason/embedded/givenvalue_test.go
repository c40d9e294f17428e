package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanGivenValueJoinsTheWrite: a part after a write that only names one
// of the write's parameters and gives its identifier is how the write is
// done, not a need for another tool that identifier also fits.
func TestPlanGivenValueJoinsTheWrite(t *testing.T) {
	sv := `"surveyor_id":{"type":"string","description":"Surveyor doing it.","pattern":"^SV[0-9]{4}$"}`
	claim := `"claim_no":{"type":"string","pattern":"^CL-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "schedule_survey", Description: "Book a damage survey (查勘) for a claim.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + claim + `,` + sv + `,"survey_time":{"type":"string","format":"date-time"}},"required":["claim_no","survey_time"]}`)},
		{Name: "assign_surveyor", Description: "Assign (or reassign) the surveyor handling a claim.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + claim + `,` + sv + `},"required":["claim_no","surveyor_id"]}`)},
		{Name: "get_surveyor_schedule", Description: "A surveyor's booked surveys and leave between two dates.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + sv + `,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}},"required":["surveyor_id"]}`)},
	}
	planAvoids(t, cat, "帮CL-1234约个现场查勘，明天下午3点，surveyor 用SV0318", []string{"schedule_survey"}, []string{"assign_surveyor", "get_surveyor_schedule"})
}
