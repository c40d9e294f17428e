package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryChannelWords: the channels a customer is reached through —
// a landline (座机), a fax (传真), an in-app message (站内信), a mini
// program (小程序) — and the complaints they bring — rudeness (粗鲁),
// false advertising (虚假宣传), a leak of their data (泄露) — find the
// tools described in English.
func TestGlossaryChannelWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "desk_phone", Description: "Change the landline on file.", SideEffect: toolspec.Write},
		{Name: "fax_out", Description: "Fax a document to a number.", SideEffect: toolspec.Write},
		{Name: "inbox_note", Description: "Post an in-app message.", SideEffect: toolspec.Write},
		{Name: "mini_orders", Description: "Orders placed through the mini program."},
		{Name: "rude_report", Description: "Log a report of a rude clerk.", SideEffect: toolspec.Write},
		{Name: "ad_report", Description: "Log a report of false advertising.", SideEffect: toolspec.Write},
		{Name: "breach_log", Description: "Record a data breach or leak.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"他的座机号换了", "desk_phone"},
		{"这份合同传真过去", "fax_out"},
		{"给他发一条站内信", "inbox_note"},
		{"小程序上的订单有哪些", "mini_orders"},
		{"顾客说店员很粗鲁", "rude_report"},
		{"有人投诉虚假宣传", "ad_report"},
		{"用户信息泄露了", "breach_log"},
	})
}
