package timeexpr

import (
	"testing"
	"time"
)

// TestDropTitled reads no period from a time noun capitalized in a name.
func TestDropTitled(t *testing.T) {
	now := time.Date(2025, 9, 17, 9, 30, 0, 0, time.FixedZone("CST", 8*3600))
	for _, tc := range []struct{ text, want string }{
		{"How many people are on the Weekend Reads list right now?", "none"},
		// must leave alone
		{"How many people signed up over the weekend?", "2025-09-13..2025-09-14"},
		{"Sales over the weekend? Marketing asks", "2025-09-13..2025-09-14"},
		{"Search Receipts From Last Week For Store 12", "2025-09-08..2025-09-14"},
		{"Export This Month Timesheets To Payroll", "2025-09-01..2025-09-30"},
		{"上周的 Weekend Reads 名单", "2025-09-08..2025-09-14"},
	} {
		res := Resolve(tc.text, now, nil)
		got := "none"
		if res.Range != nil {
			got = res.Range.String()
		}
		if got != tc.want {
			t.Errorf("Resolve(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
