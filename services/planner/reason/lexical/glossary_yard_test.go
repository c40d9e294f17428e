package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryYard: 拖走 is towed, 被偷 stolen, 车道 a lane and 封路 a
// closure, 早班 the early shift, 月卡 a monthly pass, 道闸 a gate barrier,
// 逆变器 an inverter and 气泡膜 bubble wrap; 拖欠 still owes.
func TestGlossaryYard(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "find_towed", Description: "Find towed vehicles: where held and fees accrued."},
		{Name: "theft_reports", Description: "Lost and stolen reports filed by customers."},
		{Name: "road_closures", Description: "Lane closures published by the city."},
		{Name: "put_on_shift", Description: "Put a staff member on an early, day or late shift on a date."},
		{Name: "issue_pass", Description: "Issue a monthly pass to a holder starting in a given month."},
		{Name: "gate_faults", Description: "List reported faults on gates, barrier arms and pay stations."},
		{Name: "inverter_alerts", Description: "Inverter fault codes and monitoring alerts of a site."},
		{Name: "packing_stock", Description: "On-hand stock of packing materials: boxes, bubble wrap, tape."},
		{Name: "overdue_bills", Description: "Bills in arrears: unpaid and overdue amounts of a customer."},
		{Name: "list_vehicles", Description: "List the fleet's vehicles with plate and status."},
	}
	checkSelects(t, cat, []selectCase{
		{"今天一共拖走了几辆车？", "find_towed"},
		{"上周被偷的有哪些？", "theft_reports"},
		{"本月有哪些自行车道要封闭", "road_closures"},
		{"下周哪几条路封路", "road_closures"},
		{"把 ST-0213 排到下周一的早班", "put_on_shift"},
		{"给王先生开一张月卡，从12月开始", "issue_pass"},
		{"列出所有还没处理的道闸故障", "gate_faults"},
		{"过去7天有哪些严重的逆变器故障？", "inverter_alerts"},
		{"仓库的气泡膜还剩多少？", "packing_stock"},
		{"这个客户还拖欠多少钱", "overdue_bills"},
	})
}
