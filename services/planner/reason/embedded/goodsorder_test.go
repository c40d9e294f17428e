package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// kitchenCatalog is a canteen's tools: its pantry stock, its table
// bookings, and the orders it places with its suppliers.
func kitchenCatalog() []toolspec.Spec {
	item := `"item_code":{"type":"string","pattern":"^IT-[0-9]{4}$","description":"Pantry item code."}`
	return []toolspec.Spec{
		{Name: "check_pantry_stock", Description: "Check how much of a pantry item is left and its reorder level.", SideEffect: toolspec.Read,
			Parameters: objectSchema(item, ``)},
		{Name: "list_table_bookings", Description: "List the canteen's table bookings on a day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"date":{"type":"string","format":"date"}`, ``)},
		{Name: "book_canteen_table", Description: "Book a table in the canteen for a group.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"date":{"type":"string","format":"date"},"seats":{"type":"integer"}`, `"date","seats"`)},
		{Name: "place_pantry_order", Description: "Place an order for a pantry item with its supplier.", SideEffect: toolspec.Write,
			Parameters: objectSchema(item+`,"quantity":{"type":"integer"},"unit":{"type":"string","enum":["bag","box","case"]}`, `"item_code","quantity"`)},
	}
}

// TestGoodsCountOrders: 订 before a count of packed goods orders them,
// though 订 alone glosses as booking; 订 before seats or a table keeps
// booking.
func TestGoodsCountOrders(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"面粉 IT-0042 订15袋，周三前到", []string{"place_pantry_order"}},
		{"看一下 IT-0042 的库存，要是不够了就订6箱", []string{"check_pantry_stock", "place_pantry_order"}},
		{"IT-0042 订 3 case", []string{"place_pantry_order"}},
	} {
		if got := planTools(t, e, tc.goal, kitchenCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"订30箱", true},
		{"订购 12 boxes", true},
		// Leave alone: seats, rooms and tickets are booked.
		{"订两张票", false},
		{"明天中午订一桌，8个人", false},
		{"订个位子", false},
	} {
		if got := goodsOrderWords(tc.text) != ""; got != tc.want {
			t.Errorf("goodsOrderWords(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
