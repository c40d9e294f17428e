package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryPerksAndLines: prizes (奖品), rewards (奖励), gift codes
// (兑换码), samples (样品), porting a number (携号转网), itemised call
// records (详单) and moving house (搬家) find the tools described in
// English.
func TestGlossaryPerksAndLines(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "prize_ship", Description: "Ship a prize to a winner.", SideEffect: toolspec.Write},
		{Name: "bonus_points", Description: "Grant a reward to a member.", SideEffect: toolspec.Write},
		{Name: "code_apply", Description: "Apply a redemption code to an account.", SideEffect: toolspec.Write},
		{Name: "sample_req", Description: "Request samples of a fabric.", SideEffect: toolspec.Write},
		{Name: "port_out", Description: "Start number porting to another carrier.", SideEffect: toolspec.Write},
		{Name: "cdr_list", Description: "Itemized call records of a month."},
		{Name: "relocate_line", Description: "Relocation of a broadband line to a new flat.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"把奖品寄给他", "prize_ship"},
		{"给这位会员发点奖励", "bonus_points"},
		{"我有一个兑换码", "code_apply"},
		{"寄几块样品过来", "sample_req"},
		{"我要携号转网", "port_out"},
		{"上个月的通话详单", "cdr_list"},
		{"下个月搬家，宽带怎么办", "relocate_line"},
	})
}
