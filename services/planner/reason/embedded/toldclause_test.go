package embedded

import (
	"context"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestRespectIDToldClause chooses no write by the identifier of a
// Chinese clause that tells what happened to the object (碰坏了两箱
// K100200) ahead of the clause that asks for the action: the identifier
// is that action's object, not a request of its own.
func TestRespectIDToldClause(t *testing.T) {
	item := objectSchema(`"sku":{"type":"string","pattern":"^K[0-9]{6}$","description":"Item code."},"quantity":{"type":"integer"}`, `"sku"`)
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "get_item", Description: "One item by code: name, pack size, price.", SideEffect: toolspec.Read, Parameters: item},
		{Name: "set_item_price", Description: "Set a new shelf price for one item.", SideEffect: toolspec.Write, Parameters: item},
		{Name: "report_loss", Description: "Report a stock loss: theft, breakage or expiry.", SideEffect: toolspec.Write, Parameters: item},
	} {
		byName[s.Name] = &s
	}
	scores := []task.Score{{Tool: "set_item_price", Score: 0.09}, {Tool: "report_loss", Score: 0.03}, {Tool: "get_item", Score: 0.02}}
	const goal = "搬运时碰坏了两箱 K100200，帮忙报损一下"
	tests := []struct{ name, text, want string }{
		{"a told clause", "搬运时碰坏了两箱 K100200", ""},
		{"an asked clause", "把 K100200 改一下", "set_item_price"},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := task.Subtask{}
			e.respectID(context.Background(), nil, &st, tc.text, goal, scores, byName)
			if st.Tool != tc.want {
				t.Errorf("respectID(%q) = %q, want %q", tc.text, st.Tool, tc.want)
			}
		})
	}
}
