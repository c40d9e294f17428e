package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryOfficeWords: the everyday words of office and desk work —
// deadlines (期限), drafts (草稿), billing (计费), aging (账龄), taking a
// thing out of use (停用), rushing an order (加急) — find the tools
// described in English.
func TestGlossaryOfficeWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "deadline_board", Description: "Deadlines of every case, soonest first."},
		{Name: "entry_edit", Description: "Correct the hours or the billable flag of a time entry.", SideEffect: toolspec.Write},
		{Name: "aging_report", Description: "Receivables aging by customer as of a date."},
		{Name: "unit_off", Description: "Deactivate a unit so nobody can use it.", SideEffect: toolspec.Write},
		{Name: "rush_order", Description: "Expedite an order to the top of the queue.", SideEffect: toolspec.Write},
		{Name: "draft_bill", Description: "Create a draft bill for a case.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"有没有已经错过的期限", "deadline_board"},
		{"这条工时改成不计费", "entry_edit"},
		{"出一份账龄", "aging_report"},
		{"这台设备先停用", "unit_off"},
		{"这单帮我加急", "rush_order"},
		{"出一张草稿", "draft_bill"},
	})
}

// TestGlossaryTellIsNotNotify: 告诉我 asks to be told, so a question
// about an appointment stays on the tool that reads it, not the one
// whose change notifies someone.
func TestGlossaryTellIsNotNotify(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "visit_lookup", Description: "Look up one appointment: time, doctor and status."},
		{Name: "visit_move", Description: "Reschedule an appointment to a new time; the patient is notified.", SideEffect: toolspec.Write},
		{Name: "team_ping", Description: "Notify a team on its duty channel.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"只告诉我这个预约是几点", "visit_lookup"},
		{"这个预约改期到明天", "visit_move"},
	})
}

// TestGlossaryDeskActions: handing work on (转派), attachments (附件),
// to-dos (待办), branches (网点) and limits (阈值) find the tools
// described in English; a sentence about none of them finds none.
func TestGlossaryDeskActions(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "ticket_reassign", Description: "Reassign a ticket to another agent.", SideEffect: toolspec.Write},
		{Name: "case_files", Description: "Attachments uploaded to a case."},
		{Name: "todo_items", Description: "Open to-do items of a person."},
		{Name: "outlet_list", Description: "Outlets of a city with their opening hours."},
		{Name: "alert_rules", Description: "Each alert rule with its threshold."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"这个工单转派给小王", "ticket_reassign"},
		{"这个案子有哪些附件", "case_files"},
		{"我今天还有哪些待办", "todo_items"},
		{"上海有几个网点", "outlet_list"},
		{"告警阈值是多少", "alert_rules"},
		{"今天天气怎么样", ""},
	})
}

// TestGlossaryRecordsAndChecks: minutes (纪要), warranties (保修期),
// priorities (优先级), noise (吵) and spot checks (抽查) find the tools
// described in English.
func TestGlossaryRecordsAndChecks(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "noise_report", Description: "File a noise complaint about a neighbour.", SideEffect: toolspec.Write},
		{Name: "meeting_minutes", Description: "Minutes of a meeting."},
		{Name: "warranty_check", Description: "Warranty status of a device by serial."},
		{Name: "priority_set", Description: "Set the priority of a ticket.", SideEffect: toolspec.Write},
		{Name: "sample_audit", Description: "Spot check a random sample of orders.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"楼上太吵了", "noise_report"},
		{"昨天会议的纪要", "meeting_minutes"},
		{"这台电脑还在保修期吗", "warranty_check"},
		{"把这个工单的优先级调高", "priority_set"},
		{"帮我抽查一下上周的订单", "sample_audit"},
	})
}

// TestGlossaryStatesAndFigures: the states of an order or a request
// (未发货, 已退款, 待审核) and the figures of a report (环比, 中位数, 看板)
// find the tools described in English.
func TestGlossaryStatesAndFigures(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "orders_unshipped", Description: "Orders not yet shipped, oldest first."},
		{Name: "refunds_done", Description: "Orders refunded in a period."},
		{Name: "review_queue", Description: "Requests pending review."},
		{Name: "sales_board", Description: "Sales dashboard of a store."},
		{Name: "pay_median", Description: "Median pay of each team."},
		{Name: "password_reset", Description: "Reset a user's password.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"哪些订单还未发货", "orders_unshipped"},
		{"上个月已退款的订单", "refunds_done"},
		{"有哪些待审核的", "review_queue"},
		{"打开门店的看板", "sales_board"},
		{"各组工资的中位数", "pay_median"},
		{"帮他重置一下", "password_reset"},
	})
}

// TestGlossaryStaffAndLimits: the words of staffing (实习生, 兼职, 补贴)
// and of an API's limits (配额, 限流) find the tools described in
// English.
func TestGlossaryStaffAndLimits(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "staff_allowances", Description: "Allowances paid to each employee in a month."},
		{Name: "intern_list", Description: "Interns of each department."},
		{Name: "part_timers", Description: "Part-time staff and their hours."},
		{Name: "api_quota", Description: "Quota of an API key."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"这个月的补贴发了多少", "staff_allowances"},
		{"各部门有几个实习生", "intern_list"},
		{"兼职的有哪些人", "part_timers"},
		{"这个密钥的配额", "api_quota"},
	})
}

// TestGlossaryAssetsAndTrading: scrapping and depreciating assets (报废,
// 折旧), closing for the day (停业) and wholesale (批发) find the tools
// described in English; 挂到账户 stays "put under an account", not a
// payment reaching one (到账).
func TestGlossaryAssetsAndTrading(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "asset_dispose", Description: "Scrap an asset and take it off the books.", SideEffect: toolspec.Write},
		{Name: "depreciation_run", Description: "Depreciation of each asset for a month."},
		{Name: "store_closures", Description: "Stores closed on a day."},
		{Name: "wholesale_prices", Description: "Wholesale price list of a product."},
		{Name: "line_attach", Description: "Attach a phone number to an account.", SideEffect: toolspec.Write},
		{Name: "payment_credit", Description: "Payments credited to an account.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"这台旧电脑报废", "asset_dispose"},
		{"这个月的折旧是多少", "depreciation_run"},
		{"今天哪些门店停业", "store_closures"},
		{"这个产品的批发价", "wholesale_prices"},
		{"把这个号码挂到账户下", "line_attach"},
	})
}

// TestGlossarySocialActions: the everyday actions of messaging and
// social apps (置顶, 屏蔽, 群发, 重命名) find the tools described in
// English.
func TestGlossarySocialActions(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "post_pin", Description: "Pin a post to the top of a channel.", SideEffect: toolspec.Write},
		{Name: "user_mute", Description: "Mute a user in a group.", SideEffect: toolspec.Write},
		{Name: "mass_message", Description: "Broadcast a message to all members.", SideEffect: toolspec.Write},
		{Name: "file_rename", Description: "Rename a file.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"把这条帖子置顶", "post_pin"},
		{"把这个人屏蔽掉", "user_mute"},
		{"给所有会员群发一条消息", "mass_message"},
		{"这个文件重命名一下", "file_rename"},
	})
}
