package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryStayAndFreightWords: a room change (换房), laundry (洗衣),
// towels (毛巾), projectors (投影仪), freight rates (运价), sorting hubs
// (中转站) and fingerprints (指纹) find the tools described in English.
func TestGlossaryStayAndFreightWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "room_move", Description: "Move a guest to another room.", SideEffect: toolspec.Write},
		{Name: "wash_pickup", Description: "Collect a guest's laundry.", SideEffect: toolspec.Write},
		{Name: "linen_send", Description: "Send fresh towels up.", SideEffect: toolspec.Write},
		{Name: "av_kit", Description: "Book a projector for a meeting.", SideEffect: toolspec.Write},
		{Name: "lane_price", Description: "Freight rate between two cities."},
		{Name: "hub_list", Description: "Transit hubs of a province."},
		{Name: "print_enrol", Description: "Enrol a fingerprint for the door.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"客人要换房", "room_move"},
		{"808 有衣服要洗衣", "wash_pickup"},
		{"再送两条毛巾上去", "linen_send"},
		{"下午开会要用投影仪", "av_kit"},
		{"上海到成都的运价", "lane_price"},
		{"江苏有几个中转站", "hub_list"},
		{"给新同事录指纹", "print_enrol"},
	})
}

// TestGlossaryFormsAndVotes: a power of attorney (委托书), an
// acknowledgement (回执), a vote (投票) and a queue number (排号) find
// the tools described in English.
func TestGlossaryFormsAndVotes(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "poa_upload", Description: "Upload a signed power of attorney.", SideEffect: toolspec.Write},
		{Name: "ack_slip", Description: "The acknowledgement slip of a filing."},
		{Name: "poll_new", Description: "Start a poll in a group.", SideEffect: toolspec.Write},
		{Name: "queue_take", Description: "Take a queue number at a branch.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"把委托书传上来", "poa_upload"},
		{"我的回执在哪", "ack_slip"},
		{"在群里发起一个投票", "poll_new"},
		{"帮我在附近网点排号", "queue_take"},
	})
}
