package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanArgsNoAllBesideALookup leaves a filter's unstated "all" out of a
// call that looks one record up by its identifier, and keeps it for a
// call that lists records by another thing's identifier.
func TestPlanArgsNoAllBesideALookup(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "list_workshops", Description: "List craft workshops with dates, level and places left.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"workshop_id":{"type":"string","pattern":"^WS-[0-9]{4}$","description":"One workshop."},"teacher_id":{"type":"string","pattern":"^TC-[0-9]{3}$","description":"Workshops one teacher runs."},"level":{"type":"string","enum":["beginner","advanced","all"]}`, ``)},
	}
	e := newEngine(t)
	for _, tc := range []struct {
		goal string
		want map[string]any
	}{
		{"Are there places left in workshop WS-2041?", map[string]any{"workshop_id": "WS-2041"}},
		{"List the craft workshops teacher TC-118 runs", map[string]any{"teacher_id": "TC-118", "level": "all"}},
	} {
		_, p := planOver(t, e, tc.goal, cat)
		if got := argsOf(p, "list_workshops"); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: args = %v, want %v", tc.goal, got, tc.want)
		}
	}
}
