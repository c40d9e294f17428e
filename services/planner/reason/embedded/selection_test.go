package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// planTools plans goal over cat and returns the tools it calls.
func planTools(t *testing.T, e *Engine, goal string, cat []toolspec.Spec) []string {
	t.Helper()
	_, p := planOver(t, e, goal, cat)
	return toolsOf(p)
}

// argsOf is the arguments of the plan's first subtask that calls tool, or
// nil.
func argsOf(p *task.Plan, tool string) map[string]any {
	for _, st := range p.Subtasks {
		if st.Tool == tool {
			return st.Args
		}
	}
	return nil
}

// toolsOf lists the tools a plan's subtasks call before the report,
// leaving out subtasks no tool serves.
func toolsOf(p *task.Plan) []string {
	var tools []string
	for _, st := range p.Subtasks[:len(p.Subtasks)-1] {
		if st.Tool != "" {
			tools = append(tools, st.Tool)
		}
	}
	return tools
}

// TestPlanBarePartChoosesNoTool: a part that names nothing of its own
// ("Can you assist me with that?") matches a tool only by its request
// words; when the goal as a whole reaches no tool, it plans none.
func TestPlanBarePartChoosesNoTool(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "invitation_maker", Description: "Create invitation cards, and assist with event graphics.", SideEffect: toolspec.Read},
		{Name: "chess_coach", Description: "Play chess, and assist with chess openings.", SideEffect: toolspec.Read},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"I need some expert advice on improving the copywriting on my landing page. Can you assist me with that?", nil},
		{"I need an invitation card for my birthday party. Can you assist me with that?", []string{"invitation_maker"}},
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

// TestPlanPartUsedByNextIsAStep: a part whose result the next part works
// on ("look up the invoice, then book a pickup for it") keeps its own
// tool, even when the whole goal's tool would serve it.
func TestPlanPartUsedByNextIsAStep(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fetch_invoice", Description: "Look up an invoice by its number: customer, amount, status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"invoice_no":{"type":"string","pattern":"^INV-[0-9]{4}$"}},"required":["invoice_no"]}`)},
		{Name: "book_courier_pickup", Description: "Book a courier pickup of the parcels of an invoice at a time window.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"invoice_no":{"type":"string","pattern":"^INV-[0-9]{4}$"},"start":{"type":"string","format":"date-time"}},"required":["invoice_no","start"]}`)},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"查一下发票 INV-2031，然后为它预约明天上午10点的快递上门取件", []string{"fetch_invoice", "book_courier_pickup"}},
		{"Look up invoice INV-2031, then book a courier pickup for it tomorrow at 10am", []string{"fetch_invoice", "book_courier_pickup"}},
		// Without a reference back, the invoice only says which pickup.
		{"Book a courier pickup tomorrow at 10am for invoice INV-2031", []string{"book_courier_pickup"}},
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

// TestPlanIncludingDetailsANeed: items after "including" that follows a
// need of its own detail that need; they stand as needs of their own only
// when the goal as a whole gives their tool nearly as much, as items
// after a frame ("generate the report, including …") always do.
func TestPlanIncludingDetailsANeed(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "air_quality_forecast", Description: "Forecast the air quality of a zip code: pollution levels and pollen.", SideEffect: toolspec.Read},
		{Name: "health_advisor", Description: "Advise on health: wellness, fitness and risks.", SideEffect: toolspec.Read},
	}
	tests := []goalPlan{
		{"I need detailed information on the air quality forecast for zip code 98101, including pollution levels and any potential health risks.", []string{"air_quality_forecast"}},
		{"Write a report including the air quality forecast for zip code 98101 and the potential health risks", []string{"air_quality_forecast", "health_advisor"}},
	}
	checkGoalPlans(t, cat, tests)
}

// TestPlanQualifyingClause: a clause that opens with an example, a stress
// or a purpose ("…, such as …", "…, to ensure …") qualifies the need
// before it: it is no need of its own, however well a tool fits its words.
func TestPlanQualifyingClause(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "gift_finder", Description: "Find gift ideas and good deals for occasions such as Father's Day or birthdays.", SideEffect: toolspec.Read},
		{Name: "coupon_search", Description: "Search discounted prices and promotional offers of online shops.", SideEffect: toolspec.Read},
	}
	tests := []goalPlan{
		{"I'm on the hunt for good deals on Father's Day gifts, such as discounted prices or promotional offers, to ensure that I can find affordable presents for my dad.", []string{"gift_finder"}},
		{"Find gift ideas for Father's Day, then search promotional offers with discounted prices.", []string{"gift_finder", "coupon_search"}},
		{"Find gift ideas for Father's Day, preferably with discounted prices or promotional offers.", []string{"gift_finder"}},
	}
	checkGoalPlans(t, cat, tests)
}

