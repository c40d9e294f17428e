package embedded

import (
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
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

// TestFollowUpLooksPastToollessPart: a follow-up (再…) after a part no
// tool serves, which only tells the situation (HS-2291 下周要参加比赛), is
// scored with the values of the served part before that one. A follow-up
// with no served part before it is left alone.
func TestFollowUpLooksPastToollessPart(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	for _, s := range stableCatalog() {
		byName[s.Name] = &s
	}
	// complete scores the imaging write first only when the query holds
	// the served part's horse.
	complete := func(text, query, tool string, asks bool) task.Subtask {
		scores := []task.Score{{Tool: "list_scan_reports", Score: 0.12}, {Tool: "order_limb_scan", Score: 0.1}}
		if strings.Contains(query, "HS-2291") {
			scores = []task.Score{{Tool: "order_limb_scan", Score: 0.18}, {Tool: "list_scan_reports", Score: 0.09}}
		}
		return task.Subtask{Description: text, Tool: tool, Scores: scores}
	}
	served := intent{texts: []string{"先做个验血"}, queries: []string{""}, st: task.Subtask{Tool: "order_blood_panel", Args: map[string]any{"horse_id": "HS-2291"}}}
	situation := intent{texts: []string{"下周要参加比赛"}, queries: []string{""}}
	followUp := func() intent {
		x := intent{texts: []string{"拍个片子"}, queries: []string{"拍个片子"}, then: true}
		x.st = complete(x.texts[0], x.queries[0], "", false)
		return x
	}
	in := []intent{served, situation, followUp()}
	followUps(in, complete, byName)
	if got := in[2].st.Tool; got != "order_limb_scan" {
		t.Errorf("follow-up past a toolless part: tool %q, want order_limb_scan", got)
	}
	// Leave alone: no served part before the follow-up.
	in = []intent{situation, followUp()}
	followUps(in, complete, byName)
	if got := in[1].st.Tool; got != "" {
		t.Errorf("follow-up with no served part before it: tool %q, want none", got)
	}
}

// stableCatalog is a riding stable's vet tools: the tests and imaging it
// orders for a horse, and the reports of past imaging.
func stableCatalog() []toolspec.Spec {
	horse := `"horse_id":{"type":"string","pattern":"^HS-[0-9]{4}$","description":"Horse number."}`
	return []toolspec.Spec{
		{Name: "order_blood_panel", Description: "Order a blood test for a horse.", SideEffect: toolspec.Write,
			Parameters: objectSchema(horse, `"horse_id"`)},
		{Name: "order_limb_scan", Description: "Order imaging for a horse: ultrasound, radiograph or scan of a limb.", SideEffect: toolspec.Write,
			Parameters: objectSchema(horse, `"horse_id"`)},
		{Name: "list_scan_reports", Description: "List the reports of the stable's past x-rays and scans.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"date":{"type":"string","format":"date"}`, ``)},
	}
}
