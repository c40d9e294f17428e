package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// idCatalog's tools are written in words the goals below do not use: only
// the identifiers they state can point at a tool.
func idCatalog() []toolspec.Spec {
	param := func(name, pattern string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"` + name + `":{"type":"string","pattern":"` + pattern + `"}},"required":["` + name + `"]}`)
	}
	return []toolspec.Spec{
		{Name: "get_locker", Description: "Locker state: occupant, door, battery.", SideEffect: toolspec.Read, Parameters: param("locker_code", `^LK[0-9]{3}$`)},
		{Name: "reset_locker", Description: "Reset a locker's door controller.", SideEffect: toolspec.Write, Parameters: param("locker_code", `^LK[0-9]{3}$`)},
		{Name: "get_voucher", Description: "Voucher terms and expiry.", SideEffect: toolspec.Read, Parameters: param("voucher_code", `^VC-[0-9]{4}$`)},
		{Name: "get_gift_card", Description: "Gift card balance.", SideEffect: toolspec.Read, Parameters: param("card_number", `^VC-[0-9]{4}$`)},
		{Name: "get_depot", Description: "Depot opening hours.", SideEffect: toolspec.Read, Parameters: param("depot", `^[0-9]+$`)},
	}
}

// planCase is a goal and the tools its plan should hold.
type planCase struct {
	name, goal string
	want       []string
}

// objectSchema is an object schema of the properties props (JSON members,
// comma-joined) with the required names required (quoted, comma-joined).
func objectSchema(props, required string) json.RawMessage {
	return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":[` + required + `]}`)
}

// memberClassSchema is the schema of a gym's class tools: a member number
// and a class code, with the required names required.
func memberClassSchema(required string) json.RawMessage {
	return objectSchema(`"member_id":{"type":"string","pattern":"^M-[0-9]{5}$","description":"Member number."},`+
		`"class_code":{"type":"string","pattern":"^[A-Z]{3,5}-[0-9]{3}$","description":"Class code."}`, required)
}

// checkPlans plans each case's goal over cat and checks its tools.
func checkPlans(t *testing.T, cat []toolspec.Spec, tests []planCase) {
	t.Helper()
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := planTools(t, e, tc.goal, cat); !slices.Equal(got, tc.want) {
				t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
			}
		})
	}
}

func TestPlanByStatedID(t *testing.T) {
	tests := []planCase{
		{"one object's id asks about state", "LK204 现在什么情况？", []string{"get_locker"}},
		{"one object's id, English", "What about LK204?", []string{"get_locker"}},
		{"read request names no action", "Pull up LK204", []string{"get_locker"}},
		{"write asked", "把 LK204 重置一下", []string{"reset_locker"}},
		{"write verb in a question", "LK204 重置了吗？", []string{"get_locker"}},
		{"write forbidden", "不要重置，LK204 现在什么情况？", []string{"get_locker"}},
		{"pattern two objects share", "VC-1234 现在什么情况？", nil},
		{"generic pattern", "仓库 42 现在什么情况？", nil},
		{"no pattern matches", "QX-99 现在什么情况？", nil},
	}
	checkPlans(t, idCatalog(), tests)
}

