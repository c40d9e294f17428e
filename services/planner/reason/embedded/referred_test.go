package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanArgsReferredGloss reads the values of an enum whose description
// points at another tool's parameter ("as in open_fault") through the
// glosses that parameter's description gives them.
func TestPlanArgsReferredGloss(t *testing.T) {
	const kinds = `"enum":["conveyor","forklift","dock_door"]`
	cat := []toolspec.Spec{
		{Name: "open_fault", Description: "Open a fault report for warehouse equipment.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"machine":{"type":"string",`+kinds+`,"description":"conveyor (传送带), forklift (叉车), dock_door (月台门)."}`, `"machine"`)},
		{Name: "list_faults", Description: "Fault reports of warehouse equipment by machine and status.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"machine":{"type":"string",`+kinds+`,"description":"Machine, as in open_fault."},"status":{"type":"string","enum":["open","fixed"]}`, ``)},
		{Name: "list_pickers", Description: "Pickers on shift by zone.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"zone":{"type":"string","enum":["north","south"],"description":"Zone, as in list_nowhere."}`, ``)},
	}
	e := newEngine(t)
	_, p := planOver(t, e, "List fault reports of warehouse equipment: the 叉车 ones", cat)
	got := argsOf(p, "list_faults")
	if want := map[string]any{"machine": "forklift"}; !reflect.DeepEqual(got, want) {
		t.Errorf("list_faults args = %v, want %v (plan %+v)", got, want, p.Subtasks)
	}
}
