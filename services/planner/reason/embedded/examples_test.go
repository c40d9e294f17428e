package embedded

import "testing"

func TestFillArgsExamples(t *testing.T) {
	const (
		city    = `{"type":"dict","properties":{"location":{"type":"string","description":"The city and state, e.g. Los Angeles, CA"},"cuisine":{"type":"string"}},"required":["location"]}`
		cities  = `{"type":"dict","properties":{"location":{"type":"string","description":"A city, e.g. Boston, Paris"}},"required":["location"]}`
		diet    = `{"type":"dict","properties":{"location":{"type":"string"},"diet":{"type":"array","items":{"type":"string"},"description":"Dietary requirements, e.g. vegan, gluten-free, halal."}},"required":["location"]}`
		details = `{"type":"dict","properties":{"docket":{"type":"string"},"info_type":{"type":"string","description":"The information needed, i.e., victim, accused, verdict etc."}},"required":["docket","info_type"]}`
	)
	runFillCases(t, []fillCase{
		{"the example's code completes its own name", "Find restaurants in Los Angeles.", city, map[string]any{"location": "Los Angeles, CA"}},
		{"another name takes no example's code", "Find restaurants in Chicago.", city, map[string]any{"location": "Chicago"}},
		{"a list of examples completes nothing", "Find events in Boston.", cities, map[string]any{"location": "Boston"}},
		{"a list takes each example the goal writes, in its order", "Find a gluten-free and vegan menu in Paris.", diet,
			map[string]any{"location": "Paris", "diet": []any{"gluten-free", "vegan"}}},
		{"a list takes no example the goal does not write", "Find a menu in Paris.", diet, map[string]any{"location": "Paris"}},
		{"examples after i.e.", "Who was the victim in the case 2022/AL2562?", details, map[string]any{"docket": "2022/AL2562", "info_type": "victim"}},
	})
}

func TestFillArgsExampleWithNumber(t *testing.T) {
	const game = `{"type":"dict","properties":{"platform":{"type":"string","description":"The platform you want the game to be compatible with, e.g. Windows 10, PS5."},"rating":{"type":"float","description":"Desired minimum game rating on a 5.0 scale."}},"required":["platform","rating"]}`
	runFillCases(t, []fillCase{
		{"a name with its number", "Find me a multiplayer game with rating above 4.5 and compatible with Windows 10.", game,
			map[string]any{"platform": "Windows 10", "rating": 4.5}},
	})
}

func TestFillArgsExampleAfterEgWithoutItsLastDot(t *testing.T) {
	const style = `{"type":"dict","properties":{"style_name":{"type":"string","description":"The name of the architectural style. e.g Art deco"}},"required":["style_name"]}`
	runFillCases(t, []fillCase{
		{"the example whole", "When did Art deco buildings first appear?", style, map[string]any{"style_name": "Art deco"}},
	})
}

// TestFillArgsExampleInTheOtherNumber takes an example whose head noun
// the goal writes in the other number, as the goal writes it.
func TestFillArgsExampleInTheOtherNumber(t *testing.T) {
	const role = `{"type":"object","properties":{"role":{"type":"string","description":"Job role, e.g. line cook, head waiter."},"site":{"type":"string","enum":["north","south"]}}}`
	runFillCases(t, []fillCase{
		{"a plural of the example", "list the line cooks at the north site", role, map[string]any{"role": "line cooks", "site": "north"}},
		{"a singular of the example", "who is head waiter at the south site", role, map[string]any{"role": "head waiter", "site": "south"}},
		{"another head noun", "list the line managers at the north site", role, map[string]any{"site": "north"}},
	})
}
