package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// parcelCatalog is a courier desk's tools: one parcel looked up, listed,
// shipped or held, and a van booked.
func parcelCatalog() []toolspec.Spec {
	id := objectSchema(`"parcel_id":{"type":"string","pattern":"^PCL-[0-9]{4}$","description":"Parcel number."}`, `"parcel_id"`)
	depot := objectSchema(`"depot":{"type":"string","description":"Depot name."}`, ``)
	return []toolspec.Spec{
		{Name: "get_parcel", Description: "One parcel: contents, weight, depot and status.", SideEffect: toolspec.Read, Parameters: id},
		{Name: "list_parcels", Description: "Parcels waiting at a depot.", SideEffect: toolspec.Read, Parameters: depot},
		{Name: "dispatch_parcel", Description: "Dispatch a parcel that is still waiting in the warehouse to its recipient.", SideEffect: toolspec.Write, Parameters: id},
		{Name: "hold_parcel", Description: "Hold a parcel at its depot.", SideEffect: toolspec.Write, Parameters: id},
		{Name: "book_van", Description: "Book a van for a depot.", SideEffect: toolspec.Write, Parameters: depot},
	}
}

// TestToldStateAsksNoWrite: a sentence that only tells how the object
// asked about stands ("It's been in the warehouse for two days") gives
// the question its reason; it asks for no write, though its words are
// the write's.
func TestToldStateAsksNoWrite(t *testing.T) {
	e := newEngine(t)
	cat := parcelCatalog()
	tests := []struct {
		goal string
		want []string
	}{
		{"Can PCL-1002 still be dispatched? It's been waiting in the warehouse for two days", []string{"get_parcel"}},
		{"PCL-1002 还能发出吗？它已经在仓库里等了两天了", []string{"get_parcel"}},
		{"Can PCL-1002 still be dispatched? It's been waiting in the warehouse, dispatch it now", []string{"get_parcel", "dispatch_parcel"}},
	}
	for _, tc := range tests {
		got := planTools(t, e, tc.goal, cat)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}

// TestToldStateAsksOnInOtherWords: a telling followed by a clause that
// asks the write in words other than its name still asks the write.
func TestToldStateAsksOnInOtherWords(t *testing.T) {
	id := objectSchema(`"order_id":{"type":"string","pattern":"^ORD-[0-9]+$","description":"Order number."}`, `"order_id"`)
	to := objectSchema(`"order_id":{"type":"string","pattern":"^ORD-[0-9]+$","description":"Order number."},"city":{"type":"string","description":"Destination city."}`, `"order_id","city"`)
	cat := []toolspec.Spec{
		{Name: "ship_order", Description: "Ship an order to a destination city.", SideEffect: toolspec.Write, Parameters: to},
		{Name: "replace_order", Description: "Send a replacement for a broken or faulty order item.", SideEffect: toolspec.Write, Parameters: id},
		{Name: "cancel_sales_order", Description: "Cancel an order.", SideEffect: toolspec.Write, Parameters: id},
		{Name: "get_courier_location", Description: "Where the courier carrying an order is now, who the courier is, and the expected arrival time.", SideEffect: toolspec.Read, Parameters: id},
	}
	goal := "That's the wrong item in ORD-1; it should be swapped for a new one"
	if got := planTools(t, newEngine(t), goal, cat); !slices.Equal(got, []string{"replace_order"}) {
		t.Errorf("%q: tools %v, want [replace_order]", goal, got)
	}
	for _, text := range []string{"It's a gift for my mother, send ORD-1 to Shanghai", "它是礼物，寄到上海"} {
		if toldState(text, &cat[1]) {
			t.Errorf("toldState(%q) = true, want false: its second clause asks", text)
		}
	}
}
