package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanByTheWayPartAsksToSee: 顺便 only says a part is asked along
// the way (…，顺便看下 X): what follows it is the request, so 看下 X asks
// to be shown X, and a read serves it though X's words favour a write.
func TestPlanByTheWayPartAsksToSee(t *testing.T) {
	visit := `{"type":"object","properties":{"site_id":{"type":"string","pattern":"^ST-[0-9]{4}$"},"week":{"type":"string"},"visitor":{"type":"string"}},"required":["site_id"]}`
	cat := []toolspec.Spec{
		{Name: "list_site_visits", Description: "Lists the visits planned at one building site.",
			Parameters: json.RawMessage(visit), SideEffect: toolspec.Read},
		{Name: "plan_site_visit", Description: "Plan a site visit schedule for a building site: the visitor and the visit schedule are set.",
			Parameters: json.RawMessage(visit), SideEffect: toolspec.Write},
		{Name: "list_cranes", Description: "Lists tower cranes at a building site.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"顺便看下 ST-1234 下周的 visit schedule", []string{"list_site_visits"}},
		{"列一下工地的 tower cranes，顺便看下 ST-1234 下周的 visit schedule", []string{"list_cranes", "list_site_visits"}},
		// Left alone: a request to act along the way.
		{"顺便给 ST-1234 plan 一个下周的 site visit schedule，visitor 是王强", []string{"plan_site_visit"}},
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
