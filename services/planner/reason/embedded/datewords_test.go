package embedded

import "testing"

func TestFillArgsDateWordNoValue(t *testing.T) {
	const orders = `{"type":"object","properties":{"state":{"type":"string","enum":["created","paid","shipped"]},"created_after":{"type":"string","format":"date"},"created_before":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"the word of a date parameter", "orders created yesterday", orders, map[string]any{"created_after": "2025-03-09", "created_before": "2025-03-09"}},
		{"no date named", "list the created orders", orders, map[string]any{"state": "created"}},
		{"another value stays", "orders shipped yesterday", orders, map[string]any{"state": "shipped", "created_after": "2025-03-09", "created_before": "2025-03-09"}},
	})
}
