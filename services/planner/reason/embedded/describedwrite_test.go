package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// supplyOrderTools are a co-op's depot orders: a list of them and the
// write that places one, named create_… but described by its own verb.
func supplyOrderTools() []toolspec.Spec {
	member := `"member_id":{"type":"string","pattern":"^M[0-9]{5}$"}`
	return []toolspec.Spec{
		{Name: "list_depot_orders", Description: "List members' depot orders. Dates filter on the order date.", SideEffect: toolspec.Read,
			Parameters: objectSchema(member+`,"from":{"type":"string","format":"date"}`, ``)},
		{Name: "create_depot_order", Description: "Place a depot order for a member, picked up at the depot.", SideEffect: toolspec.Write,
			Parameters: objectSchema(member+`,"pickup_date":{"type":"string","format":"date"}`, `"member_id"`)},
		{Name: "show_grower_balance", Description: "A member's balance, loans and dividends.", SideEffect: toolspec.Read,
			Parameters: objectSchema(member, `"member_id"`)},
	}
}

// TestPlanWriteNamedByDescribedVerb: a Chinese request whose verb glosses
// the verb a write's description opens with (下单 for "Place an order …")
// asks for that write, even when its name holds another verb (create_…).
// A request to look at the orders keeps the read.
func TestPlanWriteNamedByDescribedVerb(t *testing.T) {
	for _, tc := range []struct{ goal, want string }{
		{"给王建国（M01034）下单，周五来领", "create_depot_order"},
		{"查一下王建国（M01034）的订单", "list_depot_orders"},
	} {
		if got := planTools(t, newEngine(t), tc.goal, supplyOrderTools()); !slices.Equal(got, []string{tc.want}) {
			t.Errorf("%s: tools %v, want [%s]", tc.goal, got, tc.want)
		}
	}
}
