package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestLookAtActedObject: a look that an action on the same identifier
// waits on ("check PCL-1002's status; if it hasn't left, hold it") looks
// at the object the action acts on, though another read the identifier
// opens names the status.
func TestLookAtActedObject(t *testing.T) {
	e := newEngine(t)
	id := objectSchema(`"parcel_id":{"type":"string","pattern":"^PCL-[0-9]{4}$","description":"Parcel number."}`, `"parcel_id"`)
	cat := append(parcelCatalog(),
		toolspec.Spec{Name: "get_transit_status", Description: "Transit status of a parcel on its way: van, driver, arrival time.", SideEffect: toolspec.Read, Parameters: id},
		toolspec.Spec{Name: "cancel_parcel", Description: "Cancel a parcel that has not left the depot.", SideEffect: toolspec.Write, Parameters: id})
	tests := []struct {
		goal string
		want []string
	}{
		{"Check the status of PCL-1002 first, and if it hasn't left yet, hold it", []string{"get_parcel", "hold_parcel"}},
		{"先看下 PCL-1002 的状态，如果还没发出就取消", []string{"cancel_parcel", "get_parcel"}},
	}
	for _, tc := range tests {
		got := planTools(t, e, tc.goal, cat)
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}
