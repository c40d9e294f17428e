package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanToldEventIsTheRequestsCase: an English sentence that only tells
// what happened is the case the next sentence's request acts on, even
// when that request points back at it ("for it"): one step, dated by the
// event, and no step of its own for the told event.
func TestPlanToldEventIsTheRequestsCase(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "open_damage_case", Description: "Open a damage case on a car rental booking.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"booking_id":{"type":"string","pattern":"^BK-[0-9]{5}$"},"damage_date":{"type":"string","format":"date","description":"Day the damage happened."}`, `"booking_id"`)},
		{Name: "quote_windshield_repair", Description: "Price to repair a cracked or chipped windshield.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"car_model":{"type":"string"}`, ``)},
	}
	e := newEngine(t)
	_, p := planOver(t, e, "A branch fell on the car last Friday and cracked the windshield. Booking BK-20411 — open a damage case for it.", cat)
	if tools, want := toolsOf(p), []string{"open_damage_case"}; !reflect.DeepEqual(tools, want) {
		t.Fatalf("tools %v, want %v", tools, want)
	}
	if got, want := argsOf(p, "open_damage_case"), map[string]any{"booking_id": "BK-20411", "damage_date": "2025-03-07"}; !reflect.DeepEqual(got, want) {
		t.Errorf("args %v, want %v", got, want)
	}
}
