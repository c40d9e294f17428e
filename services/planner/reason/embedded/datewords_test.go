package embedded

import (
	"slices"
	"testing"
)

func TestFillArgsDateWordNoValue(t *testing.T) {
	const orders = `{"type":"object","properties":{"state":{"type":"string","enum":["created","paid","shipped"]},"created_after":{"type":"string","format":"date"},"created_before":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"the word of a date parameter", "orders created yesterday", orders, map[string]any{"created_after": "2025-03-09", "created_before": "2025-03-09"}},
		{"no date named", "list the created orders", orders, map[string]any{"state": "created"}},
		{"another value stays", "orders shipped yesterday", orders, map[string]any{"state": "shipped", "created_after": "2025-03-09", "created_before": "2025-03-09"}},
	})
}

// TestFillArgsDescribedDateWordNoValue: a date parameter whose description
// opens with the participle of a status ("Opened on or after") takes the
// goal's "opened last week"; the goal's "open" is still the status.
func TestFillArgsDescribedDateWordNoValue(t *testing.T) {
	const tickets = `{"type":"object","properties":{"kind":{"type":"string","enum":["electrical","network"],"description":"Kind: electrical (power, sockets), network."},"status":{"type":"string","description":"Status: open (not yet assigned), assigned, closed.","enum":["open","assigned","closed"]},"logged_from":{"type":"string","format":"date","description":"Opened on or after this day."},"logged_to":{"type":"string","format":"date","description":"Opened on or before this day."}}}`
	runFillCases(t, []fillCase{
		{"the participle names the date", "how many tickets were opened last week", tickets, map[string]any{"logged_from": "2025-03-03", "logged_to": "2025-03-09"}},
		{"a place between", "how many electrical tickets were opened at Block C last week", tickets, map[string]any{"kind": "electrical", "logged_from": "2025-03-03", "logged_to": "2025-03-09"}},
		{"the value names the status", "open tickets logged last week", tickets, map[string]any{"status": "open", "logged_from": "2025-03-03", "logged_to": "2025-03-09"}},
		{"no date named", "how many tickets were opened", tickets, map[string]any{"status": "open"}},
	})
}

// TestParticiples lists the participles a date's description may open
// with for a status value.
func TestParticiples(t *testing.T) {
	for v, want := range map[string]string{"open": "opened", "close": "closed", "ship": "shipped", "cancel": "cancelled", "apply": "applied", "take": "taken"} {
		if got := participles(v); !slices.Contains(got, want) {
			t.Errorf("participles(%q) = %v, want %q among them", v, got, want)
		}
	}
	if got := participles(""); got != nil {
		t.Errorf("participles(\"\") = %v, want none", got)
	}
}

// TestFillArgsDateWordValueNotWritten keeps a status the goal names by its
// gloss beside a date parameter of the same word: the goal does not write
// the word, so the value does not come from the date.
func TestFillArgsDateWordValueNotWritten(t *testing.T) {
	const lines = `{"type":"object","properties":{"line_id":{"type":"string"},"status":{"type":"string","enum":["down","restored"],"description":"down (停运), restored (全部恢复)."},"restored_at":{"type":"string","format":"date-time","description":"When it came back."}},"required":["line_id"]}`
	runFillCases(t, []fillCase{
		{"the gloss names the value", "LN-30391 上午10点已经全部恢复了，关掉吧", lines, map[string]any{"line_id": "LN-30391", "status": "restored", "restored_at": "2025-03-10T10:00:00+08:00"}},
		// must leave alone
		{"the word names the date", "LN-30391 was restored at 10am today", lines, map[string]any{"line_id": "LN-30391", "restored_at": "2025-03-10T10:00:00+08:00"}},
	})
}
