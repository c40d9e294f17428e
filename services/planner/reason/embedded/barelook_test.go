package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanBareLookZh: a Chinese part that only asks to look (查一下)
// after a question names nothing of its own: it is the question's step,
// not a call of the tool its look word happens to fit. A look that names
// what to look at, or a goal that is only the look, keeps its tool.
func TestPlanBareLookZh(t *testing.T) {
	obj := []byte(`{"type":"object","properties":{"item":{"type":"string"}}}`)
	cat := []toolspec.Spec{
		{Name: "list_depot_stock", Description: "查询仓库的库存，按货品和货位列出。", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "get_depot_report", Description: "仓库日报：收货、发货和在库托盘数。", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "notify_depot_staff", Description: "给仓库当班员工发消息。", SideEffect: toolspec.Write, Parameters: obj},
		{Name: "list_staff_rotas", Description: "仓库员工一周的排班表。", SideEffect: toolspec.Read, Parameters: obj},
		{Name: "get_item", Description: "单个货品：名称、单位、重量、供应商。", SideEffect: toolspec.Read, Parameters: obj},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"货品A-1002的重量是多少？查一下", []string{"get_item"}},
		{"货品A-1002的重量是多少？帮我查查吧", []string{"get_item"}},
		{"查一下", []string{"list_depot_stock"}},
		{"仓库日报里昨天收了多少托盘？查一下", []string{"get_depot_report"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.tools) {
				t.Errorf("tools %v, want %v", got, tc.tools)
			}
		})
	}
	for _, s := range []string{"查一下", "帮我查查吧", "看看。"} {
		if !bare(s) {
			t.Errorf("bare(%q) = false, want true", s)
		}
	}
	for _, s := range []string{"查一下库存", "看看北仓", "查一下它的重量"} {
		if bare(s) {
			t.Errorf("bare(%q) = true, want false", s)
		}
	}
}
