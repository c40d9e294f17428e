package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// harbourCatalog is a harbour office's tools: its opening hours, its fuel
// stock, moorings to book and fuel to sell.
func harbourCatalog() []toolspec.Spec {
	harbour := `"harbour":{"type":"string","enum":["Seagate","Northcove"],"description":"Harbour name."}`
	return []toolspec.Spec{
		{Name: "get_harbour_hours", Description: "Opening hours of a harbour office on a date, and whether it is open or closed that day.", SideEffect: toolspec.Read,
			Parameters: objectSchema(harbour+`,"date":{"type":"string","format":"date"}`, `"harbour"`)},
		{Name: "check_fuel_stock", Description: "Whether a harbour has a grade of marine fuel in stock, and how many litres.", SideEffect: toolspec.Read,
			Parameters: objectSchema(harbour+`,"grade":{"type":"string","description":"Fuel grade."}`, `"harbour"`)},
		{Name: "book_mooring", Description: "Book a mooring for a boat for a time window.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"mooring":{"type":"string","pattern":"^M-[0-9]{2}$","description":"Mooring number."},"boat":{"type":"string","pattern":"^BT-[0-9]{4}$","description":"Boat number."},`+
				`"start":{"type":"string","format":"date-time"},"end":{"type":"string","format":"date-time"}`, `"mooring","boat","start"`)},
		{Name: "sell_fuel", Description: "Sell litres of marine fuel to a boat and put them on its account.", SideEffect: toolspec.Write,
			Parameters: objectSchema(`"boat":{"type":"string","pattern":"^BT-[0-9]{4}$","description":"Boat number."},"grade":{"type":"string","description":"Fuel grade."},"litres":{"type":"integer"}`, `"boat","litres"`)},
	}
}

// TestConditionOnNamedObjectReadsIt: a condition on the state of an object
// named by its name, not an identifier (a harbour being open, a harbour
// having fuel in stock), is decided by the read its words choose as a
// question, before the action. A condition that names no state any read
// reports, or names its object by a pronoun, adds no read.
func TestConditionOnNamedObjectReadsIt(t *testing.T) {
	checkPlans(t, harbourCatalog(), []planCase{
		{"open", "If Seagate is open on Christmas Day, book mooring M-12 for BT-4410 from 10 to 12 that day.",
			[]string{"get_harbour_hours", "book_mooring"}},
		{"in stock", "If Northcove has diesel in stock, sell 200 litres of it to BT-4410.",
			[]string{"check_fuel_stock", "sell_fuel"}},
		{"no state a read reports", "If the weather turns bad, book mooring M-12 for BT-4410 from 10 to 12 tomorrow.",
			[]string{"book_mooring"}},
		{"pronoun", "Book mooring M-12 for BT-4410 tomorrow from 10 to 12 if it is still free.",
			[]string{"book_mooring"}},
		{"no condition", "Book mooring M-12 for BT-4410 tomorrow from 10 to 12.",
			[]string{"book_mooring"}},
	})
}
