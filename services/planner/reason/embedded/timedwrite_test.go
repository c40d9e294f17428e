package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestTimedWriteFillsTheSchema: a need no tool's words fit, which states a
// time of day and an identifier a write that requires a date-time takes,
// orders that write; of two so filled, the one requiring as many
// date-times as the need states times. A question, or a need with no
// time of day, still orders nothing.
func TestTimedWriteFillsTheSchema(t *testing.T) {
	room := `"room_id":{"type":"string","pattern":"^RM-[0-9]{3}$","description":"Room number."},`
	cat := []toolspec.Spec{
		{Name: "list_room_use", Description: "Who used a room on a day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(room+`"day":{"type":"string","format":"date"}`, `"room_id"`)},
		{Name: "claim_roomslot", Description: "Reserve a room from a start to an end.", SideEffect: toolspec.Write,
			Parameters: objectSchema(room+`"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"}`, `"room_id","start","end"`)},
		{Name: "hold_workshop", Description: "Put a workshop on the calendar for a number of seats.", SideEffect: toolspec.Write,
			Parameters: objectSchema(room+`"start":{"type":"string","format":"date-time"},"seats":{"type":"integer"}`, `"start"`)},
	}
	tests := []planCase{
		{"a start and an end", "后天上午9点到11点的 RM-204 给市场部用", []string{"claim_roomslot"}},
		{"a start only", "下周一上午10点在 RM-204 办一场新人培训，最多8个人", []string{"hold_workshop"}},
		{"a question", "后天上午9点到11点 RM-204 有人用吗？", nil},
		{"no time of day", "后天 RM-204 给市场部用", nil},
	}
	checkPlans(t, cat, tests)
}

// TestTimedWriteKeptForItsSchema: a write chosen for a Chinese request
// whose verb its words never use (改, for a write that moves a visit) is
// kept when the request states a time of day and the identifier the
// write takes: the schema bears the choice out. Without the time, the
// request still asks for an act the write does not speak of.
func TestTimedWriteKeptForItsSchema(t *testing.T) {
	visit := `"visit_id":{"type":"string","pattern":"^VS-[0-9]{6}$","description":"Visit number."},`
	cat := []toolspec.Spec{
		{Name: "get_visit", Description: "One visit: its pet, doctor and start.", SideEffect: toolspec.Read,
			Parameters: objectSchema(visit, `"visit_id"`)},
		{Name: "shift_visit", Description: "Move a visit to a new start.", SideEffect: toolspec.Write,
			Parameters: objectSchema(visit+`"new_start":{"type":"string","format":"date-time"}`, `"visit_id","new_start"`)},
		{Name: "drop_visit", Description: "Cancel a visit.", SideEffect: toolspec.Write,
			Parameters: objectSchema(visit, `"visit_id"`)},
	}
	tests := []planCase{
		{"a time and the visit", "张先生刚来电话，他家猫的那个号 VS-204518 想改到这周五上午10点，医生不变，麻烦帮他改一下", []string{"shift_visit"}},
		{"no time", "张先生刚来电话，他家猫的那个号 VS-204518 医生想改一下，麻烦帮他改一下", nil},
	}
	checkPlans(t, cat, tests)
}

// TestTimedWriteOverAWeakRead: a read chosen under the threshold for an
// order that states a time of day and the identifier a scored write
// takes gives way to that write; a question keeps the read.
func TestTimedWriteOverAWeakRead(t *testing.T) {
	cust := `"customer_id":{"type":"string","pattern":"^CX-[0-9]{6}$","description":"Customer number."},`
	cat := []toolspec.Spec{
		{Name: "find_rentals", Description: "List rentals by pick-up depot, status, customer and pick-up day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(cust+`"depot":{"type":"string"},"day":{"type":"string","format":"date"}`, "")},
		{Name: "open_rental", Description: "Start a new agreement.", SideEffect: toolspec.Write,
			Parameters: objectSchema(cust+`"vehicle":{"type":"string","description":"Vehicle class."},"pickup_time":{"type":"string","format":"date-time"}`, `"customer_id","vehicle","pickup_time"`)},
		{Name: "list_depots", Description: "Depots and their opening hours.", SideEffect: toolspec.Read},
	}
	tests := []planCase{
		{"an order", "Book a van for customer CX-104233, pick up at the north depot next Tue 8am", []string{"open_rental"}},
		{"a question", "Which rentals does customer CX-104233 pick up next Tue 8am?", []string{"find_rentals"}},
	}
	checkPlans(t, cat, tests)
}

// TestTimedWriteTakesTheEnd: of two writes a timed order fills that each
// require one date-time, a stated start and end orders the one that also
// takes an end; a lone time leaves them tied, and orders neither.
func TestTimedWriteTakesTheEnd(t *testing.T) {
	area := `"area_id":{"type":"string","pattern":"^AR-[0-9]{2}$","description":"Area code."},`
	cat := []toolspec.Spec{
		{Name: "get_area", Description: "One area: its size and its staff.", SideEffect: toolspec.Read,
			Parameters: objectSchema(area, `"area_id"`)},
		{Name: "note_spill", Description: "Note a spill seen in an area.", SideEffect: toolspec.Write,
			Parameters: objectSchema(area+`"seen_at":{"type":"string","format":"date-time"}`, `"seen_at"`)},
		{Name: "plan_sweep", Description: "Plan a sweep of an area.", SideEffect: toolspec.Write,
			Parameters: objectSchema(area+`"from":{"type":"string","format":"date-time"},"until":{"type":"string","format":"date-time"},"crew":{"type":"integer"}`, `"area_id","from"`)},
	}
	tests := []planCase{
		{"a start and an end", "明天凌晨1点到4点在 AR-12 区弄干净，派3个人", []string{"plan_sweep"}},
		{"a lone time", "明天凌晨1点在 AR-12 区弄干净，派3个人", nil},
	}
	checkPlans(t, cat, tests)
}

// TestTimedWriteNotForAToldAct: a need that tells a timed act as done
// to an object (a passive past, a past verb after the identifier) orders
// no write, while an order with the same time and identifier still does.
func TestTimedWriteNotForAToldAct(t *testing.T) {
	desk := `"desk_id":{"type":"string","pattern":"^DK-[0-9]{3}$","description":"Desk number."},`
	cat := []toolspec.Spec{
		{Name: "shift_deskhold", Description: "Give a desk hold a new start.", SideEffect: toolspec.Write,
			Parameters: objectSchema(desk+`"new_start":{"type":"string","format":"date-time"}`, `"desk_id","new_start"`)},
		{Name: "desk_profile", Description: "A desk's floor and equipment.", SideEffect: toolspec.Read,
			Parameters: objectSchema(desk+`"floor":{"type":"integer"}`, `"desk_id"`)},
	}
	tests := []planCase{
		{"a passive past", "DK-204 was pushed to 3pm yesterday", nil},
		{"a past after the id", "DK-204 moved to 4pm already", nil},
		{"a time the desk is at", "DK-204 is at 3pm tomorrow", nil},
		{"the asker free", "I'm free at 3pm tomorrow for DK-204", nil},
		{"an order", "Push DK-204 to 3pm tomorrow", []string{"shift_deskhold"}},
		{"an order after a report", "DK-204 is at 3pm tomorrow, push it to 5pm", []string{"shift_deskhold"}},
	}
	checkPlans(t, cat, tests)
}
