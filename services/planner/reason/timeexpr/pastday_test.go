package timeexpr

import (
	"testing"
	"time"
)

// TestWeekdayOfADeedDone keeps a weekday named alone after a past form,
// or before 已 or 过了, the latest one begun even for a request to act,
// and leaves the coming one for days asked for or to come.
func TestWeekdayOfADeedDone(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2026, 5, 6, 9, 0, 0, 0, loc) // a Wednesday
	tests := []struct{ text, want string }{
		{"Record a 900 yuan courier fee for case K-17, paid on Tuesday", "2026-05-05..2026-05-05"},
		{"Refund the deposit the tenant paid on Monday", "2026-05-04..2026-05-04"},
		{"File a note that he called on Friday about the lease", "2026-05-01..2026-05-01"},
		{"Add the parcel that was returned Monday to the ledger", "2026-05-04..2026-05-04"},
		{"Please log the cleaning fee paid on Friday", "2026-05-01..2026-05-01"},
		{"She wants back the fee she paid on Monday", "2026-05-04..2026-05-04"},
		{"把保洁费记上，周一已经付了", "2026-05-04..2026-05-04"},
		{"登记一下押金，周五付过了", "2026-05-01..2026-05-01"},
		{"Check whether the truck picked up at ACC-558120 on Monday, and if not log a miss", "2026-05-04..2026-05-04"},
		{"Log the invoice sent to finance on Friday", "2026-05-01..2026-05-01"},
		{"Check the order delivered to HQ on Monday", "2026-05-04..2026-05-04"},
		// must leave alone
		{"Pay the plumber on Monday", "2026-05-11..2026-05-11"},
		{"Can you book Monday for the tasting", "2026-05-11..2026-05-11"},
		{"Add a reminder that the rent is to be paid on Tuesday", "2026-05-12..2026-05-12"},
		{"Our client needs the samples couriered on Tuesday", "2026-05-12..2026-05-12"},
		{"Log the parcel expected on Monday", "2026-05-11..2026-05-11"},
		{"They wanted the crates shipped Monday", "2026-05-11..2026-05-11"},
		{"Have the bins picked up at ACC-558120 on Monday", "2026-05-11..2026-05-11"},
		{"Get the truck booked at the depot on Monday", "2026-05-11..2026-05-11"},
		{"Note that the bins will be picked up at the depot on Monday", "2026-05-11..2026-05-11"},
		{"Order gloves delivered to HQ on Monday", "2026-05-11..2026-05-11"},
		{"Please book a van picked up at JFK on Monday", "2026-05-11..2026-05-11"},
		{"把周五的面试改到下周一，周五已经约好了", "2026-05-11..2026-05-11"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		if res.Range == nil {
			t.Errorf("%q: no range, want %s", tc.text, tc.want)
			continue
		}
		if got := Upcoming(res.Primary, now).String(); got != tc.want {
			t.Errorf("%q: a write acts on %s, want %s", tc.text, got, tc.want)
		}
	}
	// A day a thing was moved from or to is no deed done on it.
	for _, text := range []string{"Monday's tasting was moved to Friday, update it", "The tasting was moved Friday"} {
		for _, p := range Resolve(text, now, loc).Periods {
			if !p.Latest && p.Range.End.Before(now) {
				t.Errorf("%q: %q is fixed as past", text, p.Text)
			}
		}
	}
}
