package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsToolObjectNamesNoValue reads no enum value from a word the
// tool's description and its other parameters use for what the tool
// lists: "every hold" for a tool of parcel holds names the holds, not the
// value customs_hold. A value's last word they do not use still names it.
func TestFillArgsToolObjectNamesNoValue(t *testing.T) {
	const params = `{"type":"object","properties":{"reason":{"type":"string","enum":["customs_hold","address_issue","damaged_box"],"description":"Why it is held."},"parcel":{"type":"string","pattern":"^P[0-9]{3}$"},"min_hours":{"type":"integer","description":"Only holds at least this long."}}}`
	e := newEngine(t)
	spec := &toolspec.Spec{Name: "list_parcel_events", Description: "Parcel holds recorded at the depot, with their reason and length.", Parameters: json.RawMessage(params)}
	for _, tc := range []struct {
		name, goal string
		want       map[string]any
	}{
		{"the tool's object", "List every hold on P123 longer than a day", map[string]any{"parcel": "P123"}},
		{"a value's own word", "List the address issues on P123", map[string]any{"parcel": "P123", "reason": "address_issue"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, _ := fillSpec(t, e, tc.goal, spec)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
