package embedded

import (
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanArgsNamedInValue sets the value a description says another
// parameter names when the goal fills that parameter, and leaves the
// all of a goal that names none.
func TestPlanArgsNamedInValue(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "page_guests", Description: "Page hotel guests with a message.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"message":{"type":"string"},"target":{"type":"string","enum":["all","room","suite"],"description":"room = one room, named in room_code; suite = the suites."},"room_code":{"type":"string","pattern":"^R[0-9]{3}$"}`, `"message"`)},
	}
	e := newEngine(t)
	for _, tc := range []struct {
		goal, key string
		want      any
	}{
		{"Page the guests in R204: the pool is closed tonight", "target", "room"},
		{"Page the guests: the pool is closed tonight", "target", "all"},
	} {
		_, p := planOver(t, e, tc.goal, cat)
		got := argsOf(p, "page_guests")
		if !reflect.DeepEqual(got[tc.key], tc.want) {
			t.Errorf("%q: args = %v, want %s=%v", tc.goal, got, tc.key, tc.want)
		}
	}
}
