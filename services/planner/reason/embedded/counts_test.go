package embedded

import "testing"

func TestFillArgsTheOneBest(t *testing.T) {
	const banks = `{"type":"dict","properties":{"country":{"type":"string","description":"The country to get the data from."},"year":{"type":"integer","description":"The year to get the data from."},"top_n":{"type":"integer","description":"Top n banks in terms of grossing. Default is 5"}},"required":["country","year"]}`
	runFillCases(t, []fillCase{
		{"the highest grossing bank", "Find the highest grossing bank in Germany for year 2020.", banks,
			map[string]any{"country": "Germany", "year": int64(2020), "top_n": int64(1)}},
		{"the highest grossing banks", "Find the highest grossing banks in Germany for year 2020.", banks,
			map[string]any{"country": "Germany", "year": int64(2020)}},
		{"a number stated", "Find the top 3 banks in Germany for year 2020.", banks,
			map[string]any{"country": "Germany", "year": int64(2020), "top_n": int64(3)}},
	})
}

func TestFillArgsNoneOfANoun(t *testing.T) {
	const refill = `{"type":"dict","properties":{"days_supply":{"type":"integer","description":"Days the prescription lasts."},"refills":{"type":"integer","description":"Refills allowed after the first fill."}},"required":["days_supply"]}`
	runFillCases(t, []fillCase{
		{"no refills", "Prescribe it for 90 days, no refills", refill, map[string]any{"days_supply": int64(90), "refills": int64(0)}},
		{"refills unstated", "Prescribe it for 90 days", refill, map[string]any{"days_supply": int64(90)}},
	})
}

// TestFillArgsCountedNumbers gives an optional count the number written
// before the noun its description counts, and leaves it empty when the
// number counts something else.
func TestFillArgsCountedNumbers(t *testing.T) {
	const table = `{"type":"object","properties":{"restaurant":{"type":"string","pattern":"^R[0-9]{3}$"},"guests":{"type":"integer","description":"Number of diners at the table."}},"required":["restaurant"]}`
	runFillCases(t, []fillCase{
		{"the counted noun after the number", "Reserve R204 for 4 diners", table, map[string]any{"restaurant": "R204", "guests": int64(4)}},
		{"another noun after the number", "Reserve R204 for 4 hours", table, map[string]any{"restaurant": "R204"}},
	})
}

// TestFillArgsCountedItem names the item of an order by the words right
// after its count, and nothing by a measure.
func TestFillArgsCountedItem(t *testing.T) {
	const order = `{"type":"object","properties":{"shop":{"type":"string","pattern":"^S-[0-9]{3}$"},"product":{"type":"string","description":"What to buy."},"qty":{"type":"integer","description":"How many."}},"required":["shop","product","qty"]}`
	runFillCases(t, []fillCase{
		{"the words after the count", "Get 12 Acme staplers from S-104", order, map[string]any{"shop": "S-104", "product": "Acme staplers", "qty": int64(12)}},
		{"a measure is no item", "Get 12 kg from S-104", order, map[string]any{"shop": "S-104", "qty": int64(12)}},
		{"a time is no item", "Get 12 today from S-104", order, map[string]any{"shop": "S-104", "qty": int64(12)}},
		{"a manner is no item", "Get 12 immediately from S-104", order, map[string]any{"shop": "S-104", "qty": int64(12)}},
		{"what a container holds is the item", "Get 5 boxes of printer paper from S-104", order, map[string]any{"shop": "S-104", "product": "printer paper", "qty": int64(5)}},
	})
}

// TestFillArgsCountedItemOfTheQuantity names the item by the count that
// is the quantity, not by a count of what each unit holds.
func TestFillArgsCountedItemOfTheQuantity(t *testing.T) {
	const order = `{"type":"object","properties":{"item":{"type":"string"},"quantity":{"type":"integer"},"unit_price":{"type":"number","description":"Price per unit in CNY."}},"required":["item","quantity"]}`
	runFillCases(t, []fillCase{
		{"a container of the item", "Order 30 cases of water, 24 bottles per unit", order, map[string]any{"item": "water", "quantity": int64(30)}},
		{"the item after the count", "Order 30 Acme staplers, 24 bottles per unit", order, map[string]any{"item": "Acme staplers", "quantity": int64(30)}},
	})
}
