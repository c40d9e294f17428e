package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanNegatedClauseGivesItsObject: a clause saying what not to do yet
// is no need, but the object it names is the one the next need acts on.
func TestPlanNegatedClauseGivesItsObject(t *testing.T) {
	id := `"return_id":{"type":"string","pattern":"^RT-[0-9]{5}$","description":"Return number."}`
	cat := []toolspec.Spec{
		{Name: "refund_return", Description: "Refund a customer's return (退款).", SideEffect: toolspec.Write, Parameters: objectSchema(id, `"return_id"`)},
		{Name: "read_return_photos", Description: "Notes the dock wrote when the parcel came back.", SideEffect: toolspec.Read, Parameters: objectSchema(id, `"return_id"`)},
		{Name: "return_stats", Description: "Counts of returns and refunds by week and reason.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"weeks":{"type":"integer"}`, ``)},
	}
	e := newEngine(t)
	_, p := planOver(t, e, "别急着退款RT-20411，先看看检查记录是怎么写的", cat)
	if tools, want := toolsOf(p), []string{"read_return_photos"}; !slices.Equal(tools, want) {
		t.Fatalf("tools %v, want %v", tools, want)
	}
	if args := argsOf(p, "read_return_photos"); args["return_id"] != "RT-20411" {
		t.Errorf("args %v, want the return RT-20411", args)
	}
}
