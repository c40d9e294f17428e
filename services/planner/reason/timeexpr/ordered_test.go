package timeexpr

import (
	"testing"
	"time"
)

// TestOrdered moves the weekday an order names alone to the one to come
// unless the text tells something done on it.
func TestOrdered(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 12, 9, 15, 0, 0, loc) // a Wednesday
	for _, tc := range []struct{ text, want string }{
		{"Add the roaming pass starting Saturday", "2025-11-15..2025-11-15"},
		{"move Monday's shift to Tom", "2025-11-17..2025-11-17"},
		// must leave alone
		{"Add a 560 yuan notary expense, paid on Monday", "2025-11-10..2025-11-10"},
		{"周一已经付了500元，记一下", "2025-11-10..2025-11-10"},
		{"Add the pass since Saturday", "2025-11-08..2025-11-12"},
		{"RX-0479 周一的班", "2025-11-10..2025-11-10"},
	} {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Fatalf("Resolve(%q) = no range", tc.text)
		}
		if got := Ordered(tc.text, res.Primary, now); got.String() != tc.want {
			t.Errorf("Ordered(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
