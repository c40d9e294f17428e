package embedded

import "testing"

// TestFillArgsJoinedCapitalsExample fills a parameter whose description
// gives an example in capitals joined by a slash (a name as a ticket
// writes it) with the goal's value of that shape, its runs of any length,
// in English and Chinese; a pair of single letters (A/B) is no such value.
func TestFillArgsJoinedCapitalsExample(t *testing.T) {
	const guest = `{"type":"object","properties":{"guest":{"type":"string","description":"Guest as on the booking, e.g. CHEN/LI or Chen Li."},"room":{"type":"string","pattern":"^R[0-9]{3}$"}}}`
	runFillCases(t, []fillCase{
		{"English", "Find the stay of MA/XIAOLIN in R204", guest, map[string]any{"guest": "MA/XIAOLIN", "room": "R204"}},
		{"Chinese", "查一下 WU/HAO 在 R204 的入住", guest, map[string]any{"guest": "WU/HAO", "room": "R204"}},
		{"single letters", "Run the A/B check in R204", guest, map[string]any{"room": "R204"}},
	})
}

// TestFillArgsSlashedCodesStayApart reads capitals joined by a slash as
// the codes they join when no parameter's example is so shaped: a pair
// of currencies fills the base and the quote, in English and Chinese.
func TestFillArgsSlashedCodesStayApart(t *testing.T) {
	const rate = `{"type":"object","properties":{"base":{"type":"string","description":"Base currency code, e.g. USD."},"quote":{"type":"string","description":"Quote currency code, e.g. EUR."}},"required":["base","quote"]}`
	runFillCases(t, []fillCase{
		{"English", "What is the USD/EUR rate today?", rate, map[string]any{"base": "USD", "quote": "EUR"}},
		{"Chinese", "查一下 USD/CNY 汇率", rate, map[string]any{"base": "USD", "quote": "CNY"}},
	})
}
