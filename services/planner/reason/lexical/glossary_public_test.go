package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryPublicWords: what any counter meets — seniors (老人), babies
// (婴儿), sessions (场次), screens (屏幕), power supplies (电源), trips
// abroad (境外) and requests to hurry (尽快) — finds the tools described
// in English.
func TestGlossaryPublicWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "elder_pass", Description: "Issue a senior concession pass.", SideEffect: toolspec.Write},
		{Name: "infant_seat", Description: "Reserve an infant seat.", SideEffect: toolspec.Write},
		{Name: "show_times", Description: "Sessions of a show on a day."},
		{Name: "panel_fault", Description: "Log a cracked screen.", SideEffect: toolspec.Write},
		{Name: "psu_swap", Description: "Replace the power supply of a unit.", SideEffect: toolspec.Write},
		{Name: "travel_pack", Description: "Add an overseas pack to a line.", SideEffect: toolspec.Write},
		{Name: "rush_flag", Description: "Flag a request as urgent.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"给这位老人办一张优待证", "elder_pass"},
		{"要一个婴儿座椅", "infant_seat"},
		{"明天有哪几个场次", "show_times"},
		{"屏幕裂了", "panel_fault"},
		{"电源坏了要换", "psu_swap"},
		{"下周去境外要开个包", "travel_pack"},
		{"这个请尽快处理", "rush_flag"},
	})
}
