package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryLowStockAndSales: running out of a thing (快断货) asks for
// what is low on stock, and how much was sold (卖了多少钱) for sales, not
// for a price.
func TestGlossaryLowStockAndSales(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "short_lines", Description: "Lines of one depot that are low on stock, below their reorder level."},
		{Name: "depot_takings", Description: "Sales of one depot per day: revenue and units sold."},
		{Name: "set_tariff", Description: "Set the price of one line at a depot.", SideEffect: toolspec.Write},
		{Name: "vendor_lookup", Description: "Vendors by name, with contact and minimum order."},
	}
	tests := []selectCase{
		{"北仓有哪些东西快断货了", "short_lines"},
		{"北仓昨天卖了多少钱", "depot_takings"},
	}
	checkSelects(t, cat, tests)
}