// TestPlanGreetingIsNoNeed: a clause that only greets or addresses the
// assistant ("Hey buddy!") names no need; a tool whose text shares the
// name it calls the assistant by is not chosen for it.
func TestPlanGreetingIsNoNeed(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "route_planner", Description: "Plan routes and directions between places, a buddy for road trips.", SideEffect: toolspec.Read},
		{Name: "beach_guide", Description: "Beaches: tides, surf and swimming spots.", SideEffect: toolspec.Read},
		{Name: "marine_forecast", Description: "Marine forecasts: tides, surf, wind and swimming conditions at sea.", SideEffect: toolspec.Read},
	}
	tests := []goalPlan{
		{"Hey buddy! Will the tides be calm enough for swimming with our little kids near the old pier on Sunday morning?", nil},
		{"Hi there! Which beaches have good swimming spots?", []string{"beach_guide"}},
		{"Hey buddy, plan a route to the beach. Thanks a lot!", []string{"route_planner"}},
	}
	checkGoalPlans(t, cat, tests)
}

// TestPlanPartToolTheGoalRanksLow: when no tool serves the goal as a
// whole and its parts fold into one intent, a tool that only one part's
// words reach (an item of a list) and that the whole goal ranks far
// below its best is not what the goal asks for: no tool is planned.
func TestPlanPartToolTheGoalRanksLow(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "car_services", Description: "Car services: rentals, repairs, fuel, washing, insurance and parking.", SideEffect: toolspec.Read},
		{Name: "harbour_tours", Description: "Boat tours of the harbour and its museums.", SideEffect: toolspec.Read},
		{Name: "city_guide", Description: "A guide to the harbour, its boat trips and museums.", SideEffect: toolspec.Read},
	}
	tests := []goalPlan{
		{"I wonder whether a boat trip around the old harbour with its museums is worth it today for my elderly parents who walk slowly, given the weather, street parking, and the crowds.", nil},
		{"Is a boat trip around the old harbour with its museums worth it today, given the weather, parking, and the crowds?", []string{"harbour_tours"}},
	}
	checkGoalPlans(t, cat, tests)
}

// goalPlan is a goal and the tools its plan should hold.
type goalPlan struct {
	goal  string
	tools []string
}

// checkGoalPlans is checkPlans for cases named by their goals.
func checkGoalPlans(t *testing.T, cat []toolspec.Spec, tests []goalPlan) {
	t.Helper()
	cases := make([]planCase, 0, len(tests))
	for _, tc := range tests {
		cases = append(cases, planCase{tc.goal, tc.goal, tc.tools})
	}
	checkPlans(t, cat, cases)
}

// TestPlanQuestionOnWriteNamedObjectReadsIt: a question whose words
// favour a write on an object it names by identifier ("has TK-5521 been
// closed?") is answered by the read that takes the identifier, not by a
// list of the object that only shares the question's words.
func TestPlanQuestionOnWriteNamedObjectReadsIt(t *testing.T) {
	ticketID := `{"type":"string","description":"Ticket number, e.g. TK-5521.","pattern":"^TK-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "get_ticket", Description: "Look up one ticket: title, owner and progress.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"ticket_id":` + ticketID + `},"required":["ticket_id"]}`)},
		{Name: "list_tickets", Description: "List tickets by status, newest first.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","description":"Status: open or closed.","enum":["open","closed"]}}}`)},
		{Name: "close_ticket", Description: "Close a ticket as resolved.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"ticket_id":` + ticketID + `},"required":["ticket_id"]}`)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"Has TK-5521 been closed?", []string{"get_ticket"}},
		// A question in Chinese need not end in a question mark or 吗:
		// X 了没有, 是不是 X.
		{"TK-5521 关了没有", []string{"get_ticket"}},
		{"TK-5521 是不是已经关闭了", []string{"get_ticket"}},
		// 谁 asks who, when its clause ends the goal.
		{"TK-5521 现在谁在跟进", []string{"get_ticket"}},
		{"Close TK-5521", []string{"close_ticket"}},
		// Whether it holds does not matter: still a request.
		{"请关闭 TK-5521，不管是不是已经解决", []string{"close_ticket"}},
		{"Which tickets have been closed?", []string{"list_tickets"}},
	})
}

