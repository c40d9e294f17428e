package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// guestCatalog is a hotel desk's tools: bookings read by their code or
// looked for by a guest's phone, a check-in, a swap of rooms between two
// guests, a key card handed out and read back.
func guestCatalog() []toolspec.Spec {
	code := `"booking_code":{"type":"string","pattern":"^[A-Z]{2}[0-9]{6}$","description":"Booking code, e.g. HB204511."}`
	phone := `"phone":{"type":"string","pattern":"^1[3-9][0-9]{9}$","description":"Guest's mobile number."}`
	guest := `"guest_id":{"type":"string","pattern":"^G[0-9]{5}$","description":"Guest number."}`
	card := `"card_no":{"type":"string","pattern":"^KC-[0-9]{6}$","description":"Key card number."}`
	return []toolspec.Spec{
		{Name: "fetch_booking", Description: "Read one booking by its code: guests, room, nights, rate and payment.", SideEffect: toolspec.Read, Parameters: objectSchema(code, `"booking_code"`)},
		{Name: "find_booking_by_guest", Description: "Find bookings by the guest's phone or name when the booking code is not known.", SideEffect: toolspec.Read, Parameters: objectSchema(phone+`,"name":{"type":"string","description":"Guest name."}`, ``)},
		{Name: "check_in_visitor", Description: "Check the guests of a booking in and hand out their room keys (入住).", SideEffect: toolspec.Write, Parameters: objectSchema(code, `"booking_code"`)},
		{Name: "request_room_swap", Description: "Ask to swap rooms between two guests for a night.", SideEffect: toolspec.Write, Parameters: objectSchema(guest+`,"other_guest_id":{"type":"string","pattern":"^G[0-9]{5}$","description":"The other guest."}`, `"guest_id","other_guest_id"`)},
		{Name: "get_guest_rooms", Description: "Rooms a guest has stayed in or holds, night by night.", SideEffect: toolspec.Read, Parameters: objectSchema(guest, `"guest_id"`)},
		{Name: "issue_key_card", Description: "Issue a spare key card (房卡) to the guests of a booking.", SideEffect: toolspec.Write, Parameters: objectSchema(code+`,"count":{"type":"integer","description":"How many cards."}`, `"booking_code"`)},
		{Name: "get_key_card", Description: "Read an issued key card: room, valid until, whether it was used.", SideEffect: toolspec.Read, Parameters: objectSchema(card, `"card_no"`)},
	}
}

// TestLookWordNamesNoWrite: 查 glosses as "check", but a need that asks
// to look a thing up (查一下) names no write whose verb is "check"
// (check_in_visitor): it asks for the read.
func TestLookWordNamesNoWrite(t *testing.T) {
	checkPlans(t, guestCatalog(), []planCase{
		{"look-up after a stated phone", "住客电话13700002222，帮忙查一下她的预订", []string{"find_booking_by_guest"}},
		{"check-in still asked", "给 HB204511 办入住", []string{"check_in_visitor"}},
	})
}

// TestDativeAsksTheWrite: 给他们补一张… opens with 给 and a person, then a
// verb: it asks to give them something, though the need ends with the
// thing's noun after 的.
func TestDativeAsksTheWrite(t *testing.T) {
	checkPlans(t, guestCatalog(), []planCase{
		{"to them, a verb", "给 HB204511 办入住，再给他们发一张 2 小时的临时房卡", []string{"check_in_visitor", "issue_key_card"}},
	})
}

// TestWantWithSomeoneAsksTheWrite: 想和 X 换 wants to do something with
// someone: 和 after 想 opens the partner, not a list.
func TestWantWithSomeoneAsksTheWrite(t *testing.T) {
	checkPlans(t, guestCatalog(), []planCase{
		{"want with a partner", "G10023 想和 G10078 换周五晚上的房间", []string{"request_room_swap"}},
	})
}

