package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsStartingWeekday starts a write on the coming weekday the
// goal says it starts on, where a look-up reads since the latest one.
func TestFillArgsStartingWeekday(t *testing.T) {
	const (
		addon = `{"type":"object","properties":{"number":{"type":"string","pattern":"^1[0-9]{10}$"},"start_date":{"type":"string","format":"date","description":"Start date."}}}`
		list  = `{"type":"object","properties":{"from_date":{"type":"string","format":"date"},"to_date":{"type":"string","format":"date"}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		side               toolspec.SideEffect
		want               map[string]any
	}{
		{"a write starting a weekday", "Add the day pass to 19857124408 starting Saturday", addon, toolspec.Write, map[string]any{"number": "19857124408", "start_date": "2025-03-15"}},
		{"a write 从 a weekday 开始", "19857124408 从周六开始加一个日包", addon, toolspec.Write, map[string]any{"number": "19857124408", "start_date": "2025-03-15"}},
		// must leave alone
		{"a look-up starting a weekday", "show the invoices starting Saturday", list, toolspec.Read, map[string]any{"from_date": "2025-03-08", "to_date": "2025-03-10"}},
		{"a write since a weekday", "Add the day pass to 19857124408 since Saturday", addon, toolspec.Write, map[string]any{"number": "19857124408", "start_date": "2025-03-08"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _, _ := fillSpec(t, e, tc.goal, &toolspec.Spec{Name: "t", SideEffect: tc.side, Parameters: json.RawMessage(tc.params)})
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
