package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// truckCatalog is a fleet desk's tools; swapRequired is what its route
// swap requires.
func truckCatalog(swapRequired string) []toolspec.Spec {
	truck := `"truck_no":{"type":"string","pattern":"^TR-[0-9]{4}$","description":"Truck plate number, e.g. TR-1000."}`
	route := `"route_no":{"type":"string","pattern":"^R[0-9]{3}$","description":"Route number, e.g. R100."},"date":{"type":"string","format":"date"}`
	return []toolspec.Spec{
		{Name: "report_truck_fault", Description: "Report a fault (故障) found on a truck to the workshop, with how urgent it is.", SideEffect: toolspec.Write,
			Parameters: objectSchema(truck+`,"urgency":{"type":"string","enum":["low","high","grounded"]},"description":{"type":"string"}`, `"truck_no"`)},
		{Name: "swap_route_truck", Description: "Swap (换) the truck that runs a route on a day for another truck.", SideEffect: toolspec.Write,
			Parameters: objectSchema(route+`,"new_truck_no":{"type":"string","pattern":"^TR-[0-9]{4}$","description":"Truck to run the route instead."}`, swapRequired)},
		{Name: "get_truck_status", Description: "Status of one truck: where it is, its load and its open faults.", SideEffect: toolspec.Read, Parameters: objectSchema(truck, `"truck_no"`)},
		{Name: "list_route_stops", Description: "Stops of a route on a day, in order.", SideEffect: toolspec.Read, Parameters: objectSchema(route, `"route_no"`)},
		{Name: "book_workshop_slot", Description: "Book a workshop slot for a truck's service.", SideEffect: toolspec.Write, Parameters: objectSchema(truck, `"truck_no"`)},
	}
}

// TestPartWithItsWriteStatedStaysAStep: a part whose own write is its
// clear best, and whose required arguments it states in full, names an
// action of its own beside the goal's write, though its few words score
// under the threshold; a part whose write lacks them, or requires none,
// details the goal's.
func TestPartWithItsWriteStatedStaysAStep(t *testing.T) {
	checkPlans(t, truckCatalog(`"route_no","new_truck_no"`), []planCase{
		{"all stated", "TR-1234 刹车有异响，报一个故障，明天的 R101 换 TR-5678 执行", []string{"report_truck_fault", "swap_route_truck"}},
		{"its arguments unsaid", "TR-1234 刹车有异响，报一个故障，明天换台车执行", []string{"report_truck_fault"}},
	})
	checkPlans(t, truckCatalog(``), []planCase{
		{"none required", "TR-1234 刹车有异响，报一个故障，明天换台车执行", []string{"report_truck_fault"}},
	})
}