// TestStatedValuesNameTheObject: a read that requires codes written in a
// pattern is still the one asked for when the need states the codes by
// the names its parameters' descriptions give them (虹桥 for SHA): the
// object is named, though no token of the goal is written as a code.
func TestStatedValuesNameTheObject(t *testing.T) {
	station := func(role string) string {
		return `"` + role + `":{"type":"string","pattern":"^[A-Z]{3}$","description":"Station code: AOH (Shanghai Hongqiao), VNP (Beijing South), IZQ (Guangzhou South)."}`
	}
	cat := []toolspec.Spec{
		{Name: "search_train_timetable", Description: "Search the timetable for trains between two stations on a day: train numbers, times and seats left.", SideEffect: toolspec.Read,
			Parameters: objectSchema(station("from")+","+station("to")+`,"date":{"type":"string","format":"date","description":"Travel date."}`, `"from","to","date"`)},
		{Name: "list_late_trains", Description: "List trains late or cancelled at a station in a period, with their delay minutes.", SideEffect: toolspec.Read,
			Parameters: objectSchema(station("station")+`,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}`, `"start_date","end_date"`)},
		{Name: "cancel_train", Description: "Cancel a train on a day.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"train_no":{"type":"string","pattern":"^[GDK][0-9]{1,4}$"}`, `"train_no"`)},
	}
	checkPlans(t, cat, []planCase{
		{"stations by name", "后天上海虹桥到北京南有哪些车次", []string{"search_train_timetable"}},
	})
}

// TestAgentPhraseTellsNothingDone: "reported by E30017" names who
// reports; the participle before "by" tells no report already made, so
// the write the need asks for stays.
func TestAgentPhraseTellsNothingDone(t *testing.T) {
	batch := `"batch_no":{"type":"string","pattern":"^BT-[0-9]{5}$","description":"Batch number."}`
	cat := []toolspec.Spec{
		{Name: "report_batch_output", Description: "Book the good and rejected quantity of a batch for a shift.", SideEffect: toolspec.Write,
			Parameters: objectSchema(batch+`,"good":{"type":"integer"},"rejected":{"type":"integer"},"reporter_id":{"type":"string","pattern":"^E[0-9]{5}$"}`, `"batch_no","good"`)},
		{Name: "get_batch", Description: "One batch in full: product, planned, good and rejected quantity, status.", SideEffect: toolspec.Read, Parameters: objectSchema(batch, `"batch_no"`)},
	}
	checkPlans(t, cat, []planCase{
		{"agent after the participle", "Book 480 good units and 6 rejected on BT-55012 for the night shift, reported by E30017.", []string{"report_batch_output"}},
		{"told done", "The output of BT-55012 was reported yesterday, what did it say?", []string{"get_batch"}},
	})
}

// TestRequestClauseAsksNoQuestion: a question form in a statement of the
// sentence (还能用) asks nothing of the clause that makes a request after
// it (帮我报修): the request asks for the write.
func TestRequestClauseAsksNoQuestion(t *testing.T) {
	machine := `"machine_code":{"type":"string","pattern":"^MC-[0-9]{5}$","description":"Machine code."}`
	cat := []toolspec.Spec{
		{Name: "create_repair_request", Description: "Raise a repair request (报修) on a machine.", SideEffect: toolspec.Write,
			Parameters: objectSchema(machine+`,"fault":{"type":"string","description":"What is wrong."}`, `"machine_code"`)},
		{Name: "get_lathe", Description: "One machine: model, line, status, run hours and open repair requests.", SideEffect: toolspec.Read, Parameters: objectSchema(machine, `"machine_code"`)},
		{Name: "list_repair_requests", Description: "Repair requests by line, machine and status.", SideEffect: toolspec.Read, Parameters: objectSchema(machine, ``)},
	}
	checkPlans(t, cat, []planCase{
		{"request after a statement", "MC-40021 电机有异响，设备还能用，但得尽快处理，帮我报修", []string{"create_repair_request"}},
	})
}

// TestNamedThingAsksItsRead: a Chinese need that only names a thing (下周
// 外科护士的值班表) asks to be shown it: a read its words fit nearly as well
// as a write's answers it, though the two name their objects differently.
func TestNamedThingAsksItsRead(t *testing.T) {
	staff := `"staff_id":{"type":"string","pattern":"^S[0-9]{4}$","description":"Staff number."}`
	cat := []toolspec.Spec{
		{Name: "get_ward_roster", Description: "Show who is on duty: each staff member's shifts per day for a ward or role.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"ward":{"type":"string","description":"Ward, e.g. surgery."},"role":{"type":"string","enum":["nurse","doctor"]},"date":{"type":"string","format":"date"}`, ``)},
		{Name: "swap_duties", Description: "Swap the shifts (排班) of two nurses or doctors on one day. The head nurse must approve.", SideEffect: toolspec.Write,
			Parameters: objectSchema(staff+`,"other_staff_id":{"type":"string","pattern":"^S[0-9]{4}$"},"date":{"type":"string","format":"date"}`, `"staff_id","other_staff_id","date"`)},
	}
	checkPlans(t, cat, []planCase{
		{"a thing named", "下周外科护士的排班表", []string{"get_ward_roster"}},
		{"a swap asked", "帮 S1021 和 S1187 换一下周三的班", []string{"swap_duties"}},
	})
}

// TestUnaskedAspectAsksTheWrite: a Chinese need that asks for something
// done (办理退押金, 要退押金) on an object whose read looks up one aspect of
// it the need does not name (its status) asks for the write on the object,
// though the read's words fit it a little better. A need that names the
// aspect, asks a question or makes no request keeps the read.
func TestUnaskedAspectAsksTheWrite(t *testing.T) {
	checkAspectWrite(t, []aspectCase{
		{"押金单 DP20250011 办理自愿退押金", "request_deposit_refund"},
		{"DP20250011 客人要退押金", "request_deposit_refund"},
		{"押金单 DP20250011 要看退押金的状态", "get_deposit_refund_status"},
		{"押金单 DP20250011 退押金到哪一步了？", "get_deposit_refund_status"},
		{"押金单 DP20250011 的退押金", "get_deposit_refund_status"},
		{"不要办理退押金，DP20250011 先放着", "get_deposit_refund_status"},
	})
}

// aspectCase is a need and the tool aspectWrite leaves chosen for it.
type aspectCase struct{ text, want string }

// checkAspectWrite runs aspectWrite on each need over a deposit refund's
// write and the read of its status, the read scored a little higher.
func checkAspectWrite(t *testing.T, tests []aspectCase) {
	t.Helper()
	deposit := `"deposit_no":{"type":"string","pattern":"^DP[0-9]{8}$","description":"Deposit receipt number, e.g. DP20250011."}`
	cat := []toolspec.Spec{
		{Name: "request_deposit_refund", Description: "Open a deposit refund (退押金) to the original card.", SideEffect: toolspec.Write, Parameters: objectSchema(deposit, `"deposit_no"`)},
		{Name: "get_deposit_refund_status", Description: "Status of a deposit refund (退押金): submitted, approved, paid or rejected.", SideEffect: toolspec.Read, Parameters: objectSchema(deposit, ``)},
	}
	byName := map[string]*toolspec.Spec{}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	scores := []task.Score{{Tool: "get_deposit_refund_status", Score: 0.40}, {Tool: "request_deposit_refund", Score: 0.36}}
	for _, tc := range tests {
		st := task.Subtask{Tool: "get_deposit_refund_status"}
		aspectWrite(&st, tc.text, tc.text, scores, byName)
		if st.Tool != tc.want {
			t.Errorf("%q: %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestStatedAbilityAsksNothing: 还能 in a clause the text goes on after
// (设备还能用，但…) states what still works; in the last clause, or before
// 吗, it asks.
func TestStatedAbilityAsksNothing(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"MC-40021 电机有异响，设备还能用，但得尽快处理", false},
		{"MC-40021 还能用", true},
		{"MC-40021 还能用吗，帮我看看", true},
		{"MC-40021 还能用？", true},
	}
	for _, tc := range tests {
		if got := asksQuestion(tc.text); got != tc.want {
			t.Errorf("asksQuestion(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestToldCheckIsNoLookUp: "check passed" tells how a check came out; it
// asks to look nothing up, so the record the goal asks for is written.
func TestToldCheckIsNoLookUp(t *testing.T) {
	store := `"store_code":{"type":"string","pattern":"^SH-[0-9]{3}$","description":"Store code."}`
	cat := []toolspec.Spec{
		{Name: "record_hygiene_check", Description: "Record a hygiene check of a store: freezer temperature, hand washing, pest control.", SideEffect: toolspec.Write,
			Parameters: objectSchema(store+`,"temperature":{"type":"number"},"passed":{"type":"boolean","description":"Whether the check passed."}`, `"store_code","passed"`)},
		{Name: "list_hygiene_checks", Description: "Past hygiene check records of a store, with failures highlighted.", SideEffect: toolspec.Read, Parameters: objectSchema(store, `"store_code"`)},
	}
	checkPlans(t, cat, []planCase{
		{"told check", "SH-104 freezer 温度 -18 度，check passed，帮我记一下", []string{"record_hygiene_check"}},
		{"a look", "Check the past hygiene records of SH-104", []string{"list_hygiene_checks"}},
	})
}
