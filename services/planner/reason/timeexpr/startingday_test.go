package timeexpr

import (
	"testing"
	"time"
)

// TestUpcomingStartingWeekday keeps a weekday named alone that something
// starts on the latest one run up to today, as records since it read,
// and gives the coming one alone as the day an action starts on.
func TestUpcomingStartingWeekday(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 3, 12, 10, 0, 0, 0, loc) // a Thursday
	tests := []struct {
		text, read, ahead string
	}{
		{"Add the day pass to the line starting Saturday", "2026-03-07..2026-03-12", "2026-03-14..2026-03-14"},
		{"new prices apply beginning on Monday", "2026-03-09..2026-03-09", "2026-03-16..2026-03-16"},
		{"从周一开始每天备份", "2026-03-09..2026-03-12", "2026-03-16..2026-03-16"},
		// must leave alone
		{"alarms since Monday", "2026-03-09..2026-03-12", "2026-03-09..2026-03-12"},
		{"the outage was starting Monday", "2026-03-09..2026-03-12", "2026-03-09..2026-03-12"},
		{"starting next Monday", "2026-03-16..2026-03-16", "2026-03-16..2026-03-16"},
		{"starting today", "2026-03-12..2026-03-12", "2026-03-12..2026-03-12"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Errorf("Resolve(%q) = no range", tc.text)
			continue
		}
		read := res.Range.Start.Format("2006-01-02") + ".." + res.Range.End.Format("2006-01-02")
		up := Upcoming(res.Primary, now)
		ahead := up.Start.Format("2006-01-02") + ".." + up.End.Format("2006-01-02")
		if read != tc.read || ahead != tc.ahead {
			t.Errorf("%q: read %s, ahead %s; want %s, %s", tc.text, read, ahead, tc.read, tc.ahead)
		}
	}
}
