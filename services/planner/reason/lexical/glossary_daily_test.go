package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryDailyWords: the words of the daily round — a cracked
// windscreen (挡风玻璃, 裂痕), a cut fibre cable (光缆), the medicines
// everyone knows (布洛芬, 阿司匹林), rice missing from an order (少送,
// 米饭), a pre-operative check (术前) and an x-ray of the abdomen (拍片,
// 腹部) — find the tools described in English.
func TestGlossaryDailyWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "glass_claim", Description: "Report a cracked windscreen on a car.", SideEffect: toolspec.Write},
		{Name: "line_cut", Description: "Report a cut fibre cable.", SideEffect: toolspec.Write},
		{Name: "mix_check", Description: "Check whether ibuprofen, aspirin or other medicines interact."},
		{Name: "short_meal", Description: "Report rice or a side missing from a meal order.", SideEffect: toolspec.Write},
		{Name: "preop_panel", Description: "Order a preoperative check before surgery.", SideEffect: toolspec.Write},
		{Name: "scan_order", Description: "Order an x-ray of the abdomen or chest.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"挡风玻璃有裂痕", "glass_claim"},
		{"光缆被挖断了", "line_cut"},
		{"布洛芬和阿司匹林能一起吃吗", "mix_check"},
		{"外卖少送了一份米饭", "short_meal"},
		{"先做个术前检查", "preop_panel"},
		{"给它拍片看看腹部", "scan_order"},
	})
}

// TestGlossaryDailyLeavesAlone: the new words take no characters from the
// words around them — 登记一下 stays a registration; 老客户 and 新客户
// keep their customer rather than yielding it to 老客 and 新客; 没坏
// takes no "broken".
func TestGlossaryDailyLeavesAlone(t *testing.T) {
	for text, want := range map[string][]string{
		"登记一下":    {"登记"},
		"是老客户吗":   {"老客户"},
		"新客户登记":   {"新客户", "登记"},
		"书有点旧但没坏": nil,
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}
