package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// deskTools are a canteen's booking tools: whether a table is free, a
// booking's record, making one and cancelling one.
func deskTools() []toolspec.Spec {
	table := `{"type":"object","properties":{"table_no":{"type":"string","pattern":"^TB-[0-9]{2}$"},"time":{"type":"string","format":"date-time"},"guest_name":{"type":"string"}},"required":["table_no","time"]}`
	return []toolspec.Spec{
		{Name: "check_table", Description: "Check whether a table is free at a time.", SideEffect: toolspec.Read, Parameters: []byte(table)},
		{Name: "fetch_booking", Description: "A booking's table, time and guest.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"booking_no":{"type":"string","pattern":"^BK[0-9]{6}$"}},"required":["booking_no"]}`)},
		{Name: "create_booking", Description: "Reserve a table for a guest at a time.", SideEffect: toolspec.Write, Parameters: []byte(table)},
		{Name: "cancel_guest_booking", Description: "Cancel a booking.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"booking_no":{"type":"string","pattern":"^BK[0-9]{6}$"}},"required":["booking_no"]}`)},
	}
}

// TestPlanVerbOfAWritesDescriptionAsksIt: an English part that opens with
// the verb a write's description opens with ("reserve it for …" for a
// write described as "Reserve a table") asks for that action, though no
// tool is named after the verb: it is a step of its own, not a detail of
// the goal's other request. A part that opens with no such verb stays a
// detail.
func TestPlanVerbOfAWritesDescriptionAsksIt(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"Check if TB-12 is free at 7pm tomorrow, and if so reserve it for Ms. Wang", []string{"check_table", "create_booking"}, nil},
		{"Check if TB-12 is free at 7pm tomorrow, and if so reserve TB-12 for Ms. Wang", []string{"check_table", "create_booking"}, nil},
		{"Check if TB-12 is free at 7pm tomorrow, and if so reserve one for Ms. Wang", []string{"check_table", "create_booking"}, nil},
		{"Check if TB-12 is free at 7pm tomorrow, for Ms. Wang", []string{"check_table"}, []string{"create_booking"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, deskTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}

// counterTools are a help desk's tools whose writes are described by
// verbs that are nouns as often ("Open a …", "Order a …", "Log a …").
func counterTools() []toolspec.Spec {
	cust := `{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^CU-[0-9]{4}$"}},"required":["customer_id"]}`
	return []toolspec.Spec{
		{Name: "ticket_queue", Description: "List support tickets by status or assignee.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{"status":{"type":"string","enum":["open","pending","closed"]},"assignee":{"type":"string"}}}`)},
		{Name: "create_ticket", Description: "Open a support ticket for a customer.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^CU-[0-9]{4}$"},"subject":{"type":"string"}},"required":["customer_id","subject"]}`)},
		{Name: "customer_profile", Description: "A customer's profile: name, plan, contact.", SideEffect: toolspec.Read, Parameters: []byte(cust)},
		{Name: "past_orders", Description: "A customer's past orders and their status.", SideEffect: toolspec.Read, Parameters: []byte(cust)},
		{Name: "create_order", Description: "Order a product for a customer.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{"customer_id":{"type":"string","pattern":"^CU-[0-9]{4}$"},"sku":{"type":"string"}},"required":["customer_id","sku"]}`)},
		{Name: "call_history", Description: "Phone calls with a customer, newest first.", SideEffect: toolspec.Read, Parameters: []byte(cust)},
		{Name: "record_call", Description: "Log a phone call with a customer.", SideEffect: toolspec.Write, Parameters: []byte(cust)},
	}
}

// TestPlanDescriptionVerbAsNounAsksNothing: the verb a write's
// description opens with, used as a noun ("open ones", "order status",
// "log entries"), asks for no write: only an object after it makes it a
// request.
func TestPlanDescriptionVerbAsNounAsksNothing(t *testing.T) {
	tests := []struct {
		goal  string
		avoid string
	}{
		{"List the tickets assigned to Lee, open ones first", "create_ticket"},
		{"Pull up customer CU-1234's profile and order status", "create_order"},
		{"Get CU-1234's profile, log entries from last week too", "record_call"},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, counterTools(), tc.goal, nil, []string{tc.avoid})
		})
	}
}
