package timeexpr

import "testing"

// TestResolveAfterADay reads "after X" and X 以后 / 之后 as the days from
// X on up to today (after a month, from the next), unless X is still to
// come or a length of time counts from it.
func TestResolveAfterADay(t *testing.T) {
	const mon = "2025-03-10 14:02" // a Monday
	tests := []struct{ name, text, want string }{
		{"after a past day", "orders after March 5", "2025-03-05..2025-03-10"},
		{"after a past month", "expense claims filed after January", "2025-02-01..2025-03-10"},
		{"以后 after a day", "3月5日以后的退货", "2025-03-05..2025-03-10"},
		{"之后 after a month", "2月之后的报销", "2025-02-01..2025-03-10"},
		{"after a day to come", "deliveries after March 20", "2025-03-20..2025-03-20"},
		{"a length after a day", "a week after March 1", "2025-03-01..2025-03-01"},
		{"a count after 之后", "3月5日之后三天", "2025-03-05..2025-03-05"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := Resolve(tc.text, at(t, mon), nil)
			got := ""
			if res.Range != nil {
				got = res.Range.String()
			}
			if got != tc.want {
				t.Errorf("Resolve(%q) range = %q, want %q (periods %+v)", tc.text, got, tc.want, res.Periods)
			}
		})
	}
}
