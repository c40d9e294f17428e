package timeexpr

import (
	"testing"
	"time"
)

// TestMonthAfterAnArticle reads a capitalized month name after "the" (the
// May payroll) as that month, May included, and leaves a lowercase may
// after it a verb.
func TestMonthAfterAnArticle(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 7, 9, 10, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"Print the May payroll summary for the warehouse", "2025-05-01..2025-05-31"},
		{"email the June statement to the tenant", "2025-06-01..2025-06-30"},
		// must leave alone
		{"the may be overdue bills", "none"},
		{"May I see the payroll summary?", "none"},
		{"Register 40 volunteers for the march downtown", "none"},
		{"Seat the august committee in hall B", "none"},
	}
	checkResolved(t, now, loc, tests)
}
