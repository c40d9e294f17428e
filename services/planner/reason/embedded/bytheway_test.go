package embedded

import (
	"slices"
	"testing"
)

// TestPlanByTheWayPartAsksToSee: 顺便 only says a part is asked along
// the way (…，顺便看下 X): what follows it is the request, so 看下 X asks
// to be shown X, and a read serves it though X's words favour a write.
func TestPlanByTheWayPartAsksToSee(t *testing.T) {
	cat := siteVisitCatalog("Lists tower cranes at a building site.")
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
