package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryRemarkIsComment: 备注 (a remark left on a record) finds a
// tool that adds a comment, while a goal that asks to look at a room's
// state stays on the read.
func TestGlossaryRemarkIsComment(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "room_state", Description: "Current state of one room: clean, occupied, out of order."},
		{Name: "case_edit", Description: "Change a case's owner or add a comment to it.", SideEffect: toolspec.Write},
		{Name: "guest_visit", Description: "Log a visit by a guest at the front desk.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"备注一下客户已经来过电话", "case_edit"},
		{"查一下房间现在的状态", "room_state"},
	})
}
