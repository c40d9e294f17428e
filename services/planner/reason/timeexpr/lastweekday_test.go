package timeexpr

import (
	"testing"
	"time"
)

// TestLastWeekdayOfYesterday reads "last Tuesday" said on a Wednesday as
// the Tuesday of the week before: yesterday would be called yesterday.
// Any other weekday stays the latest one before today.
func TestLastWeekdayOfYesterday(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"the pump from last Tuesday keeps leaking", "2026-04-28..2026-04-28"},
		{"what did the board decide last tue", "2026-04-28..2026-04-28"},
		// must leave alone
		{"the pump from last Monday keeps leaking", "2026-05-04..2026-05-04"},
		{"the pump from last Friday keeps leaking", "2026-05-01..2026-05-01"},
		{"the pump from yesterday keeps leaking", "2026-05-05..2026-05-05"},
		{"the pump from Tuesday keeps leaking", "2026-05-05..2026-05-05"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Errorf("%q: no range, want %s", tc.text, tc.want)
			continue
		}
		if got := res.Range.String(); got != tc.want {
			t.Errorf("%q = %s, want %s", tc.text, got, tc.want)
		}
	}
}
