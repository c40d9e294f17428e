package embedded

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanLightVerbAsksForAction: a verb softened by a measure or a try
// (报个故障, 约一下, 退一下) asks for its action, so the write on the
// object the read was chosen for serves it; a softened verb of looking or
// counting, one that asks to be told a value (报个价), and 一下 after a
// word of waiting still ask to be shown something.
func TestPlanLightVerbAsksForAction(t *testing.T) {
	obj := func(props string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{` + props + `}}`)
	}
	cat := []toolspec.Spec{
		{Name: "printer_failure_log", Description: "Printer and laptop failures reported in the office, with status and date.",
			Parameters: obj(`"device":{"type":"string"},"status":{"type":"string"}`), SideEffect: toolspec.Read},
		{Name: "file_printer_failure", Description: "Report a new failure of a printer or laptop so that IT can fix it.",
			Parameters: obj(`"device":{"type":"string"},"note":{"type":"string"}`), SideEffect: toolspec.Write},
		{Name: "stays_by_guest", Description: "Room bookings of the hotel by guest and date, with their status.",
			Parameters: obj(`"guest":{"type":"string"},"date":{"type":"string","format":"date"}`), SideEffect: toolspec.Read},
		{Name: "call_off_stay", Description: "Cancel a room booking of the hotel and refund the deposit.",
			Parameters: obj(`"booking_id":{"type":"string"}`), SideEffect: toolspec.Write},
		{Name: "pallet_move_log", Description: "Pallet moves in the warehouse by bin and date.",
			Parameters: obj(`"bin":{"type":"string"}`), SideEffect: toolspec.Read},
		{Name: "item_on_hand", Description: "Stock level of one item in the warehouse.",
			Parameters: obj(`"sku":{"type":"string"}`), SideEffect: toolspec.Read},
		{Name: "rota_of_week", Description: "Shifts of the staff by week.",
			Parameters: obj(`"week":{"type":"string"}`), SideEffect: toolspec.Read},
		{Name: "send_sms", Description: "Send a text message to a phone number.",
			Parameters: obj(`"phone":{"type":"string"},"text":{"type":"string"}`), SideEffect: toolspec.Write},
	}
	tests := []struct {
		goal  string
		tools []string
	}{
		{"三楼的打印机又卡纸了，报个故障", []string{"file_printer_failure"}},
		{"三楼打印机卡纸的故障报一下", []string{"file_printer_failure"}},
		{"302 房客人的订单退一下", []string{"call_off_stay"}},
		// Left alone: a softened verb of looking asks to be shown.
		{"三楼打印机的故障查一下", []string{"printer_failure_log"}},
		{"三楼打印机上周的故障统计一下", []string{"printer_failure_log"}},
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

// TestLightVerb: where the verb of a softened request begins, and the
// forms that hold none.
func TestLightVerb(t *testing.T) {
	tests := []struct {
		text string
		verb string // "" for none
	}{
		{"水龙头漏水，报个修", "报个修"},
		{"帮她约一下周六的探视", "约一下周六的探视"},
		{"这个班跟他换一下", "换一下"},
		{"RES-1 转个眼科", "转个眼科"},
		{"给他开一个新账号", "开一个新账号"},
		{"这笔押金退一退", "退一退"},
		// Left alone: counts, demonstratives, waiting, looking, values.
		{"三个月的账单", ""},
		{"这个房间还空着吗", ""},
		{"等一下再说", ""},
		{"一下子来了很多人", ""},
		{"库存盘一下", ""},
		{"上周延误的航班列一下", ""},
		{"给客户报个价", ""},
		{"有个洞", ""},
		// 一个 after a word that is no verb counts one thing; 一下 before 午
		// or after the word of a weekday names a time.
		{"另一个打印机故障", ""},
		{"前一个订单的状态", ""},
		{"任何一个报警记录", ""},
		{"随便一个空房间", ""},
		{"今天一下午的访客", ""},
		{"周一下午的会议", ""},
		{"星期一下班前的快递", ""},
		{"帮她约一下周一下午的探视", "约一下周一下午的探视"},
		{"跟他换一下班", "换一下班"},
	}
	for _, tc := range tests {
		at, ok := lightVerb(tc.text)
		got := ""
		if ok {
			got = tc.text[at:]
		}
		if got != tc.verb {
			t.Errorf("lightVerb(%q) = %q, want %q", tc.text, got, tc.verb)
		}
	}
}