// TestPlanReasonClauseChoosesNoTool: a clause that only gives the reason
// for the request before it (…，住户说不用了; …, because the owner sold
// the car) names no need, and its words do not choose the tool.
func TestPlanReasonClauseChoosesNoTool(t *testing.T) {
	permit := `{"type":"object","properties":{"permit_no":{"type":"string","pattern":"^PM-[0-9]{5}$"}},"required":["permit_no"]}`
	cat := []toolspec.Spec{
		{Name: "get_permit", Description: "Look up one car park permit: owner, car, valid dates and whether the owner still uses it.", SideEffect: toolspec.Read, Parameters: []byte(permit)},
		{Name: "revoke_permit", Description: "Revoke (void) a car park permit.", SideEffect: toolspec.Write, Parameters: []byte(permit)},
		{Name: "renew_permit", Description: "Renew a car park permit for the owner's car for another year.", SideEffect: toolspec.Write, Parameters: []byte(permit)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"帮我作废 PM-20931，车主说车已经卖了", []string{"revoke_permit"}},
		{"Revoke PM-20931, because the owner sold the car", []string{"revoke_permit"}},
		{"Revoke PM-20931, because the owner no longer uses it for the car", []string{"revoke_permit"}},
		{"帮我作废 PM-20931，车主说这辆车已经卖了，明年也不续了", []string{"revoke_permit"}},
		// Reported speech that passes on a request of its own is a need.
		{"Revoke PM-20931, the owner said to renew PM-20932 as well", []string{"revoke_permit", "renew_permit"}},
		{"帮我作废 PM-20931，车主说 PM-20932 也要续期", []string{"revoke_permit", "renew_permit"}},
	})
}

