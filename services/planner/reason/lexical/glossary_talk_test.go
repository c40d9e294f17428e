package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryCallsAndGroups: missed calls (未接), calling back (回拨),
// the contacts book (通讯录), group chats (群聊) and a free slot (空档)
// find the tools described in English.
func TestGlossaryCallsAndGroups(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "calls_missed", Description: "Calls that went unanswered today."},
		{Name: "ring_back", Description: "Call back a number.", SideEffect: toolspec.Write},
		{Name: "people_book", Description: "Search the company directory."},
		{Name: "chat_new", Description: "Create a group chat with some members.", SideEffect: toolspec.Write},
		{Name: "slot_finder", Description: "Find a free slot in a calendar."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"今天有几个未接", "calls_missed"},
		{"给他回拨过去", "ring_back"},
		{"在通讯录里找一下老李", "people_book"},
		{"拉个群聊把他们几个拉进来", "chat_new"},
		{"下午还有空档吗", "slot_finder"},
	})
}

// TestGlossaryShopAndUpkeepWords: goods in stock (现货), sale prices
// (特价), clearance (清仓), a leaking pipe (漏水), a tripped breaker
// (跳闸) and margins (毛利) find the tools described in English; a
// plain price question stays on the price list.
func TestGlossaryShopAndUpkeepWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "on_hand", Description: "Items in stock at a store right now."},
		{Name: "deal_list", Description: "This week's special offers."},
		{Name: "sale_end", Description: "Clearance of discontinued lines.", SideEffect: toolspec.Write},
		{Name: "leak_call", Description: "Report a leak in a flat.", SideEffect: toolspec.Write},
		{Name: "breaker_reset", Description: "Reset a tripped breaker remotely.", SideEffect: toolspec.Write},
		{Name: "margin_view", Description: "Gross margin per product line."},
		{Name: "price_list", Description: "Prices of every item."},
	}
	checkSelects(t, cat, []selectCase{
		{"这款有现货吗", "on_hand"},
		{"这周有什么特价", "deal_list"},
		{"老款清仓", "sale_end"},
		{"厨房漏水了", "leak_call"},
		{"又跳闸了", "breaker_reset"},
		{"上个月毛利率", "margin_view"},
		{"这个多少钱", "price_list"},
	})
}
