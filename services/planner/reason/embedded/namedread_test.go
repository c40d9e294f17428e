package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanForbiddenWriteNamedRead looks up the object a forbidden write
// acts on through the one read of that object that takes its identifier,
// though the need's words score that read nothing.
func TestPlanForbiddenWriteNamedRead(t *testing.T) {
	id := `"booking_no":{"type":"string","pattern":"^BK[0-9]{7}$","description":"Booking number."}`
	cat := []toolspec.Spec{
		{Name: "cancel_guest_booking", Description: "Cancel a booking; the guest is told.", SideEffect: toolspec.Write, Parameters: objectSchema(id, `"booking_no"`)},
		{Name: "admit_guest", Description: "Check in the guest of a booking on arrival.", SideEffect: toolspec.Write, Parameters: objectSchema(id, `"booking_no"`)},
		{Name: "fetch_booking", Description: "One booking by its number: room, rate, status.", SideEffect: toolspec.Read, Parameters: objectSchema(id, `"booking_no"`)},
		{Name: "search_bookings", Description: "Find bookings by guest name and arrival dates.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"guest_name":{"type":"string"},"arrival_from":{"type":"string","format":"date"}`, ``)},
	}
	checkPlans(t, cat, []planCase{
		{"forbidden, then asked", "Don't cancel BK1234567 yet — just tell me when the guest is arriving", []string{"fetch_booking"}},
	})
}