// TestPlanConditionOnNamedObjectReadsIt: a condition about the state of
// one object named by its identifier (如果 INV-2031 逾期了就…, if INV-2031
// is overdue, …) is decided by that object's read, a step before the
// action; a condition naming no object adds none.
func TestPlanConditionOnNamedObjectReadsIt(t *testing.T) {
	inv := `"invoice_no":{"type":"string","pattern":"^INV-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "fetch_invoice", Description: "Look up an invoice by its number: customer, amount, due date, status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + inv + `},"required":["invoice_no"]}`)},
		{Name: "send_dunning_letter", Description: "Send the customer of an invoice a payment reminder letter by email.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + inv + `},"required":["invoice_no"]}`)},
		{Name: "void_invoice", Description: "Void an invoice.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + inv + `},"required":["invoice_no"]}`)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"如果 INV-2031 已经逾期了，就给客户发付款提醒", []string{"fetch_invoice", "send_dunning_letter"}},
		{"If INV-2031 is past its due date, email the customer a payment reminder", []string{"fetch_invoice", "send_dunning_letter"}},
		{"Email the customer a payment reminder for INV-2031 if it is past its due date", []string{"fetch_invoice", "send_dunning_letter"}},
		{"Email the customer a payment reminder for INV-2031", []string{"send_dunning_letter"}},
		// "even if" concedes: nothing waits on it.
		{"Void INV-2031 even if it is already paid", []string{"void_invoice"}},
	})
}

// TestPlanWantedActionIsAWrite: a need that says the user wants to do
// something (我要投诉, I want to report a fault) asks for the write on the
// object its words reach, though a list of the object shares more of its
// words; wanting to see or know something stays a read.
func TestPlanWantedActionIsAWrite(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "list_faults", Description: "List reported faults and complaints by status.", SideEffect: toolspec.Read},
		{Name: "report_fault", Description: "Report a new fault or file a complaint.", SideEffect: toolspec.Write},
		{Name: "list_rooms", Description: "List meeting rooms.", SideEffect: toolspec.Read},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"我要投诉", []string{"report_fault"}},
		{"I want to complain about a fault", []string{"report_fault"}},
		{"我要看投诉列表", []string{"list_faults"}},
		{"I want to see the list of faults and complaints", []string{"list_faults"}},
	})
}

// TestPlanHelpOrLaterWantIsAWrite: a Chinese need that asks to do
// something for someone (帮 S-1002 …) or says after its subject that they
// want to (S-1002 下周想 …) asks for the write on the object, not its
// list; help to look something up stays a read.
func TestPlanHelpOrLaterWantIsAWrite(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"list_overtime_requests": {Name: "list_overtime_requests", SideEffect: toolspec.Read},
		"file_overtime_request":  {Name: "file_overtime_request", SideEffect: toolspec.Write},
	}
	scores := []task.Score{{Tool: "list_overtime_requests", Score: 0.3}, {Tool: "file_overtime_request", Score: 0.25}}
	for _, tc := range []struct{ text, want string }{
		{"帮 S-1002 请下周六的加班", "file_overtime_request"},
		{"S-1002 下周六想请加班", "file_overtime_request"},
		{"帮我查一下 S-1002 的加班申请", "list_overtime_requests"},
		{"S-1002 下周六的加班申请", "list_overtime_requests"},
	} {
		st := task.Subtask{Tool: "list_overtime_requests"}
		wantedAction(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestPlanNamedThingIsARead: a Chinese need that only names a thing
// after 的 (S-1002 三月份的考勤表) asks to see it, though the thing's words
// favour a write on it: the read whose object it writes, else the
// write's object's read; one that writes the write's verb (发) or asks for
// help keeps the write.
func TestPlanNamedThingIsARead(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"get_timesheet":  {Name: "get_timesheet", SideEffect: toolspec.Read},
		"send_timesheet": {Name: "send_timesheet", SideEffect: toolspec.Write},
		"list_overtime":  {Name: "list_overtime", SideEffect: toolspec.Read},
	}
	scores := []task.Score{{Tool: "send_timesheet", Score: 0.3}, {Tool: "get_timesheet", Score: 0.25}, {Tool: "list_overtime", Score: 0.1}}
	for _, tc := range []struct{ text, want string }{
		{"S-1002 三月份的考勤表", "get_timesheet"},
		{"S-1002 的 timesheet 记录", "get_timesheet"},
		// The record of an action (发送记录) is a thing, not the action.
		{"S-1002 考勤表上周的发送记录", "get_timesheet"},
		// A read whose object the need writes names the thing.
		{"S-1002 考勤表里的 overtime 记录", "list_overtime"},
		{"把 S-1002 三月份的考勤表发给他", "send_timesheet"},
		{"帮我 send 一下 S-1002 的考勤表", "send_timesheet"},
		{"S-1002 三月份的考勤表发一下", "send_timesheet"},
	} {
		st := task.Subtask{Tool: "send_timesheet"}
		unaskedWrite(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestPlanChineseVerbNamesTheWrite: a Chinese need that names, in its own
// words, the action a write on the object is named after (解约 for
// terminate_contract) asks for that write, though the identifier and the
// object's words favour the read; a question keeps the read.
func TestPlanChineseVerbNamesTheWrite(t *testing.T) {
	id := `{"type":"object","properties":{"contract_no":{"type":"string","pattern":"^CT-[0-9]{4}$"}},"required":["contract_no"]}`
	cat := []toolspec.Spec{
		{Name: "get_contract", Description: "Look up one rental contract: tenant, rent, start and end dates, status (active, expiring, terminated).", SideEffect: toolspec.Read, Parameters: []byte(id)},
		{Name: "terminate_contract", Description: "End a contract early.", SideEffect: toolspec.Write, Parameters: []byte(id)},
		{Name: "renew_contract", Description: "Extend a contract for another term.", SideEffect: toolspec.Write, Parameters: []byte(id)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"租户 CT-1102 这个月30号解约", []string{"terminate_contract"}},
		{"CT-1102 的租约续签一年", []string{"renew_contract"}},
		{"CT-1102 是不是已经解约了", []string{"get_contract"}},
		{"CT-1102 的租金和到期日", []string{"get_contract"}},
	})
}

// TestNamedWriteInEnglishAmongChinese: a Chinese need may write the
// write's verb in English (renew 一下 CT-1102); that names the write as
// its Chinese word would.
func TestNamedWriteInEnglishAmongChinese(t *testing.T) {
	cat := map[string]*toolspec.Spec{
		"get_contract":       {Name: "get_contract", SideEffect: toolspec.Read},
		"renew_contract":     {Name: "renew_contract", SideEffect: toolspec.Write},
		"terminate_contract": {Name: "terminate_contract", SideEffect: toolspec.Write},
	}
	scores := []task.Score{{Tool: "get_contract", Score: 0.3}, {Tool: "terminate_contract", Score: 0.2}, {Tool: "renew_contract", Score: 0.1}}
	for _, tc := range []struct{ text, want string }{
		{"renew 一下 CT-1102，明天开始", "renew_contract"},
		{"CT-1102 明天开始", "get_contract"},
	} {
		st := task.Subtask{Tool: "get_contract"}
		namedWrite(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestPlanQuestionNamingAReadsObject: a question whose words favour a
// write is answered by the read whose object it names ("which
// engineers …" for list_engineers), before a read that only shares
// the write's object.
func TestPlanQuestionNamingAReadsObject(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "assign_repair_job", Description: "Assign a repair job to an engineer for a day.", SideEffect: toolspec.Write},
		{Name: "get_repair_job", Description: "Look up one repair job: engineer, day, status.", SideEffect: toolspec.Read},
		{Name: "list_engineers", Description: "List engineers by trade and the days they are free.", SideEffect: toolspec.Read},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"Which engineers are free on Friday to take a repair job?", []string{"list_engineers"}},
		{"Assign the repair job to an engineer on Friday", []string{"assign_repair_job"}},
	})
}

// TestPlanStatedCaseIsNoStep: a part that only states the case (the
// stock of ITM-2231 is 5 units) before a request for a write on the same
// object (post a stock adjustment) is the request's context, not a read of
// its own; asking to look first keeps the read.
func TestPlanStatedCaseIsNoStep(t *testing.T) {
	item := `"item":{"type":"string","pattern":"^ITM-[0-9]{4}$"}`
	wh := `"warehouse":{"type":"string","pattern":"^WH-[0-9]{2}$"}`
	cat := []toolspec.Spec{
		{Name: "get_stock_level", Description: "On-hand and available quantity of an item, in one warehouse or all.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + item + `,` + wh + `},"required":["item"]}`)},
		{Name: "move_stock", Description: "Move units of an item from one warehouse to another.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + item + `,"from":{"type":"string","pattern":"^WH-[0-9]{2}$"},"to":{"type":"string","pattern":"^WH-[0-9]{2}$"},"quantity":{"type":"integer"}},"required":["item","from","to","quantity"]}`)},
		{Name: "post_stock_adjustment", Description: "Post a stock adjustment for an item in a warehouse with a reason code; changes the book stock.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + item + `,` + wh + `,"quantity":{"type":"integer"},"reason":{"type":"string","enum":["damage","cycle_count","found"]}},"required":["item","warehouse","quantity","reason"]}`)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"Available stock of ITM-2231 in WH-01 is 5 units on hand. Post a stock adjustment for the count", []string{"post_stock_adjustment"}},
		{"Look up the available stock of ITM-2231 in WH-01, then post a stock adjustment for the count", []string{"get_stock_level", "post_stock_adjustment"}},
	})
}

// TestPlanNoIDNamedReadsTheKind: a goal that writes no identifier for the
// read that requires one (a room code) asks about the objects of its
// kind: the read of the same object that requires none answers it.
func TestPlanNoIDNamedReadsTheKind(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "get_room", Description: "Look up one meeting room by its code: floor, seats and whether it is free now.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"room_code":{"type":"string","pattern":"^[0-9]-[0-9]{3}$"}},"required":["room_code"]}`)},
		{Name: "find_rooms", Description: "Find meeting rooms on a floor that are free.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"floor":{"type":"integer"}}}`)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"Which meeting rooms on floor 2 have free seats now?", []string{"find_rooms"}},
		{"Is meeting room 2-105 free now?", []string{"get_room"}},
	})
}

