package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryFoodService: the everyday words of a kitchen and its
// orders — takeaway (外卖), ingredients (食材), the kitchen (后厨) —
// find the tools described in English; a sentence that only shares a
// character with them, or asks for something no tool here does, finds
// none of them.
func TestGlossaryFoodService(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "outlet_orders", Description: "Orders of one outlet by channel (dine in, takeaway, delivery) and day."},
		{Name: "pantry_low", Description: "Ingredients of an outlet that will run out within N days."},
		{Name: "line_tickets", Description: "Tickets on the kitchen display of an outlet, by station; overdue ones flagged."},
		{Name: "dish_search", Description: "Dishes of the menu by name, price or dietary tag."},
		{Name: "void_ticket", Description: "Void one kitchen ticket.", SideEffect: toolspec.Write},
	}
	tests := []selectCase{
		// the words the glossary now reads
		{"东门店昨天的外卖单有多少", "outlet_orders"},
		{"东门店哪些食材快用完了", "pantry_low"},
		{"东门店后厨有哪些超时的单", "line_tickets"},
		// what it must leave alone
		{"外面下雨了吗", ""},
		{"食堂几点开门", ""},
		{"你们后台密码是多少", ""},
		{"外卖员的工资怎么算", ""},
	}
	checkSelects(t, cat, tests)
}
