package embedded

import "testing"

// TestFillArgsHanTitledName: a Chinese surname with the title a person is
// called by (周先生, 赵小姐), standing as a word of its own, is the name
// a booking is under; a title after no surname (这位女士) names no one.
func TestFillArgsHanTitledName(t *testing.T) {
	const book = `{"type":"object","properties":{"guest_name":{"type":"string","description":"Who the table is for."},"covers":{"type":"integer","description":"Number of guests."}}}`
	runFillCases(t, []fillCase{
		{"after a comma", "订明晚的桌，4位，周先生", book, map[string]any{"guest_name": "周先生", "covers": int64(4)}},
		{"after 帮", "帮赵小姐订个桌，2位", book, map[string]any{"guest_name": "赵小姐", "covers": int64(2)}},
		{"no surname", "这位女士要订个桌，2位", book, map[string]any{"covers": int64(2)}},
	})
}
