package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// diningTools are a restaurant's tables: a read of who sits where and a
// write that puts a party at a table, whose words score below the read's.
func diningTools() []toolspec.Spec {
	shop := `"shop_id":{"type":"string","pattern":"^RS-[0-9]{4}$"}`
	return []toolspec.Spec{
		{Name: "get_table_seating", Description: "Table seating of a restaurant: each table, its seats and the party seated at each table and seat.", SideEffect: toolspec.Read,
			Parameters: objectSchema(shop+`,"table":{"type":"integer"},"seat":{"type":"integer"}`, `"shop_id"`)},
		{Name: "put_party", Description: "Take a walk-in party in.", SideEffect: toolspec.Write,
			Parameters: objectSchema(shop+`,"party":{"type":"string"},"table":{"type":"integer"},"seat":{"type":"integer"}`, `"shop_id","table"`)},
		{Name: "dish_prices", Description: "Dishes of the menu with prices.", SideEffect: toolspec.Read,
			Parameters: objectSchema(shop, `"shop_id"`)},
		{Name: "cooks_on_shift", Description: "Waiters and cooks on shift today.", SideEffect: toolspec.Read,
			Parameters: objectSchema(shop, `"shop_id"`)},
		{Name: "buy_ingredients", Description: "Order ingredients from a supplier.", SideEffect: toolspec.Write,
			Parameters: objectSchema(shop+`,"item":{"type":"string"}`, `"shop_id"`)},
	}
}

// TestPlanPlacedWrite: 把 X 安排到/放到 a place is a request to put X
// there, which a read of where things lie leaves undone; asked where X
// was put, the read still answers.
func TestPlanPlacedWrite(t *testing.T) {
	for goal, want := range map[string]string{
		"RS-2031 把王先生一家安排到8号桌2号座位": "put_party",
		"RS-2031 把王先生一家放到8号桌2号座位":  "put_party",
		"RS-2031 8号桌2号座位坐的是哪一家？":   "get_table_seating",
	} {
		if got := planTools(t, newEngine(t), goal, diningTools()); !slices.Equal(got, []string{want}) {
			t.Errorf("%s: tools %v, want [%s]", goal, got, want)
		}
	}
}
