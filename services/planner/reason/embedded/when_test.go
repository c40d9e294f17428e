package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanPeriodPicksToolThatTakesIt: a need that states a period other
// than today goes to a tool that can carry it — the one a today-only
// tool's description sends other days to, or the one whose schema takes a
// date — and a need about today stays with (or goes to) the today-only
// tool.
func TestPlanPeriodPicksToolThatTakesIt(t *testing.T) {
	kpis := []toolspec.Spec{
		{Name: "get_live_kpis", Description: "Today's live KPIs so far (sales, signups, churn). Today only; for past days use get_kpi_history.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"kpi":{"type":"string","enum":["sales","signups","churn"]}},"required":["kpi"]}`), SideEffect: toolspec.Read},
		{Name: "get_kpi_history", Description: "Queries the KPI warehouse and returns T+1 daily aggregates of core KPIs (sales, signups, churn) per product line with the week-over-week change. Aggregates only, not for row-level detail. For today's figures use get_live_kpis.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"kpi":{"type":"string","enum":["sales","signups","churn"]},"day":{"type":"string","format":"date"}},"required":["kpi","day"]}`), SideEffect: toolspec.Read},
		{Name: "show_incidents", Description: "Lists open incidents.", SideEffect: toolspec.Read},
	}
	rates := []toolspec.Spec{
		{Name: "fx.get_latest_rate", Description: "Get the latest exchange rate from one currency to another.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"base":{"type":"string"},"quote":{"type":"string"}},"required":["base","quote"]}`)},
		{Name: "fx.get_rate", Description: "Get the exchange rate from one currency to another at a specified date.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"base":{"type":"string"},"quote":{"type":"string"},"date":{"type":"string","description":"The date; default is today."}},"required":["base","quote"]}`)},
		{Name: "fx.convert", Description: "Convert an amount of money from one currency to another at the latest rate.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"base":{"type":"string"},"quote":{"type":"string"},"amount":{"type":"number"}},"required":["base","quote","amount"]}`)},
	}
	tests := []struct {
		goal  string
		cat   []toolspec.Spec
		tools []string
	}{
		{"signups in Q3 2024", kpis, []string{"get_kpi_history"}},
		{"last month's churn", kpis, []string{"get_kpi_history"}},
		{"上个月的 churn", kpis, []string{"get_kpi_history"}},
		{"today's signups", kpis, []string{"get_live_kpis"}},
		{"今天的 churn", kpis, []string{"get_live_kpis"}},
		{"live churn right now", kpis, []string{"get_live_kpis"}},
		{"Find the exchange rate from Euro to Dollar at January 1, 2022", rates, []string{"fx.get_rate"}},
		{"Find the latest exchange rate from Euro to Dollar", rates, []string{"fx.get_latest_rate"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, tc.cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
