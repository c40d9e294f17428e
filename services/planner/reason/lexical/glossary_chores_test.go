package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryChoreWords: the one-character verbs and short phrases of
// desk work — counting stock (盘一下), the pieces
// a shift made, paying by card (刷卡), opening a record (建个), a report
// from the public (反映), an exam (考), moving a thing elsewhere (转) —
// find the tools described in English.
func TestGlossaryChoreWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "stock_take", Description: "Stocktake: count the items on the shelves of a store.", SideEffect: toolspec.Read},
		{Name: "line_output", Description: "Output per shift: pieces produced per line.", SideEffect: toolspec.Read},
		{Name: "till_entry", Description: "Record a card payment on an invoice.", SideEffect: toolspec.Write},
		{Name: "public_ticket", Description: "Open a ticket from a citizen complaint.", SideEffect: toolspec.Write},
		{Name: "exam_marks", Description: "A pupil's exam results.", SideEffect: toolspec.Read},
		{Name: "seat_move", Description: "Transfer a seat to another branch.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"盘一下二号仓还剩几箱", "stock_take"},
		{"昨天夜班做了多少件", "line_output"},
		{"客人刷卡付了300", "till_entry"},
		{"居民反映路灯不亮", "public_ticket"},
		{"他期中考了多少分", "exam_marks"},
		{"把她的座位转到东区", "seat_move"},
	})
}

// TestGlossaryChoreWordsLeaveAlone: the one-character words take no
// character from the longer words around them: 取消, 收费, 值班, 转正,
// 排队 and 续费 stay whole.
func TestGlossaryChoreWordsLeaveAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"帮我取消订单": {"取消", "订单"},
		"这次别收费":  {"收费"},
		"今晚值班的人": {"值班"},
		"试用期转正":  {"试用期", "转正"},
		"现在排队的人": {"现在", "排队"},
		"哪天续费":   {"哪天", "续费"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}
