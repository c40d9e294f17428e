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

// TestParseBirthDateNoRange reads no period from the birth date a request
// to act records, where a look-up by it keeps it.
func TestParseBirthDateNoRange(t *testing.T) {
	e := newEngine(t)
	for _, tc := range []struct{ goal, want string }{
		{"register a child card for Zhang Xiaoyu, born 2018-05-03, guardian CARD-70021458", "none"},
		// must leave alone
		{"Find the patient named Emily Zhou, born 1988-04-12", "1988-04-12..1988-04-12"},
		{"register the group for the 2026-05-03 tour", "2026-05-03..2026-05-03"},
	} {
		tk, err := e.Parse(context.Background(), tc.goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := "none"
		if tk.TimeRange != nil {
			got = tk.TimeRange.String()
		}
		if got != tc.want {
			t.Errorf("Parse(%q).TimeRange = %s, want %s", tc.goal, got, tc.want)
		}
	}
}
