package lexical

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// backgroundRegistry is a small registry of made-up tools: one parameter
// takes its values "as in" another tool that glosses them in Chinese.
func backgroundRegistry() []toolspec.Spec {
	return []toolspec.Spec{
		{Name: "brew_tea", Description: "Brew a pot of tea with the chosen leaves and water temperature.", WhenToUse: "Someone wants a hot drink steeped from leaves."},
		{Name: "grind_beans", Description: "Grind coffee beans to a chosen coarseness for a filter or espresso."},
		{Name: "water_plants", Description: "Water the garden plants along a chosen bed.", WhenNotToUse: "Not for indoor pots; use mist_leaves instead."},
		{Name: "mist_leaves", Description: "Mist the leaves of indoor pots with a fine spray."},
		{Name: "bake_loaf", Description: "Bake a loaf of bread from the dough in the proofing basket.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"flour":{"type":"string","enum":["rye","spelt"],"description":"Flour, as in order_flour."}},"required":["flour"]}`)},
		{Name: "order_flour", Description: "Order a sack of flour from the mill.",
			Parameters: json.RawMessage(`{"type":"object","properties":{"flour":{"type":"string","enum":["rye","spelt"],"description":"rye (黑麦) or spelt (斯佩尔特)"}},"required":["flour"]}`)},
		{Name: "teatimer", Description: "Set a timer for steeping tea."},
		{Name: "sweep_porch", Description: "Sweep the porch and the front steps."},
	}
}

func pick(reg []toolspec.Spec, names ...string) []toolspec.Spec {
	var out []toolspec.Spec
	for _, n := range names {
		for _, s := range reg {
			if s.Name == n {
				out = append(out, s)
			}
		}
	}
	return out
}

// TestPreparedBackgroundIndexesAlike checks that an index over a part of
// a registry ranks the same whether the registry was analysed beforehand
// or with the index, and that the prepared analysis is used only where it
// reads the registry as a full analysis would.
func TestPreparedBackgroundIndexesAlike(t *testing.T) {
	reg := backgroundRegistry()
	bg := PrepareBackground(reg)
	withParams := reg[0]
	withParams.Parameters = json.RawMessage(`{"type":"object","properties":{"kettle":{"type":"string","description":"Which kettle to heat."}},"required":["kettle"]}`)
	odd := toolspec.Spec{Name: "brew_tea", Description: "Brew oolong in a clay kettle."}
	tests := []struct {
		name     string
		specs    []toolspec.Spec
		prepared bool // the prepared analysis serves
	}{
		{"part of the registry", pick(reg, "brew_tea", "grind_beans", "teatimer"), true},
		{"the tool glossing values", pick(reg, "order_flour", "sweep_porch"), false},
		{"the tool taking glossed values", pick(reg, "bake_loaf", "mist_leaves"), true},
		{"the whole registry", reg, true},
		{"a tool the registry lacks", append(pick(reg, "sweep_porch"), toolspec.Spec{Name: "polish_boots", Description: "Polish leather boots."}), false},
		{"a namesake with other words", []toolspec.Spec{odd, reg[1]}, false},
		{"a namesake without its own words", []toolspec.Spec{{Name: "brew_tea", Description: "Sweep the porch."}, reg[1]}, false},
		{"a namesake with other parameters", []toolspec.Spec{withParams, reg[3]}, true},
		{"none", nil, true},
	}
	queries := []string{"steep some tea leaves", "grind beans for espresso", "water the plants in the garden bed",
		"order rye flour", "bake a spelt loaf", "set a steeping timer", "mist indoor pots", "sweep the front steps", "heat the kettle for tea"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := Options{Background: reg}
			if got := newIndexOver(tt.specs, opts.withDefaults(), bg) != nil; got != tt.prepared {
				t.Errorf("prepared analysis used = %v, want %v", got, tt.prepared)
			}
			full := NewIndex(tt.specs, opts)
			opts.Prepared = bg
			fast := NewIndex(tt.specs, opts)
			for _, q := range queries {
				a, b := full.Rank(q), fast.Rank(q)
				if len(a) != len(b) {
					t.Fatalf("%q: %v, prepared %v", q, a, b)
				}
				for i := range a {
					if a[i].Tool != b[i].Tool || math.Abs(a[i].Score-b[i].Score) > 1e-12 {
						t.Errorf("%q: %v, prepared %v", q, a, b)
						break
					}
				}
			}
		})
	}
	// Another slice than the one prepared is analysed in full.
	other := append([]toolspec.Spec(nil), reg...)
	if bg.of(other) || !bg.of(reg) {
		t.Error("prepared background matched by its contents, not its slice")
	}
}
