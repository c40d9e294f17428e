package embedded

import "testing"

// TestFillArgsEnumSides gives the two sides of a move, parameters of one
// enum named for where it comes from and where it goes, the two values the
// goal names in the order it names them.
func TestFillArgsEnumSides(t *testing.T) {
	const move = `{"type":"object","properties":{
		"from_depot":{"type":"string","enum":["leeds","york","bath"],"description":"Sending depot: leeds (利兹), york (约克), bath (巴斯)."},
		"to_depot":{"type":"string","enum":["leeds","york","bath"],"description":"Receiving depot: leeds (利兹), york (约克), bath (巴斯)."}}}`
	const listed = `{"type":"object","properties":{
		"from_depot":{"type":"string","enum":["leeds","york","bath"],"description":"Sending depot. Depot: leeds (利兹仓, Leeds, North), york (约克仓, York, North), bath (巴斯仓, Bath, South)."},
		"to_depot":{"type":"string","enum":["leeds","york","bath"],"description":"Receiving depot. Depot: leeds (利兹仓, Leeds, North), york (约克仓, York, North), bath (巴斯仓, Bath, South)."}}}`
	runFillCases(t, []fillCase{
		{"glossed sides with a thing between", "从约克仓调50件到巴斯仓，明天要到", listed, map[string]any{"from_depot": "york", "to_depot": "bath"}},
		{"from one over to another", "move the crates from York over to Bath", move, map[string]any{"from_depot": "york", "to_depot": "bath"}},
		{"Han from and to", "把货从约克调到巴斯", move, map[string]any{"from_depot": "york", "to_depot": "bath"}},
		{"to named before from", "send crates to Bath from York", move, map[string]any{"from_depot": "york", "to_depot": "bath"}},
	})
}
