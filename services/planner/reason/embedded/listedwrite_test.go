package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// hallDeskCatalog is a village hall's tools: bookings made, searched and
// decided, and goods put up for sale at its market.
func hallDeskCatalog() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "create_hall_booking", Description: "Create a hall booking that waits on a deposit and documents before it is confirmed.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"room":{"type":"string"},"date":{"type":"string","format":"date"}`, `"room","date"`)},
		{Name: "search_hall_bookings", Description: "Search hall bookings by status: waiting, confirmed or cancelled.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"status":{"type":"string","enum":["pending","confirmed","cancelled"]}`, ``)},
		{Name: "decide_hall_booking", Description: "Approve or refuse a hall booking waiting on a decision.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"booking_id":{"type":"string","pattern":"^HB-[0-9]{4}$"},"approve":{"type":"boolean"}`, `"booking_id","approve"`)},
		{Name: "list_market_item", Description: "List an item for sale at the hall market, with its price.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"item":{"type":"string"},"price":{"type":"number"}`, `"item","price"`)},
		{Name: "log_hall_rent", Description: "Record a rent payment from a tenant.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"tenant":{"type":"string"},"amount":{"type":"number"}`, `"tenant","amount"`)},
		{Name: "get_boiler_reading", Description: "Read the hall boiler's temperature and pressure.", SideEffect: toolspec.Read,
			Parameters: objectSchema(``, ``)},
		{Name: "send_member_newsletter", Description: "Send the members' newsletter by email.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"subject":{"type":"string"}`, `"subject"`)},
		{Name: "get_volunteer_rota", Description: "Show who volunteers on which day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"week":{"type":"string"}`, ``)},
	}
}

// TestListingAsksARead: a request to list things asks to be shown state;
// the write whose description shares most of its words answers nothing.
func TestListingAsksARead(t *testing.T) {
	checkPlans(t, hallDeskCatalog(), []planCase{
		{"list what waits", "List hall bookings that are waiting on a deposit and documents", []string{"search_hall_bookings"}},
	})
}

// TestListingWriteStays: a write named by the verb list (an item put up
// for sale) is what "list the bike" asks for.
func TestListingWriteStays(t *testing.T) {
	checkPlans(t, hallDeskCatalog(), []planCase{
		{"list an item for sale", "List my blue bike for sale at the market, price 80", []string{"list_market_item"}},
	})
}
