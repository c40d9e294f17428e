package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryErrandWords: the words of getting about and of small
// errands — late trains (晚点), the last bus (末班), a longer stay (延住),
// a designated driver (代驾), illegal parking (违停), seats left (余票) —
// find the tools described in English.
func TestGlossaryErrandWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "late_board", Description: "Trains delayed right now, with minutes late."},
		{Name: "night_runs", Description: "The last departure of each line tonight."},
		{Name: "stay_more", Description: "Extend a guest's stay by some nights.", SideEffect: toolspec.Write},
		{Name: "chauffeur_call", Description: "Send a designated driver to a diner.", SideEffect: toolspec.Write},
		{Name: "bad_parking", Description: "Report illegal parking at an address.", SideEffect: toolspec.Write},
		{Name: "seat_count", Description: "Tickets left on a performance."},
	}
	checkSelects(t, cat, []selectCase{
		{"G102 晚点了吗", "late_board"},
		{"末班几点", "night_runs"},
		{"我想再延住两晚", "stay_more"},
		{"喝了酒，叫个代驾", "chauffeur_call"},
		{"门口有辆车违停", "bad_parking"},
		{"周六那场还有余票吗", "seat_count"},
	})
}

// TestGlossaryShelfAndCareWords: goods close to expiry (临期), devices
// out of warranty (过保), regular checks (定期) and comparing prices
// (比价) find the tools described in English.
func TestGlossaryShelfAndCareWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "near_expiry", Description: "Items near expiry on the shelves."},
		{Name: "warranty_gone", Description: "Devices out of warranty."},
		{Name: "recurring_checks", Description: "Recurring checks due this month."},
		{Name: "price_compare", Description: "Compare prices of an item across shops."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"货架上有哪些临期的", "near_expiry"},
		{"哪些设备已经过保", "warranty_gone"},
		{"这个月要做的定期检查", "recurring_checks"},
		{"帮我比价一下", "price_compare"},
	})
}
