package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// marinaCatalog is a marina office's tools: one berth read by its number
// (the whole of its schema), the berth's usage log, a search of berths,
// invoices that may name a berth, and the writes that let a berth out,
// free it and book its cleaning; an owner read by the mobile number
// alone, the owner's gate visits, the write that bars the owner's access,
// and an access application to read or submit.
func marinaCatalog() []toolspec.Spec {
	berth := `"berth_no":{"type":"string","pattern":"^BT-[0-9]{4}$","description":"Berth number, e.g. BT-1204."}`
	phone := `"mobile":{"type":"string","pattern":"^1[3-9][0-9]{9}$","description":"Owner's mobile number."}`
	days := `,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}`
	return []toolspec.Spec{
		{Name: "get_berth", Description: "Berth record: size, pier, moored boat, tenant, status and next survey.", SideEffect: toolspec.Read, Parameters: objectSchema(berth, `"berth_no"`)},
		{Name: "get_berth_usage_log", Description: "Arrivals and departures at a berth, day by day, with the power and water drawn.", SideEffect: toolspec.Read, Parameters: objectSchema(berth+days, `"berth_no"`)},
		{Name: "search_berths", Description: "Find berths by pier, size or status.", SideEffect: toolspec.Read, Parameters: objectSchema(`"pier":{"type":"string"},"status":{"type":"string","enum":["free","let","released","closed"]}`, ``)},
		{Name: "let_berth", Description: "Let a berth to a boat owner for a season.", SideEffect: toolspec.Write, Parameters: objectSchema(berth+`,"owner":{"type":"string"}`, `"berth_no","owner"`)},
		{Name: "release_berth", Description: "Release a berth: end its letting and free it for others.", SideEffect: toolspec.Write, Parameters: objectSchema(berth, `"berth_no"`)},
		{Name: "book_berth_cleaning", Description: "Book the hull and pontoon cleaning of a berth.", SideEffect: toolspec.Write, Parameters: objectSchema(berth+`,"date":{"type":"string","format":"date"}`, `"berth_no"`)},
		{Name: "list_berth_invoices", Description: "Invoices of the marina by month, optionally of one berth.", SideEffect: toolspec.Read, Parameters: objectSchema(berth+`,"month":{"type":"string"}`, ``)},
		{Name: "get_owner", Description: "Boat owner's file: name, boats, gate access on or off, balance.", SideEffect: toolspec.Read, Parameters: objectSchema(phone, `"mobile"`)},
		{Name: "bar_owner_access", Description: "Bar an owner's gate access (停用门禁) until the balance is paid.", SideEffect: toolspec.Write, Parameters: objectSchema(phone+`,"reason":{"type":"string"}`, `"mobile"`)},
		{Name: "get_access_application", Description: "Status of an owner's gate access application (门禁申请): submitted on, checks passed or failed, reason for rejection.", SideEffect: toolspec.Read, Parameters: objectSchema(phone+`,"submitted_on":{"type":"string","format":"date"}`, `"mobile"`)},
		{Name: "submit_access_application", Description: "Apply for gate access for an owner.", SideEffect: toolspec.Write, Parameters: objectSchema(phone+`,"pier":{"type":"string"}`, `"mobile"`)},
		{Name: "list_owner_visits", Description: "Gate entries of an owner over a period.", SideEffect: toolspec.Read, Parameters: objectSchema(phone+days, `"mobile"`)},
	}
}

// TestMayIAskOpensAQuestion: 请问 (may I ask) opens a question, not a
// polite request for an action: the write its words name is asked about.
func TestMayIAskOpensAQuestion(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"may I ask", "请问 BT-1204 释放了吗？", []string{"get_berth"}},
		{"please, an action", "请释放 BT-1204", []string{"release_berth"}},
		{"help me, an action", "帮我把 BT-1204 释放了", []string{"release_berth"}},
		{"may I ask, a favour", "请问能帮我把 BT-1204 释放了吗", []string{"release_berth"}},
		{"may I ask, then a request", "请问一下，帮我释放 BT-1204", []string{"release_berth"}},
	})
	for _, text := range []string{"请问几点开门", "请教一下这个怎么用"} {
		if isRequest(text) {
			t.Errorf("isRequest(%q) = true, want false", text)
		}
	}
	for _, text := range []string{"请重启", "请问能不能帮我取消"} {
		if !isRequest(text) {
			t.Errorf("isRequest(%q) = false, want true", text)
		}
	}
}

// TestCanYouLookAsksToBeShown: "can you pull up X" asks to be shown X,
// politely: the record it names is read, as "pull up X" reads it; "can
// you release X" still asks for the action.
func TestCanYouLookAsksToBeShown(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"can you pull up", "Can you pull up berth BT-1204? The owner says the meter looked off.", []string{"get_berth"}},
		{"could you show", "Could you show me berth BT-1204?", []string{"get_berth"}},
		{"can you, an action", "Can you release berth BT-1204?", []string{"release_berth"}},
		{"could you, an action", "Could you book a cleaning for BT-1204 on Friday?", []string{"book_berth_cleaning"}},
		{"would you, an action", "Would you release BT-1204 for me?", []string{"release_berth"}},
	})
}
