package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// fineCatalog is a parking office's tools: fines voided and read, charges
// read and refunded, a charger's run stopped and read.
func fineCatalog() []toolspec.Spec {
	fine := `"fine_no":{"type":"string","pattern":"^FN[0-9]{8}$","description":"Fine number, e.g. FN25059881."}`
	charge := `"charge_no":{"type":"string","pattern":"^CH-[0-9]{7}$","description":"Charge number, e.g. CH-2506001."}`
	run := `"run_id":{"type":"string","pattern":"^RUN-[0-9]{8}$","description":"Charging run, e.g. RUN-25091000."}`
	return []toolspec.Spec{
		{Name: "void_fine", Description: "Void a parking fine issued in error: the fine is voided and the driver owes nothing for it.", SideEffect: toolspec.Write, Parameters: objectSchema(fine+`,"reason":{"type":"string"}`, `"fine_no"`)},
		{Name: "get_fine", Description: "Read a parking fine: amount, plate, status and appeal.", SideEffect: toolspec.Read, Parameters: objectSchema(fine, `"fine_no"`)},
		{Name: "get_charge", Description: "Read a charge a driver paid: amount, method, date and what it paid for, the yuan paid.", SideEffect: toolspec.Read, Parameters: objectSchema(charge, `"charge_no"`)},
		{Name: "refund_paid_fee", Description: "Return money of a payment.", SideEffect: toolspec.Write, Parameters: objectSchema(charge+`,"amount_cny":{"type":"number"}`, `"charge_no"`)},
		{Name: "get_charging_run", Description: "Read a charging run: station, connector, energy, start and stop time, whether the car is full.", SideEffect: toolspec.Read, Parameters: objectSchema(run, `"run_id"`)},
		{Name: "remote_halt_run", Description: "Stop a charging run remotely.", SideEffect: toolspec.Write, Parameters: objectSchema(run, `"run_id"`)},
	}
}

// TestPartOpeningWithItsWriteIsAStep: "…and refund the 200 yuan" opens
// with the verb its own write is named after, which the goal's write is
// not: it is a step of its own, though its words score a read of the
// charge as high.
func TestPartOpeningWithItsWriteIsAStep(t *testing.T) {
	checkPlans(t, fineCatalog(), []planCase{
		{"two writes", "Void fine FN25059881 as issued in error and refund the 200 yuan the driver already paid on CH-2506001", []string{"void_fine", "refund_paid_fee"}},
		{"one write", "Void fine FN25059881 as issued in error", []string{"void_fine"}},
		{"the write and a look", "Void fine FN25059881 and show me charge CH-2506001", []string{"void_fine", "get_charge"}},
	})
}
