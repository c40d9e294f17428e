package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// routeCatalog has a read of one depot's stock and a write that moves
// stock between two depots, a sending and a receiving one.
func routeCatalog() []toolspec.Spec {
	const depots = `"enum":["north","south","east"],"description":"Depot: north (北仓, North Yard), south (南仓, South Yard), east (东仓, East Yard)."`
	const sku = `"sku":{"type":"string","pattern":"^K[0-9]{6}$","description":"Item code."}`
	return []toolspec.Spec{
		{Name: "check_inventory", Description: "On-hand stock of one item code at one depot.", SideEffect: toolspec.Read,
			Parameters: objectSchema(sku+`,"depot":{"type":"string",`+depots+`}`, `"sku"`)},
		{Name: "create_relocation", Description: "Relocation order between depots for the haulage team.", SideEffect: toolspec.Write,
			Parameters: objectSchema(sku+`,"from_depot":{"type":"string",`+depots+`},"to_depot":{"type":"string",`+depots+`},"quantity":{"type":"integer"}`, `"sku","from_depot","to_depot"`)},
	}
}

// TestPlanStatedRoute gives a need that states a thing going from one
// value of a sending and receiving pair of parameters to another the
// tool that takes the pair; a question about stock at one end does not.
func TestPlanStatedRoute(t *testing.T) {
	checkPlans(t, routeCatalog(), []planCase{
		{"从 A 调到 B", "从北仓调20箱K100200到南仓，明天要到", []string{"create_relocation"}},
		{"from A to B", "Ship 20 cases of K100200 from the North Yard to the South Yard", []string{"create_relocation"}},
		{"from A to here", "看一下南仓K100200还有几箱，如果不够20箱就从北仓拉30箱过来", []string{"check_inventory", "create_relocation"}},
		{"stock at one depot", "北仓K100200的库存还有多少", []string{"check_inventory"}},
		{"a question about a route", "从北仓到南仓的K100200还有多少库存？", []string{"check_inventory"}},
	})
}

// TestStatesRouteByGloss reads a route's ends from the English glosses of
// coded values, in whatever case the goal writes them.
func TestStatesRouteByGloss(t *testing.T) {
	const depots = `"enum":["d1","d2"],"description":"Depot: d1 (North Yard), d2 (South Yard)."`
	params := objectSchema(`"from_depot":{"type":"string",`+depots+`},"to_depot":{"type":"string",`+depots+`}`, `"from_depot","to_depot"`)
	pairs := readRoutePairs(params)
	if len(pairs) != 1 {
		t.Fatalf("route pairs %v, want one", pairs)
	}
	for _, text := range []string{"Ship 20 cases from the North Yard to the South Yard", "ship 20 cases from the north yard to the south yard"} {
		if !statesRoute(text, pairs[0]) {
			t.Errorf("%q states no route", text)
		}
	}
}
