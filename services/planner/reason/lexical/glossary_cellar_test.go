package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryCellarWords: the words of making and keeping things in
// vessels find the tools described in English — fermenting, recipes at a
// pilot stage, barrels, cooling, goods received whole, tests, holds
// and a rota — while a near request for none of them stays with its own
// tool.
func TestGlossaryCellarWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "vat_batches", Description: "Batches in the vats with their status: fermenting, conditioning or done."},
		{Name: "formula_book", Description: "Search the formula book by product, stage (pilot, live) and flavour."},
		{Name: "barrel_tracker", Description: "Where each barrel or drum is and whether it came back in good condition."},
		{Name: "chiller_setpoint", Description: "Set the cooling setpoint of a chiller.", SideEffect: toolspec.Write},
		{Name: "book_in_goods", Description: "Book in goods that arrived against an order and mark them received.", SideEffect: toolspec.Write},
		{Name: "lab_tests", Description: "Lab test results of a sample: pass or fail."},
		{Name: "lot_hold", Description: "Put a lot on hold or release it.", SideEffect: toolspec.Write},
		{Name: "duty_return", Description: "Excise duty owed for a month."},
		{Name: "staff_rota", Description: "The rota: who works when."},
		{Name: "supplier_list", Description: "Suppliers with their contact person and phone."},
	}
	tests := []selectCase{
		{"哪几缸还在发酵", "vat_batches"},
		{"找一个还在试产阶段的配方", "formula_book"},
		{"上周拿走的那几个桶在哪", "barrel_tracker"},
		{"二号机开始冷却", "chiller_setpoint"},
		{"昨天的货收齐了", "book_in_goods"},
		{"那个样品的检测结果", "lab_tests"},
		{"这一批先扣留", "lot_hold"},
		{"上个月要交多少消费税", "duty_return"},
		{"下周仓库谁上班", "staff_rota"},
		{"供应商的联系人电话", "supplier_list"},
	}
	checkSelects(t, cat, tests)
}
