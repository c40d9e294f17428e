package timeexpr

import (
	"testing"
	"time"
)

// TestDayOfWhatSomeoneElseDid drops the day a later sentence says someone
// else did a thing on, as the reason for an act the first asks for, and
// keeps it after a request to look things up or one's own deed.
func TestDayOfWhatSomeoneElseDid(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"Could you lift the hold on account AC-5521? He settled the invoice yesterday.", "none"},
		{"Please reactivate her membership. She renewed it this morning.", "none"},
		// must leave alone
		{"Can you find the invoice for AC-5521? He settled it yesterday.", "2026-05-05..2026-05-05"},
		{"Could you export his invoices? He paid them yesterday.", "2026-05-05..2026-05-05"},
		{"Please send me the receipts. They arrived yesterday.", "2026-05-05..2026-05-05"},
		{"Could you lift the hold on AC-5521? I settled the invoice yesterday.", "2026-05-05..2026-05-05"},
		{"Can you book him a table? He wanted Friday evening.", "2026-05-08..2026-05-08"},
		{"Please book her a room. She asked for Saturday.", "2026-05-09..2026-05-09"},
	}
	checkResolved(t, now, loc, tests)
}
