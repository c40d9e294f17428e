package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// billCatalog is a front desk's bills: a settlement booked against a
// bill, a bill read back, and a cover request lodged with an insurer.
func billCatalog() []toolspec.Spec {
	bill := `"bill_no":{"type":"string","pattern":"^BL-[0-9]{6}$","description":"Bill number, e.g. BL-000123."}`
	return []toolspec.Spec{
		{Name: "book_bill_settlement", Description: "Book a payment against a bill: amount, method (card, cash, transfer).", SideEffect: toolspec.Write,
			Parameters: objectSchema(bill+`,"amount":{"type":"number"},"method":{"type":"string","enum":["card","cash","transfer"]}`, `"bill_no","amount"`)},
		{Name: "read_bill", Description: "Read one bill: lines, total, paid and balance due.", SideEffect: toolspec.Read, Parameters: objectSchema(bill, `"bill_no"`)},
		{Name: "lodge_cover_request", Description: "Submit an insurance claim (保险理赔) for a bill to the insurer.", SideEffect: toolspec.Write,
			Parameters: objectSchema(bill+`,"insurer":{"type":"string"}`, `"bill_no"`)},
	}
}

// TestThenAfterHappenedIsAStep: a part that tells what happened (刷卡付了
// 2,400) before a part that opens with 然后 is a step the sequence asks
// for, not only the case of the next request; a look after 然后 looks at
// what the part tells.
func TestThenAfterHappenedIsAStep(t *testing.T) {
	checkPlans(t, billCatalog(), []planCase{
		{"then after a told payment", "BL-260609 客户刷卡付了 2,400，然后帮他提交保险理赔", []string{"book_bill_settlement", "lodge_cover_request"}},
		{"told case, no sequence", "BL-260609 客户刷卡付了 2,400，帮他提交保险理赔", []string{"lodge_cover_request"}},
	})
	checkPlans(t, ledgerCatalog(), []planCase{
		{"then a look after a told payment", "客户 AC-30021 昨天已经付了 800 元，然后帮我查一下余额", []string{"show_ledger_account"}},
	})
}

// ledgerCatalog is an account ledger: a payment noted on an account, the
// account read back, a charge disputed and a receipt mailed.
func ledgerCatalog() []toolspec.Spec {
	acct := `"account":{"type":"string"}`
	return []toolspec.Spec{
		{Name: "note_ledger_payment", Description: "Record a payment a customer made on an account.", SideEffect: toolspec.Write,
			Parameters: objectSchema(acct+`,"amount":{"type":"number"}`, `"account","amount"`)},
		{Name: "show_ledger_account", Description: "Get an account's balance and recent payments.", SideEffect: toolspec.Read, Parameters: objectSchema(acct, `"account"`)},
		{Name: "contest_ledger_charge", Description: "Open a dispute on a card charge.", SideEffect: toolspec.Write,
			Parameters: objectSchema(acct+`,"amount":{"type":"number"}`, `"account"`)},
		{Name: "mail_ledger_receipt", Description: "Email a receipt to the customer.", SideEffect: toolspec.Write, Parameters: objectSchema(acct, `"account"`)},
	}
}
