package embedded

import "testing"

func TestFillArgsListedForms(t *testing.T) {
	const (
		traits = `{"type":"dict","properties":{"type":{"type":"string"},"traits":{"type":"array","items":{"type":"string","enum":["strengths","weaknesses"]}}},"required":["type"]}`
		avoid  = `{"type":"dict","properties":{"avoid":{"type":"array","items":{"type":"string","enum":["tolls","highways","ferries"]}}}}`
	)
	runFillCases(t, []fillCase{
		{"singulars of the items", "Get me strength and weakness traits for ENFJ personality type.", traits,
			map[string]any{"type": "ENFJ", "traits": []any{"strengths", "weaknesses"}}},
		{"items as written and in another form, in the goal's order", "a route avoiding toll roads and highways", avoid,
			map[string]any{"avoid": []any{"tolls", "highways"}}},
		{"no item named", "a route by the coast", avoid, map[string]any{}},
	})
}