// TestPlanByStatedIDOverWords: a read whose words lead, but which takes
// none of the identifiers the goal states, gives way to the one read of
// the object the identifier names; a read that takes one stays.
func TestPlanByStatedIDOverWords(t *testing.T) {
	cat := append(idCatalog(),
		toolspec.Spec{Name: "get_live_status", Description: "Live status right now: what is running and where each step stands.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"zone":{"type":"string","enum":["north","south"]}`, ``)},
		toolspec.Spec{Name: "get_bay_status", Description: "Live status right now of one bay: what is running and where each step stands.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"bay":{"type":"string","pattern":"^BY-[0-9]{2}$"}`, `"bay"`)},
	)
	cat = append(cat, toolspec.Spec{Name: "show_lockers", Description: "Lockers of a zone with their occupancy.", SideEffect: toolspec.Read,
		Parameters: objectSchema(`"zone":{"type":"string","enum":["north","south"]}`, ``)})
	tests := []planCase{
		{"the identifier's object", "LK204: what is running right now and where does it stand?", []string{"get_locker"}},
		{"a read the need's other values fill", "list the lockers of the north zone with their occupancy, LK204 included", []string{"show_lockers"}},
		{"a read that takes the identifier", "BY-07 and LK204: what is running right now and where does it stand?", []string{"get_bay_status"}},
		{"no identifier", "what is running right now and where does it stand?", []string{"get_live_status"}},
	}
	checkPlans(t, cat, tests)
}

func TestSpecificPattern(t *testing.T) {
	tests := []struct {
		pattern string
		want    bool
	}{
		{`^LAB-[0-9]{6}$`, true},
		{`^[A-C][0-9]-[0-9]{3}$`, true},
		{`^[0-9]+$`, false},
		{`^\d+$`, false},
		{`^[a-z_]+$`, false},
		{`^\w+-\d+$`, false},
		{`LAB-[0-9]{6}`, false},
		{`^1[3-9][0-9]{9}$`, false},
	}
	for _, tc := range tests {
		if got := specificPattern(tc.pattern); got != tc.want {
			t.Errorf("specificPattern(%q) = %v, want %v", tc.pattern, got, tc.want)
		}
	}
}

// TestPlanByStatedIDAndClock: when an identifier several writes take is
// stated with a time of day, the one write whose schema requires a
// date-time is the action, though no word of the goal names it.
func TestPlanByStatedIDAndClock(t *testing.T) {
	props := func(extra, required string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"berth_ref":{"type":"string","pattern":"^BR-[0-9]{5}$"}` + extra + `},"required":["berth_ref"` + required + `]}`)
	}
	cat := []toolspec.Spec{
		{Name: "get_berth", Description: "Mooring state and occupant.", SideEffect: toolspec.Read, Parameters: props("", "")},
		{Name: "release_berth", Description: "Free the mooring.", SideEffect: toolspec.Write, Parameters: props("", "")},
		{Name: "log_berth_visit", Description: "Record an inspection.", SideEffect: toolspec.Write,
			Parameters: props(`,"seen_at":{"type":"string","format":"date-time"}`, "")},
		{Name: "shift_berth", Description: "Move the mooring slot.", SideEffect: toolspec.Write,
			Parameters: props(`,"new_arrival":{"type":"string","format":"date-time"}`, `,"new_arrival"`)},
	}
	tests := []planCase{
		{"time of day only one write takes", "BR-12345 挪到明天下午3点", []string{"shift_berth"}},
		{"no time of day", "BR-12345 弄一下", nil},
		{"a question stays a read", "BR-12345 明天下午3点有人吗？", []string{"get_berth"}},
	}
	checkPlans(t, cat, tests)
}

// TestRequestedWriteOverRead: a need that explicitly asks for an action on
// one object gets the object's write it names, though the read's text
// shares more of its words (a status "cancelled"); a question or a
// look-up keeps the read.
func TestRequestedWriteOverRead(t *testing.T) {
	param := json.RawMessage(`{"type":"object","properties":{"pass_no":{"type":"string","pattern":"^PS-[0-9]{6}$"}},"required":["pass_no"]}`)
	cat := []toolspec.Spec{
		{Name: "get_pass", Description: "Look up one visitor pass: holder, gate, status (valid, cancelled, expired), who cancelled the pass, when and why.",
			WhenToUse: "Someone asks whether a visitor pass is still valid or was cancelled, or whether the visitor came.", WhenNotToUse: "Never cancels a pass.", SideEffect: toolspec.Read, Parameters: param},
		{Name: "cancel_pass", Description: "Cancel a booked pass at the front gate, free its parking space and time slot, and notify the host by text message and email.",
			WhenToUse: "The user asks to call off a pass.", SideEffect: toolspec.Write, Parameters: param},
		{Name: "extend_pass", Description: "Extend a visitor pass by days.", SideEffect: toolspec.Write, Parameters: param},
	}
	tests := []planCase{
		{"imperative names the action", "Cancel PS-204811", []string{"cancel_pass"}},
		{"polite request names the action", "Please cancel visitor pass PS-204811, the visitor is not coming", []string{"cancel_pass"}},
		{"Chinese request", "帮我取消 PS-204811，访客说不来了", []string{"cancel_pass"}},
		{"a question keeps the read", "Was PS-204811 cancelled?", []string{"get_pass"}},
		{"a statement about the action keeps the read", "The visitor pass PS-204811 was cancelled by whom", []string{"get_pass"}},
		{"a Chinese question keeps the read", "PS-204811 取消了吗？", []string{"get_pass"}},
		{"a look-up keeps the read", "帮我查一下 PS-204811 有没有取消", []string{"get_pass"}},
	}
	checkPlans(t, cat, tests)
}

// TestQuestionBySharedID: a question whose words reach no tool, stating a
// value that a specific pattern of several tools accepts, is answered by
// the read among them its words favour; a request for an action, or a
// value no pattern accepts, plans nothing.
func TestQuestionBySharedID(t *testing.T) {
	prop := `"hull":{"type":"string","pattern":"^HL-[0-9]{5}$","description":"Hull number."}`
	obj := func(required string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{` + prop + `,"day":{"type":"string","format":"date"}},"required":[` + required + `]}`)
	}
	cat := []toolspec.Spec{
		{Name: "list_dockings", Description: "Dockings of the yard, filtered by hull and day, earliest first.", SideEffect: toolspec.Read, Parameters: obj("")},
		{Name: "list_paint_jobs", Description: "Paint jobs by hull.", SideEffect: toolspec.Read, Parameters: obj("")},
		{Name: "book_docking", Description: "Book a docking for a hull on a day.", SideEffect: toolspec.Write, Parameters: obj(`"hull","day"`)},
		{Name: "weather_forecast", Description: "Wind and rain forecast for the harbour.", SideEffect: toolspec.Read},
	}
	tests := []planCase{
		{"a request for an action", "Sort out HL-20931 by day", nil},
		{"English question", "What is planned next for HL-20931, by day?", []string{"list_dockings"}},
		{"no pattern accepts the value", "What is planned next for QX-20931, by day?", nil},
	}
	checkPlans(t, cat, tests)
}
