package embedded

import (
	"context"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFilledRead gives a need that asks about state and whose words reach
// no tool the read whose parameters its stated values fill the most of.
func TestFilledRead(t *testing.T) {
	const (
		shop  = `"shop":{"type":"string","enum":["hexi","chengdong"],"description":"Shop: hexi (河西店), chengdong (城东店)."}`
		cat   = `"category":{"type":"string","enum":["fresh","frozen"],"description":"fresh (生鲜), frozen (冷冻)."}`
		grain = `"grain":{"type":"string","enum":["hour","day","week"],"description":"One row per hour, day or week."}`
		pay   = `"method":{"type":"string","enum":["cash","card"],"description":"cash (现金), card (刷卡)."},"min_amount":{"type":"number","description":"Smallest total."}`
	)
	byName := map[string]*toolspec.Spec{}
	for _, s := range []toolspec.Spec{
		{Name: "get_shop_takings", Description: "Takings of one shop over a period.", SideEffect: toolspec.Read,
			Parameters: objectSchema(shop+`,`+cat+`,`+grain+`,"start_date":{"type":"string","format":"date"}`, `"shop"`)},
		{Name: "list_short_items", Description: "Items below their reorder point.", SideEffect: toolspec.Read,
			Parameters: objectSchema(shop+`,`+cat+`,"max_days_of_cover":{"type":"integer","description":"Only items that last at most this many days."}`, `"shop"`)},
		{Name: "find_payments", Description: "Payments at a shop.", SideEffect: toolspec.Read, Parameters: objectSchema(shop+`,`+pay, `"shop"`)},
		{Name: "set_shop_hours", Description: "Set a shop's opening hours.", SideEffect: toolspec.Write, Parameters: objectSchema(shop+`,`+cat+`,`+grain, `"shop"`)},
		{Name: "search_items", Description: "Items by words.", SideEffect: toolspec.Read, Parameters: objectSchema(`"keyword":{"type":"string"}`, ``)},
	} {
		byName[s.Name] = &s
	}
	scores := []task.Score{{Tool: "list_short_items", Score: 0.05}, {Tool: "get_shop_takings", Score: 0.04}, {Tool: "find_payments", Score: 0.04},
		{Tool: "set_shop_hours", Score: 0.03}, {Tool: "search_items", Score: 0.02}}
	tests := []struct{ name, text, want string }{
		{"filled by a show request", "上个月城东店的 takings 按周分开看看，只要冷冻", "get_shop_takings"},
		{"filled by a question", "城东店刷卡超过800块的付款有哪些", "find_payments"},
		{"one value alone", "城东店的单子有哪些", ""},
		{"a request to act", "把城东店按天改一下，只要生鲜", ""},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.text, nil)
			if err != nil {
				t.Fatal(err)
			}
			st := task.Subtask{}
			e.filledRead(context.Background(), reason.NewRun(tk, nil), &st, tc.text, tc.text, scores, byName)
			if st.Tool != tc.want {
				t.Errorf("filledRead(%q) = %q, want %q", tc.text, st.Tool, tc.want)
			}
		})
	}
}
