package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// nurseryCatalog is a plant nursery's tools: its plants searched by name,
// kind or pot size, an order of plants, a delivery read and a greenhouse's
// climate.
func nurseryCatalog() []toolspec.Spec {
	site := `"site":{"type":"string","enum":["north","south"],"description":"Greenhouse site."}`
	return []toolspec.Spec{
		{Name: "search_plant_range", Description: "Search the plants and trees the nursery grows (citrus, lemon, maple) by name, kind or pot size, with how many are ready at each greenhouse.", SideEffect: toolspec.Read,
			Parameters: objectSchema(site+`,"name":{"type":"string","description":"Plant name or kind."},"pot_litres":{"type":"integer","description":"Pot size in litres."}`, ``)},
		{Name: "place_plant_order", Description: "Order plants for a customer from a greenhouse.", SideEffect: toolspec.Write,
			Parameters: objectSchema(site+`,"customer_no":{"type":"string","pattern":"^NC-[0-9]{5}$"},"name":{"type":"string"},"quantity":{"type":"integer"}`, `"customer_no","name","quantity"`)},
		{Name: "get_van_delivery", Description: "Read a delivery van's round: stops, plants on board and times.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"round_no":{"type":"string","pattern":"^VR-[0-9]{4}$"}`, `"round_no"`)},
		{Name: "read_buyer_ledger", Description: "Read a customer's account: address, orders placed and balance.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"customer_no":{"type":"string","pattern":"^NC-[0-9]{5}$"}`, `"customer_no"`)},
		{Name: "list_pest_reports", Description: "List pest and disease reports on citrus, lemon and maple trees raised at a greenhouse in a period.", SideEffect: toolspec.Read,
			Parameters: objectSchema(site+`,"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}`, `"from","to"`)},
		{Name: "list_grower_rota", Description: "List which growers work at a greenhouse on a day, with their shifts.", SideEffect: toolspec.Read,
			Parameters: objectSchema(site+`,"date":{"type":"string","format":"date"}`, `"date"`)},
		{Name: "read_greenhouse_climate", Description: "Read a greenhouse's temperature and humidity now.", SideEffect: toolspec.Read,
			Parameters: objectSchema(site, `"site"`)},
	}
}

// TestExistenceQuestionSearches: a question whether something is held
// ("do we carry any …") asks for the search that leads the catalog, though
// it covers little of the question's words. A lead held by a read that
// does not search (a list of reports), or the same words not asked as an
// existence question, keep the threshold.
func TestExistenceQuestionSearches(t *testing.T) {
	e := New(Options{})
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"Do we carry any Meyer lemons? I need the plant code.", []string{"search_plant_range"}},
		{"do we have any maples by Kintaro Oda in English?", nil},
		{"Do we have any citrus in stock at the south greenhouse over the spring?", nil},
		{"Why would anyone carry Meyer lemons? I need the plant code.", nil},
	} {
		if got := planTools(t, e, tc.goal, nurseryCatalog()); !slices.Equal(got, tc.want) {
			t.Errorf("%q: tools %v, want %v", tc.goal, got, tc.want)
		}
	}
}

// TestSearchesByLeadingVerb: a tool searches when its name, snake- or
// camel-cased, or its description opens with a verb of searching.
func TestSearchesByLeadingVerb(t *testing.T) {
	for _, tc := range []struct {
		spec toolspec.Spec
		want bool
	}{
		{toolspec.Spec{Name: "search_plant_range"}, true},
		{toolspec.Spec{Name: "findSeedTrays"}, true},
		{toolspec.Spec{Name: "tray_stock", Description: "Check how many trays are left."}, true},
		{toolspec.Spec{Name: "list_pest_reports", Description: "List pest reports."}, false},
		{toolspec.Spec{Name: "searchless_tray", Description: "Read a tray."}, false},
	} {
		if got := searches(&tc.spec); got != tc.want {
			t.Errorf("searches(%s) = %v, want %v", tc.spec.Name, got, tc.want)
		}
	}
}
