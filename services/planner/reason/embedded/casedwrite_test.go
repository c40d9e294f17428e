package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestStatedCaseKeepsItsWrite: parts that only state the case (the
// shipment arrived today, all of it) before a request for a write keep
// that write, though the stated arrival makes the goal's words favour the
// read of the same thing.
func TestStatedCaseKeepsItsWrite(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"shipment_no":{"type":"string","pattern":"^SH[0-9]{8}$","description":"Shipment number, e.g. SH25110342."}},"required":["shipment_no"]}`)
	cat := []toolspec.Spec{
		{Name: "get_inbound", Description: "One inbound shipment by number: sender, lines, status and expected arrival.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "receive_inbound", Description: "Record the goods receipt of an inbound shipment at the depot: complete or partial.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "refuse_inbound", Description: "Refuse an inbound shipment at the gate; the sender is told.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "list_docks", Description: "Loading docks of the depot and their bookings.", SideEffect: toolspec.Read},
	}
	checkPlans(t, cat, []planCase{
		{"a stated case", "SH25110988 今天到货了，全部收齐，帮我做一下收货", []string{"receive_inbound"}},
		{"a look asked for", "SH25110988 今天到货了，只看一下它的明细", []string{"get_inbound"}},
	})
}