// TestPlanWantedLookStaysARead: a want whose verb asks to be given
// something (download, print, 下载, 核对) or something the read itself does
// keeps the read; 想 inside a word (联想, a brand) wants nothing.
func TestPlanWantedLookStaysARead(t *testing.T) {
	invoiceID := `{"type":"object","properties":{"invoice_id":{"type":"string","pattern":"^INV-[0-9]+$"}},"required":["invoice_id"]}`
	orders := `{"type":"object","properties":{"supplier":{"type":"string"},"item":{"type":"string"}}}`
	employee := `{"type":"object","properties":{"employee_id":{"type":"string","pattern":"^E[0-9]+$"}}}`
	cat := []toolspec.Spec{
		{Name: "fetch_invoice", Description: "Look up an invoice: amount, status, PDF to print or download.", SideEffect: toolspec.Read, Parameters: []byte(invoiceID)},
		{Name: "void_invoice", Description: "Void an invoice.", SideEffect: toolspec.Write, Parameters: []byte(invoiceID)},
		{Name: "purchase_order_list", Description: "List purchase orders by supplier.", SideEffect: toolspec.Read, Parameters: []byte(orders)},
		{Name: "raise_purchase_order", Description: "Create a purchase order.", SideEffect: toolspec.Write, Parameters: []byte(orders)},
		{Name: "show_leave_balance", Description: "An employee's annual leave balance.", SideEffect: toolspec.Read, Parameters: []byte(employee)},
		{Name: "apply_for_leave", Description: "Request annual leave for an employee.", SideEffect: toolspec.Write, Parameters: []byte(employee)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"I need to download invoice INV-1001", []string{"fetch_invoice"}},
		{"I need to print invoice INV-1001", []string{"fetch_invoice"}},
		{"我要下载 INV-1001 的发票", []string{"fetch_invoice"}},
		{"联想的采购订单", []string{"purchase_order_list"}},
		{"帮我核对 E1002 的年假", []string{"show_leave_balance"}},
		{"I want to void invoice INV-1001", []string{"void_invoice"}},
	})
}

