package embedded

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// orderTools is a shop's orders: one read of an order, a list, and two
// writes on an order.
func orderTools() []toolspec.Spec {
	orderID := `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]{4}$"}},"required":["order_id"]}`
	return []toolspec.Spec{
		{Name: "get_sales_order", Description: "Look up one order: items, amount, status and shipping.", SideEffect: toolspec.Read, Parameters: []byte(orderID)},
		{Name: "list_orders", Description: "List orders by status.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","enum":["pending","shipped","cancelled"]}}}`)},
		{Name: "cancel_sales_order", Description: "Cancel an order that has not shipped yet.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
		{Name: "refund_sales_order", Description: "Refund the payment of an order to the customer.", SideEffect: toolspec.Write, Parameters: []byte(orderID)},
	}
}

// planAvoids checks that goal's plan holds every tool of want and none of
// avoid.
func planAvoids(t *testing.T, cat []toolspec.Spec, goal string, want, avoid []string) {
	t.Helper()
	got := planTools(t, newEngine(t), goal, cat)
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%q: tools %v, want %s among them", goal, got, w)
		}
	}
	for _, a := range avoid {
		if slices.Contains(got, a) {
			t.Errorf("%q: tools %v, want no %s", goal, got, a)
		}
	}
}

// TestPlanStatementOnAnotherObjectIsNoWrite: a clause that states how
// another object is, named by an identifier of its own, asks no action of
// it.
func TestPlanStatementOnAnotherObjectIsNoWrite(t *testing.T) {
	planAvoids(t, orderTools(), "Cancel ORD-1234, the customer says ORD-1240 was lost", []string{"cancel_sales_order"}, []string{"refund_sales_order"})
	planAvoids(t, orderTools(), "Cancel ORD-1234; the customer is asking where ORD-1240 is", []string{"cancel_sales_order"}, []string{"refund_sales_order"})
}

// TestPlanNegatedActionIsNoWrite: an action the goal puts off or refuses,
// in either language, is no step, and no other write takes its place.
func TestPlanNegatedActionIsNoWrite(t *testing.T) {
	for _, goal := range []string{
		"订单 ORD-1234 先不取消了，帮我查一下物流",
		"Let's not cancel ORD-1234 for now; what is its shipping status",
		"We won't cancel ORD-1234, just tell me where it is",
		"Hold off on cancelling ORD-1234, show me the order",
	} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_sales_order", "refund_sales_order"})
	}
	planAvoids(t, orderTools(), "Cancel ORD-1234", []string{"cancel_sales_order"}, nil)
}

// TestPlanToldFactIsNoWrite: a goal that tells of an action someone did
// (the customer cancelled …, 客户昨天取消了…) asks for no write; a Chinese
// request whose verb takes 了 (把 … 取消了吧) still does.
func TestPlanToldFactIsNoWrite(t *testing.T) {
	for _, goal := range []string{"The customer cancelled ORD-1234 yesterday", "客户昨天取消了订单 ORD-1234"} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_sales_order", "refund_sales_order"})
	}
	planAvoids(t, orderTools(), "帮我把订单 ORD-1234 取消了吧", []string{"cancel_sales_order"}, nil)
	planAvoids(t, orderTools(), "ORD-1234 是被谁下的单？没发货的话就帮我取消了", []string{"cancel_sales_order"}, nil)
	planAvoids(t, orderTools(), "Refund ORD-1234, which the customer cancelled yesterday", []string{"refund_sales_order"}, []string{"cancel_sales_order"})
}

// BenchmarkPlanManyNeeds plans goals of the longest length a request may
// have, made of many needs: each need reads the goal's values, which are
// read from the goal once.
func BenchmarkPlanManyNeeds(b *testing.B) {
	e := newEngine(b)
	for _, clause := range []string{"查一下 ORD-1234 的物流，", "Look up ORD-1234, then cancel it, "} {
		goal := strings.Repeat(clause, 4000/len([]rune(clause)))
		b.Run(fmt.Sprintf("runes=%d", len([]rune(goal))), func(b *testing.B) {
			for b.Loop() {
				planOver(b, e, goal, orderTools())
			}
		})
	}
}

// TestPlanCapsNeeds: a goal listing more needs than maxNeeds is planned as
// maxNeeds steps at most, the last holding the words of the rest.
func TestPlanCapsNeeds(t *testing.T) {
	var parts []string
	for i := range 3 * maxNeeds {
		parts = append(parts, fmt.Sprintf("look up ORD-%04d", 1000+i))
	}
	goal := strings.Join(parts, ", then ")
	needs, _ := decompose(goal)
	if len(needs) <= maxNeeds {
		t.Fatalf("the goal decomposes into %d needs; the test needs more than %d", len(needs), maxNeeds)
	}
	capped := capNeeds(needs)
	if len(capped) != maxNeeds {
		t.Fatalf("%d needs after the cap, want %d", len(capped), maxNeeds)
	}
	if last := capped[maxNeeds-1].text; !strings.Contains(last, parts[maxNeeds-1][len("look up "):]) || !strings.Contains(last, parts[len(parts)-1][len("look up "):]) {
		t.Errorf("the last need %q does not hold the needs past the cap", last)
	}
	_, p := planOver(t, newEngine(t), goal, orderTools())
	if n := len(p.Subtasks) - 1; n > maxNeeds {
		t.Errorf("%d tool subtasks, want at most %d", n, maxNeeds)
	}
}

// TestPlanIdentifierAloneIsNoWrite: a goal that only names an object, or
// asks in Chinese to confirm or check it, asks for no write on it.
func TestPlanIdentifierAloneIsNoWrite(t *testing.T) {
	for _, goal := range []string{"ORD-1234", "我想确认一下 ORD-1234 的状态", "我要核实一下 ORD-1234"} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_sales_order", "refund_sales_order"})
	}
	planAvoids(t, orderTools(), "ORD-1234 退款", []string{"refund_sales_order"}, nil)
}

// TestPlanWantNotNowIsNoWrite: an action asked about (know whether …),
// wanted once (I wanted to …, 本来想…) or left to a reminder is not asked
// for now.
func TestPlanWantNotNowIsNoWrite(t *testing.T) {
	for _, goal := range []string{
		"Remind me to cancel ORD-1234 tomorrow",
		"I need to know whether ORD-1234 can be cancelled",
		"I wanted to cancel ORD-1234 but my manager said no",
		"我本来想取消 ORD-1234，后来算了",
	} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_sales_order", "refund_sales_order"})
	}
}

// TestPlanReportOfThingsIsNoWrite: making a report of things (create a
// report of all closed tickets) writes none of them; a write's verb as a
// participle (all cancelled orders) names their state.
func TestPlanReportOfThingsIsNoWrite(t *testing.T) {
	for _, goal := range []string{"Write a report of all cancelled orders", "Create a report of all cancelled orders", "show cancelled orders from last week"} {
		planAvoids(t, orderTools(), goal, nil, []string{"cancel_sales_order"})
	}
	planAvoids(t, orderTools(), "Cancel ORD-1234", []string{"cancel_sales_order"}, nil)
	ticketID := `{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^TK-[0-9]{4}$"}},"required":["ticket_id"]}`
	tickets := []toolspec.Spec{
		{Name: "get_ticket", SideEffect: toolspec.Read, Parameters: []byte(ticketID)},
		{Name: "list_tickets", SideEffect: toolspec.Read, Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","enum":["open","closed"]}}}`)},
		{Name: "create_ticket", Description: "Create a new support ticket with a title and description.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"title":{"type":"string"},"description":{"type":"string"}},"required":["title"]}`)},
		{Name: "close_ticket", SideEffect: toolspec.Write, Parameters: []byte(ticketID)},
	}
	// Creating a report of tickets creates no ticket.
	planAvoids(t, tickets, "Create a report of all closed tickets", nil, []string{"create_ticket", "close_ticket"})
	planAvoids(t, tickets, "Create a ticket for the broken printer", []string{"create_ticket"}, nil)
}

// TestPlanQuestionAsksOfItsSentence: a question in one sentence of a goal
// asks about its own object; a request in another is still a request.
func TestPlanQuestionAsksOfItsSentence(t *testing.T) {
	planAvoids(t, orderTools(), "Cancel ORD-1234. Is ORD-1240 shipped yet?", []string{"cancel_sales_order", "get_sales_order"}, nil)
	planAvoids(t, orderTools(), "取消 ORD-1234。ORD-1240 发货了吗？", []string{"cancel_sales_order", "get_sales_order"}, nil)
	planAvoids(t, orderTools(), "Was ORD-1234 cancelled?", nil, []string{"cancel_sales_order"})
}

// TestPlanOpenANewThingFilesIt: a request to file one new thing reaches
// the write that files a thing of its name, though the words describing
// the problem outweigh the request's.
func TestPlanOpenANewThingFilesIt(t *testing.T) {
	ticketID := `{"type":"object","properties":{"ticket_id":{"type":"string","pattern":"^TK-[0-9]{4}$"}},"required":["ticket_id"]}`
	tickets := []toolspec.Spec{
		{Name: "get_ticket", SideEffect: toolspec.Read, Parameters: []byte(ticketID)},
		{Name: "list_tickets", SideEffect: toolspec.Read, Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","enum":["open","closed"]}}}`)},
		{Name: "create_ticket", Description: "Create a new support ticket with a title and description.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"title":{"type":"string"},"description":{"type":"string"}},"required":["title"]}`)},
		{Name: "close_ticket", SideEffect: toolspec.Write, Parameters: []byte(ticketID)},
	}
	for _, goal := range []string{"Open a new ticket: printer on floor 3 is broken", "Open a new ticket for the broken printer on floor 3"} {
		planAvoids(t, tickets, goal, []string{"create_ticket"}, []string{"close_ticket"})
	}
	planAvoids(t, tickets, "Open a window on floor 3", nil, []string{"create_ticket"})
}

// TestPlanSoOpensANeed: a need after so or 所以 is a step of its own, as
// after then.
func TestPlanSoOpensANeed(t *testing.T) {
	planAvoids(t, orderTools(), "Cancel ORD-1234, my address is wrong, so look up where it ships from", []string{"cancel_sales_order", "get_sales_order"}, nil)
}

// TestPlanFirstComesFirst: a need said to come first (先…, "first …") is
// planned before the ones written ahead of it, which wait for it.
func TestPlanFirstComesFirst(t *testing.T) {
	employee := `{"type":"object","properties":{"employee_id":{"type":"string","pattern":"^E[0-9]{4}$"}},"required":["employee_id"]}`
	cat := []toolspec.Spec{
		{Name: "show_leave_balance", Description: "An employee's remaining annual leave days.", SideEffect: toolspec.Read, Parameters: []byte(employee)},
		{Name: "file_leave_request", Description: "File a leave request for an employee.", SideEffect: toolspec.Write, Parameters: []byte(employee)},
	}
	for _, goal := range []string{"E1002 下周想请假，先看看他的假期余额", "File a leave request for E1002, but first show his leave balance"} {
		_, p := planOver(t, newEngine(t), goal, cat)
		var tools []string
		for _, st := range p.Subtasks[:len(p.Subtasks)-1] {
			tools = append(tools, st.Tool)
		}
		if !slices.Equal(tools, []string{"show_leave_balance", "file_leave_request"}) {
			t.Errorf("%q: tools %v, want the balance first", goal, tools)
			continue
		}
		if deps := p.Subtasks[1].DependsOn; !slices.Contains(deps, p.Subtasks[0].ID) {
			t.Errorf("%q: the request depends on %v, not on the balance", goal, deps)
		}
	}
}
