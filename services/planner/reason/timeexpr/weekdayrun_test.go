package timeexpr

import (
	"testing"
	"time"
)

// TestWeekdayRunNamedAlone: a run from a weekday named alone to another
// ("from Friday to Monday") is the latest begun for a look-up and the
// coming one for an action, as a weekday named alone is; a run from a
// week named ("last Friday to Monday") stays where it is.
func TestWeekdayRunNamedAlone(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, look, act string }{
		{"Block room R-12 from Friday to Monday", "2026-05-01..2026-05-04", "2026-05-08..2026-05-11"},
		{"把 R-12 周五到周一封掉", "2026-05-01..2026-05-04", "2026-05-08..2026-05-11"},
		// leave alone: a run not over, and one from a week named
		{"Block room R-12 from Monday to Friday", "2026-05-04..2026-05-08", "2026-05-04..2026-05-08"},
		{"Block room R-12 from last Friday to Monday", "2026-05-01..2026-05-04", "2026-05-01..2026-05-04"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Errorf("%q: no range", tc.text)
			continue
		}
		if got := res.Range.String(); got != tc.look {
			t.Errorf("%q: looks up %s, want %s", tc.text, got, tc.look)
		}
		if got := Upcoming(res.Primary, now).String(); got != tc.act {
			t.Errorf("%q: acts on %s, want %s", tc.text, got, tc.act)
		}
	}
}
