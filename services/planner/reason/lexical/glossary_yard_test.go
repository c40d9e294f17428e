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

// TestGlossaryPatrolled: 巡 (巡了, 巡逻) is a patrol, so who patrolled
// which district finds the patrols, not the district's sites; faults
// of a district still find the faults.
func TestGlossaryPatrolled(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "list_rounds", Description: "List enforcement patrols: officer, zone or route and citations written, for a date range."},
		{Name: "list_sites", Description: "List the garages and surface lots with address, district and capacity."},
		{Name: "resident_permits", Description: "List residential permits by district, status or plate."},
		{Name: "list_faults", Description: "List reported faults on gates and pay stations by district."},
		{Name: "book_bay", Description: "Reserve a charging bay for a vehicle for a time window."},
	}
	checkSelects(t, cat, []selectCase{
		{"OF-0417 上周巡了哪些区？", "list_rounds"},
		{"今晚谁去巡逻", "list_rounds"},
		{"上周哪些区的道闸报了故障", "list_faults"},
	})
}

// TestGlossaryCredits: 积分 are credits as well as loyalty points, so
// the credits a site has left find the credits tool; a member's points
// still find the loyalty tool.
func TestGlossaryCredits(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "metering_credits", Description: "Net-metering credits banked for a site and applied to bills."},
		{Name: "site_summary", Description: "Overview of a site: address, system size, status and owner."},
		{Name: "bill_adjust", Description: "Adjust a customer's bill by an amount with a reason."},
		{Name: "member_points", Description: "A member's loyalty points balance and tier."},
	}
	checkSelects(t, cat, []selectCase{
		{"SITE-00519 还剩多少净计量积分", "metering_credits"},
		{"会员 M-1 的积分还有多少", "member_points"},
	})
}

// TestGlossaryFault: 故障 is a fault as well as a failure or an outage,
// so the faults a camera reported find the faults tool, not the
// camera's reads; a power cut still finds the outages.
func TestGlossaryFault(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "camera_reads", Description: "Search plate camera reads: plate, camera, facility, time and confidence."},
		{Name: "fault_log", Description: "List reported faults on gates, barrier arms, pay stations and cameras."},
		{Name: "power_outages", Description: "List power outages of a site by date."},
		{Name: "open_ticket", Description: "Open a maintenance work order for a facility issue."},
	}
	checkSelects(t, cat, []selectCase{
		{"GA-009 的 camera 最近一周报了几次故障？", "fault_log"},
		{"上周停电故障有几次", "power_outages"},
	})
}
