package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryBillingWords: the everyday words of charges and accounts —
// charges taken (扣费), overdrafts (透支), costs shared out (分摊),
// spending over budget (超支), a ticket opened again (重开) — find the
// tools described in English.
func TestGlossaryBillingWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fee_lines", Description: "Charges deducted from an account, one line each."},
		{Name: "od_limit", Description: "The overdraft limit of an account."},
		{Name: "cost_split", Description: "Allocate a shared cost across departments.", SideEffect: toolspec.Write},
		{Name: "budget_watch", Description: "Budgets that overspend, with the overrun."},
		{Name: "ticket_reopen", Description: "Reopen a closed ticket.", SideEffect: toolspec.Write},
		{Name: "ticket_new", Description: "Open a new ticket.", SideEffect: toolspec.Write},
		{Name: "account_card", Description: "Owner, branch and balance of an account."},
	}
	checkSelects(t, cat, []selectCase{
		{"这个月扣费了哪几笔", "fee_lines"},
		{"我能透支多少", "od_limit"},
		{"这笔钱大家分摊", "cost_split"},
		{"哪些项目超支了", "budget_watch"},
		{"那张工单帮我重开", "ticket_reopen"},
		{"账户余额还有多少", "account_card"},
	})
}

// TestGlossaryParcelsGoneWrong: a parcel short of an item (漏发), turned
// away at the door (拒收), still on the road (运输中) or to be sent
// again (补寄) finds the tool for it, and a plain question about where a
// parcel is stays on tracking.
func TestGlossaryParcelsGoneWrong(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "short_claim", Description: "Report an item missing from a delivered order.", SideEffect: toolspec.Write},
		{Name: "refusal_mark", Description: "Mark a parcel as refused by the recipient.", SideEffect: toolspec.Write},
		{Name: "transit_board", Description: "Parcels in transit, by route."},
		{Name: "reship_item", Description: "Reship a replacement for a lost item.", SideEffect: toolspec.Write},
		{Name: "parcel_track", Description: "Track a parcel: where it is and its last scan."},
	}
	checkSelects(t, cat, []selectCase{
		{"这单漏发了一件", "short_claim"},
		{"客户拒收了", "refusal_mark"},
		{"还在运输中的有哪些", "transit_board"},
		{"给他补寄一个", "reship_item"},
		{"跟踪一下这个包裹", "parcel_track"},
	})
}
