package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// salesCatalog is a small made-up catalog of business figures.
func salesCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "get_finance_figures", Description: "查询财务数据：营收、毛利，按月汇总。Returns revenue and gross margin per month.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"month":{"type":"string","description":"YYYY-MM"}}}`), SideEffect: toolspec.Read},
		{Name: "export_store_rows", Description: "导出门店逐条明细（订单、退款、营收明细行）。Exports row-level store records: orders, refunds, revenue lines.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"store_id":{"type":"string"}},"required":["store_id"]}`), SideEffect: toolspec.Read},
		{Name: "fetch_alert_history", Description: "查询线上告警历史。Returns the history of production alerts.", SideEffect: toolspec.Read},
		{Name: "list_open_tickets", Description: "列出未关闭的客服工单。Lists open support tickets.", SideEffect: toolspec.Read},
	}
}

// TestPlanComparisonWordsDoNotDilute: the words of a comparison phrase
// (去年同期, 同比, year over year) say what to compare with, not what to
// look up; a goal that names no period of its own still finds its tool.
// 销售额 (sales) is a general word for revenue.
func TestPlanComparisonWordsDoNotDilute(t *testing.T) {
	tests := []struct {
		goal  string
		tools []string
	}{
		{"去年同期的营收", []string{"get_finance_figures"}},
		{"去年同期的销售额", []string{"get_finance_figures"}},
		{"上周的销售额", []string{"get_finance_figures"}},
		{"销售额", []string{"get_finance_figures"}},
		{"revenue year over year", []string{"get_finance_figures"}},
		// A comparison phrase alone asks for nothing a tool holds.
		{"去年同期的天气", nil},
		{"同比", nil},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, salesCatalog()); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
}
