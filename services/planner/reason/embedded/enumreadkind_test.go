package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanReadKindTypeGloss: a read's parameter named for a kind of thing
// (event_type) takes the value a Chinese word of the goal names through
// the glossary, but not when that word is what the read's tool finds.
func TestPlanReadKindTypeGloss(t *testing.T) {
	const (
		events = `{"type":"object","properties":{"event_type":{"type":"string","enum":["wedding","gala","birthday","other"]}}}`
		works  = `{"type":"object","properties":{"work_type":{"type":"string","enum":["inspection","repair","cleaning"]}}}`
		perms  = `{"type":"object","properties":{"pass_type":{"type":"string","enum":["resident","visitor"]}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, tool, params string
		want                     map[string]any
	}{
		{"a kind of event", "下周有哪些婚礼？", "lookup_bookings", events, map[string]any{"event_type": "wedding"}},
		// must leave alone: the word names what the read finds
		{"the read's own object", "查一下 V10 去年的维修记录", "get_maintenance_log", works, map[string]any{}},
		{"the read's own object's stem", "沪A12345 的居民通行证过期了吗？", "list_residential_passes", perms, map[string]any{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cat := []toolspec.Spec{{Name: tc.tool, Description: "Find records.", Parameters: json.RawMessage(tc.params), SideEffect: toolspec.Read}}
			st := planGiven(t, e, tc.goal, cat)
			if !reflect.DeepEqual(st.Args, tc.want) || len(st.Missing) > 0 {
				t.Errorf("args = %#v, missing %v, want %#v", st.Args, st.Missing, tc.want)
			}
		})
	}
}
