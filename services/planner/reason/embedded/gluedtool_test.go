package embedded

import (
	"reflect"
	"testing"
)

// TestFillArgsGluedCodeToolNamed: digits with a letter glued on (17D)
// fill a parameter its pattern takes whole without the parameter named
// beside them when the tool's name names it — a tool that assigns berths
// takes the one berth the goal writes — but not for a tool of another
// name, nor when the goal writes two such codes.
func TestFillArgsGluedCodeToolNamed(t *testing.T) {
	const berth = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TK[0-9]{6}$"},"berth":{"type":"string","description":"Berth, row and letter, e.g. 12A.","pattern":"^[0-9]{1,2}[A-D]$"}}}`
	e := newEngine(t)
	for _, tc := range []struct {
		name, tool, goal string
		want             map[string]any
	}{
		{"the tool names it", "assign_berth", "TK300118 换到 17D", map[string]any{"ticket": "TK300118", "berth": "17D"}},
		{"in English", "assign_berth", "Move TK300118 to 17D", map[string]any{"ticket": "TK300118", "berth": "17D"}},
		{"another tool", "update_ticket", "TK300118 换到 17D", map[string]any{"ticket": "TK300118"}},
		{"two codes", "assign_berth", "TK300118 换到 17D 或 12A", map[string]any{"ticket": "TK300118"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fillNamed(t, e, tc.tool, tc.goal, berth)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
