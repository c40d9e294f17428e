package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanNegationKeepsToItsObject: a write the goal forbids for one
// object and asks for another ("don't cancel BK1, cancel BK2") is planned
// for the other; forbidden alone, it still gives way to the read the goal
// asks for.
func TestPlanNegationKeepsToItsObject(t *testing.T) {
	id := `"booking_no":{"type":"string","pattern":"^BK[0-9]{7}$","description":"Booking number."}`
	cat := []toolspec.Spec{
		{Name: "cancel_guest_booking", Description: "Cancel a booking; the guest is told.", SideEffect: toolspec.Write, Parameters: objectSchema(id, `"booking_no"`)},
		{Name: "fetch_booking", Description: "One booking by its number: room, rate, status.", SideEffect: toolspec.Read, Parameters: objectSchema(id, `"booking_no"`)},
		{Name: "search_bookings", Description: "Find bookings by guest name and arrival dates.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"guest_name":{"type":"string"},"arrival_from":{"type":"string","format":"date"}`, ``)},
	}
	checkPlans(t, cat, []planCase{
		{"one forbidden, the other asked", "Don't cancel BK1234567, cancel BK7654321", []string{"cancel_guest_booking"}},
		{"one forbidden, the other asked, in Chinese", "别把 BK1234567 取消，把 BK7654321 取消", []string{"cancel_guest_booking"}},
		{"asked after a dash", "Don't cancel BK1234567 — cancel BK7654321 instead", []string{"cancel_guest_booking"}},
		{"forbidden alone", "Don't cancel BK1234567, just show it to me", []string{"fetch_booking"}},
		{"forbidden alone, in Chinese", "先别取消 BK1234567，帮我看下它的状态", []string{"fetch_booking"}},
	})
}
