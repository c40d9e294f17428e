package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// crewRoster is a catalog with a list of rostered duties, writes that
// move or add one, and a write that texts a crew member.
func crewRoster() []toolspec.Spec {
	date := `{"type":"string","format":"date","description":"Day of the duties."}`
	return []toolspec.Spec{
		{Name: "roster_entries", Description: "List rostered duties on a date, with the crew member and the post.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"date":` + date + `}}`)},
		{Name: "move_roster_entry", Description: "Move a rostered duty to another time or post.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"entry_id":{"type":"string"},"starts_at":{"type":"string","format":"date-time"}},"required":["entry_id"]}`)},
		{Name: "add_roster_entry", Description: "Put a crew member on the roster for a duty.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"date":` + date + `,"crew_member":{"type":"string"}},"required":["date","crew_member"]}`)},
		{Name: "page_crew_member", Description: "Send an SMS to a crew member.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"message":{"type":"string"}},"required":["message"]}`)},
	}
}

// TestPlanPulledOutList: 拉出来 (pull out) asks for a list of what it
// names, a step of its own before a message; 调出来 (bring up one
// record) is left as it was.
func TestPlanPulledOutList(t *testing.T) {
	checkGoalPlans(t, crewRoster(), []goalPlan{
		{"把明天所有的值班拉出来，然后给值班的人发短信提醒时间", []string{"roster_entries", "page_crew_member"}},
		// must leave alone
		{"给值班的人发短信提醒时间", []string{"page_crew_member"}},
	})
}
