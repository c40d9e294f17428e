package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanUnservedComposition: a request to write a document or passage
// that no tool writes, for which a tool scores under the threshold by the
// writing's subject alone, plans no call; a tool that drafts the document,
// a request to be shown something, and a 写 that only says what a record
// holds keep their tool.
func TestPlanUnservedComposition(t *testing.T) {
	obj := []byte(`{"type":"object","properties":{"depot":{"type":"string"}}}`)
	tools := []struct {
		name, desc string
		side       toolspec.SideEffect
	}{
		{"list_depot_stock", "查询仓库的库存，按货品和货位列出。", toolspec.Read},
		{"get_depot_report", "仓库日报：收货、发货和在库托盘数。", toolspec.Read},
		{"book_dock_slot", "为卡车预约仓库装卸月台时段。", toolspec.Write},
		{"notify_depot_staff", "给仓库当班员工发消息。", toolspec.Write},
		{"list_staff_rotas", "仓库员工一周的排班表。", toolspec.Read},
		{"get_item", "单个货品：名称、单位、重量、供应商。", toolspec.Read},
		{"create_purchase_request", "向采购部提交仓库补货申请。", toolspec.Write},
		{"draft_incident_report", "起草一份仓库安全事故报告。", toolspec.Write},
	}
	cat := make([]toolspec.Spec, len(tools))
	for i, x := range tools {
		cat[i] = toolspec.Spec{Name: x.name, Description: x.desc, SideEffect: x.side, Parameters: obj}
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"帮我写一份仓库员工排班的培训讲稿", nil},
		{"帮我写一段库存盘点的宣传文案", nil},
		{"帮我写一份北仓昨天的安全事故报告", []string{"draft_incident_report"}},
		{"不用写一份讲稿，看看北仓员工这周的排班", []string{"list_staff_rotas"}},
		{"看看北仓员工这周的排班", []string{"list_staff_rotas"}},
		{"排班表里写了谁值夜班", []string{"list_staff_rotas"}},
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
