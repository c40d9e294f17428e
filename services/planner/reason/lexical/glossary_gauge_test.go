package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryGaugeWords: a temperature (温度), what something went
// through (经历), how serious (严重), cold storage (冷藏), a hydraulic
// leak (液压, 漏油), free room (空位), a thank-you letter (感谢信) and a
// newsletter (通讯) find the tools described in English; the neighbouring
// tools keep the requests that name them.
func TestGlossaryGaugeWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "room_temps", Description: "Temperature log of a cold room over a period."},
		{Name: "server_log", Description: "Event history of one server: restarts, deploys and outages."},
		{Name: "ticket_find", Description: "List support tickets by severity: critical, major or minor."},
		{Name: "truck_find", Description: "List refrigerated trucks and their drivers."},
		{Name: "pump_fault", Description: "Report a hydraulic leak or other fault on a pump.", SideEffect: toolspec.Write},
		{Name: "lot_space", Description: "Free slots and space in a car park."},
		{Name: "letter_send", Description: "Send a thank you letter to a supporter.", SideEffect: toolspec.Write},
		{Name: "bulletin_plan", Description: "Schedule the next newsletter issue.", SideEffect: toolspec.Write},
		{Name: "staff_find", Description: "Look up a member of staff by name."},
	}
	checkSelects(t, cat, []selectCase{
		{"仓库冷库现在的温度是多少", "room_temps"},
		{"这台服务器昨天都经历了什么", "server_log"},
		{"有哪些严重的工单还没解决", "ticket_find"},
		{"还有几辆冷藏车可以派", "truck_find"},
		{"3号泵液压漏油了", "pump_fault"},
		{"地下停车场还有多少空位", "lot_space"},
		{"给老张写一封感谢信", "letter_send"},
		{"下一期通讯安排在周五", "bulletin_plan"},
		{"查一下同事老王", "staff_find"},
	})
}
