package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanFollowUpTakesPreviousObject: a step after 然后 that its own
// words leave below the threshold ("check 一下 status") is scored with
// the previous call's values; when those confirm its own best guess, it
// is a step of its own. A clause without a word of sequence is not.
func TestPlanFollowUpTakesPreviousObject(t *testing.T) {
	svc := `"app":{"type":"string","description":"App name, lowercase with hyphens, e.g. billing-api.","pattern":"^[a-z][a-z0-9-]{2,39}$"}`
	env := `"stage":{"type":"string","description":"Stage: prod (production), staging, dev.","enum":["prod","staging","dev"]}`
	cat := []toolspec.Spec{
		{Name: "ship_build", Description: "Ship a build version of an app to a stage.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + svc + `,` + env + `,"version":{"type":"string","pattern":"^v[0-9]+\\.[0-9]+\\.[0-9]+$"}},"required":["app","stage","version"]}`)},
		{Name: "revert_build", Description: "Revert an app on a stage to its previous build.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + svc + `,` + env + `},"required":["app","stage"]}`)},
		{Name: "get_app_status", Description: "Live status of an app on a stage: running version, instances ready, error rate.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + svc + `,` + env + `},"required":["app"]}`)},
		{Name: "list_supplier_bills", Description: "List supplier bills filtered by whether paid and by date.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"paid":{"type":"boolean","description":"Only paid or unpaid bills."}}}`)},
		{Name: "list_outages", Description: "List outages filtered by status, app and start date.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","description":"Outage status.","enum":["investigating","resolved"]},` + svc + `}}`)},
		{Name: "list_help_tickets", Description: "List help tickets filtered by status and requester.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","description":"Ticket status.","enum":["new","in_progress","closed"]}}}`)},
		{Name: "list_travel_claims", Description: "List travel claims filtered by status and month.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","description":"Claim status.","enum":["submitted","approved","rejected"]}}}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"帮我 ship billing-api v2.0.1 到 prod，然后 check 一下 status", []string{"ship_build", "get_app_status"}},
		// No word of sequence: the clause is no step of its own.
		{"帮我 ship billing-api v2.0.1 到 prod，status 要 check", []string{"ship_build"}},
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