// TestPlanDoneOrUnwantedActionIsNoWrite: a goal that says it does not want
// an action (我不想取消, "I don't want to cancel") or that states the
// action was done (已经取消了, "was cancelled") asks for no write.
func TestPlanDoneOrUnwantedActionIsNoWrite(t *testing.T) {
	orderID := `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]+$"}},"required":["order_id"]}`
	cat := []toolspec.Spec{
		{Name: "get_sales_order", Description: "Look up an order: items, status and delivery.", SideEffect: toolspec.Read, Parameters: []byte(orderID)},
		{Name: "cancel_sales_order", Description: "Cancel an order.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "update_order", Description: "Change an order's address or items.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"我不想取消订单 ORD-1，只想看看它的状态", []string{"get_sales_order"}},
		{"I don't want to cancel order ORD-1, just show its status", []string{"get_sales_order"}},
		{"订单 ORD-1 已经取消了", []string{"get_sales_order"}},
		{"Order ORD-1 was cancelled yesterday by the customer.", []string{"get_sales_order"}},
		{"Cancel order ORD-1", []string{"cancel_sales_order"}},
		{"Cancel order ORD-1 that was updated yesterday", []string{"cancel_sales_order"}},
	})
}

// TestPlanReportedRequestIsANeed: a clause of reported speech that names an
// object of its own, asks for more (too, as well) or comes next in turn
// (然后说明…) is a need, not the reason for the one before.
func TestPlanReportedRequestIsANeed(t *testing.T) {
	host := `{"type":"object","properties":{"host":{"type":"string","pattern":"^[a-z]+-[0-9]+$"}},"required":["host"]}`
	orderID := `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]+$"}},"required":["order_id"]}`
	cat := []toolspec.Spec{
		{Name: "restart_service", Description: "Restart the service on a host.", SideEffect: toolspec.Write, Parameters: []byte(host)},
		{Name: "send_message", Description: "Send a message to a colleague.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"to":{"type":"string"},"text":{"type":"string"}}}`)},
		{Name: "cancel_sales_order", Description: "Cancel an order.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "refund_sales_order", Description: "Refund an order.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
	}
	checkGoalPlans(t, cat, []goalPlan{
		{"Restart db-01; the lead says restart db-02 as well", []string{"restart_service", "restart_service"}},
		{"重启 db-01，运维说 db-02 一起重启", []string{"restart_service", "restart_service"}},
		{"Cancel order ORD-7, the customer says refund it too", []string{"cancel_sales_order", "refund_sales_order"}},
		{"重启 db-01，然后说明原因发消息给张三", []string{"restart_service", "send_message"}},
		{"Cancel order ORD-7, the customer said she moved away", []string{"cancel_sales_order"}},
	})
}
