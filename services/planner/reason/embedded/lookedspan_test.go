package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanLookedSpanNotWritten: a write on a condition that the look
// before it reads over a span of days (这个月…不够的话加个包) is not dated
// by that span: the span is what the look reads. A day the look names
// (今天…) is the day the write acts on too, and keeps dating it; two
// days (昨天到今天) are a span.
func TestPlanLookedSpanNotWritten(t *testing.T) {
	read := []byte(`{"type":"object","properties":{"meter_id":{"type":"string","pattern":"^MT-\\d{4}$"},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}},"required":["meter_id"]}`)
	write := []byte(`{"type":"object","properties":{"meter_id":{"type":"string","pattern":"^MT-\\d{4}$"},"start_date":{"type":"string","format":"date","description":"Day the bundle starts."}},"required":["meter_id"]}`)
	cat := []toolspec.Spec{
		{Name: "get_meter_usage", Description: "Data used and left on a prepaid meter over a period.", SideEffect: toolspec.Read, Parameters: read},
		{Name: "add_meter_bundle", Description: "Add a top-up bundle to a prepaid meter.", SideEffect: toolspec.Write, Parameters: write},
	}
	tests := []struct {
		goal, start string
	}{
		{"先查一下MT-1234这个月用量还剩多少，不够的话给它加个流量包", ""},
		{"先查一下MT-1234今天用量还剩多少，不够的话给它加个流量包", "2025-03-10"},
		// Two days are a span too.
		{"先查一下MT-1234从昨天到今天用了多少，不够的话给它加个流量包", ""},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, cat)
			if got, want := toolsOf(p), []string{"get_meter_usage", "add_meter_bundle"}; !slices.Equal(got, want) {
				t.Fatalf("tools %v, want %v", got, want)
			}
			got, _ := argsOf(p, "add_meter_bundle")["start_date"].(string)
			if got != tc.start {
				t.Errorf("add_meter_bundle start_date = %q, want %q", got, tc.start)
			}
		})
	}
}
