package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanFileOneNewThing: "open a …" or 开个…单 asks to file a new
// record, which the write that creates it serves, though "open" is also
// a status of the records a read lists; the list of open ones stays the
// read's.
func TestPlanFileOneNewThing(t *testing.T) {
	flat := `"flat_code":{"type":"string","description":"Flat code building-unit-room, e.g. 3-2-0501.","pattern":"^[0-9]{1,2}-[0-9]-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "list_repair_jobs", Description: "List repair jobs by flat, status and trade.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `,"status":{"type":"string","description":"Job status: open, assigned, done.","enum":["open","assigned","done"]},"trade":{"type":"string","enum":["plumbing","electrical","hvac"]}}}`)},
		{Name: "create_repair_job", Description: "Open a repair job for a flat; the help desk is notified and the tenant gets the job number.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `,"trade":{"type":"string","enum":["plumbing","electrical","hvac"]},"details":{"type":"string"}},"required":["flat_code","trade","details"]}`)},
		{Name: "list_fitters", Description: "List fitters by trade and the days they are free.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"trade":{"type":"string","enum":["plumbing","electrical","hvac"]}}}`)},
		{Name: "get_flat", Description: "One flat's record: building, size, tenant and lease.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + flat + `},"required":["flat_code"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"Open a repair job for 3-2-0501: the kitchen tap is leaking and the tenant is in after 6pm", []string{"create_repair_job"}},
		{"List the open repair jobs for 3-2-0501", []string{"list_repair_jobs"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
