package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// siteVisitCatalog has a read and a write on a site's visit schedule,
// whose words favour the write, and a crane list described by cranes.
func siteVisitCatalog(cranes string) []toolspec.Spec {
	visit := `{"type":"object","properties":{"site_id":{"type":"string","pattern":"^ST-[0-9]{4}$"},"week":{"type":"string"},"visitor":{"type":"string"}},"required":["site_id"]}`
	return []toolspec.Spec{
		{Name: "list_site_visits", Description: "Lists the visits planned at one building site.",
			Parameters: json.RawMessage(visit), SideEffect: toolspec.Read},
		{Name: "plan_site_visit", Description: "Plan a site visit schedule for a building site: the visitor and the visit schedule are set.",
			Parameters: json.RawMessage(visit), SideEffect: toolspec.Write},
		{Name: "list_cranes", Description: cranes, SideEffect: toolspec.Read},
	}
}

// TestPlanPulledRequestPicksRead: a request to be sent or pulled up what
// a clause names (发我一下, 调出来, 拉出来, "check 一下") asks to be shown
// it, so between a read and a write on the same object the read serves
// it, though the object's words favour the write; a message sent on to
// someone else, a request to act, and a request to have something made
// and sent when done (做好了发我) keep the write.
func TestPlanPulledRequestPicksRead(t *testing.T) {
	cat := siteVisitCatalog("Lists tower cranes.")
	tests := []struct {
		goal  string
		tools []string
	}{
		{"ST-1234 下周的 visit schedule 发我一下", []string{"list_site_visits"}},
		{"ST-1234 下周的 site visit schedule 帮我 check 一下", []string{"list_site_visits"}},
		{"把 ST-1234 的 visit schedule 拉出来", []string{"list_site_visits"}},
		{"把 ST-1234 下周的 visit schedule 调出来", []string{"list_site_visits"}},
		// Left alone: a request to act, and one to have it made and sent
		// when done.
		{"ST-1234 下周的 visit schedule 做好了发我", []string{"plan_site_visit"}},
		{"ST-1234 下周的 site visit schedule 排好后发给我", []string{"plan_site_visit"}},
		{"给 ST-1234 plan 一个下周的 site visit schedule，visitor 是王强", []string{"plan_site_visit"}},
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
