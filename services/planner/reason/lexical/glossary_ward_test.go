package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryWardWords: the plain words of a ward's day — a lunch menu
// (午饭), a fall (跌倒), a diet (饮食), a doctor's round (查房), diapers
// (纸尿裤) — find the tools described in English.
func TestGlossaryWardWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "kitchen_menu", Description: "Menu of the day's lunch and dinner.", SideEffect: toolspec.Read},
		{Name: "fall_log", Description: "List recorded falls on a ward.", SideEffect: toolspec.Read},
		{Name: "diet_record", Description: "Change a patient's diet record.", SideEffect: toolspec.Write},
		{Name: "round_notes", Description: "Notes written on a doctor's round.", SideEffect: toolspec.Read},
		{Name: "diaper_stock", Description: "Stock of incontinence products.", SideEffect: toolspec.Read},
	}
	checkSelects(t, cat, []selectCase{
		{"明天午饭吃什么", "kitchen_menu"},
		{"上个月三病区有几次跌倒", "fall_log"},
		{"把他的饮食改一下", "diet_record"},
		{"昨天医生查房写了什么", "round_notes"},
		{"纸尿裤还有多少", "diaper_stock"},
	})
}

// TestGlossaryWardLeavesAlone: the new words take no characters from the
// words around them — 查房租 checks the rent, it is no round.
func TestGlossaryWardLeavesAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"午饭后": {"午饭"},
		"查房租": {"房租"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}
