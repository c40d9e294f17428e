package embedded

import (
	"context"
	"testing"
)

// TestParseOrderedDay reads the weekday an order names alone as the one to
// come, where a question or a thing told as done keeps the latest one.
func TestParseOrderedDay(t *testing.T) {
	e := newEngine(t) // Monday 2025-03-10
	for _, tc := range []struct{ goal, want string }{
		{"Add the day pass to 19857124408 starting Saturday", "2025-03-15..2025-03-15"},
		{"把周五的班对调一下", "2025-03-14..2025-03-14"},
		// must leave alone
		{"show the invoices starting Saturday", "2025-03-08..2025-03-10"},
		{"Add a 560 yuan expense to the case, paid on Friday", "2025-03-07..2025-03-07"},
		{"周五的班对调了吗", "2025-03-07..2025-03-07"},
	} {
		tk, err := e.Parse(context.Background(), tc.goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		if tk.TimeRange == nil || tk.TimeRange.String() != tc.want {
			t.Errorf("Parse(%q).TimeRange = %v, want %s", tc.goal, tk.TimeRange, tc.want)
		}
	}
}
