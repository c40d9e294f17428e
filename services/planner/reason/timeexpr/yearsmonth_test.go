package timeexpr

import (
	"testing"
	"time"
)

// TestTwoYearsBeforeTheirMonth reads a month written after the second of
// two years (去年和今年6月) as that month in each year.
func TestTwoYearsBeforeTheirMonth(t *testing.T) {
	loc := time.FixedZone("CST", 8*3600)
	now := time.Date(2025, 11, 19, 10, 0, 0, 0, loc)
	tests := []struct{ text, want string }{
		{"去年和今年6月的用电量对比", "2024-06-01..2024-06-30 cmp 2025-06-01..2025-06-30"},
		{"2023年和2024年3月份的报修对比一下", "2023-03-01..2023-03-31 cmp 2024-03-01..2024-03-31"},
		// must leave alone
		{"去年和今年的6月对比", "2024-06-01..2024-06-30 cmp 2025-06-01..2025-06-30"},
		{"去年全年和今年6月对比", "2024-01-01..2024-12-31 cmp 2025-06-01..2025-06-30"},
		{"去年和今年", "2024-01-01..2025-12-31"},
	}
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		got := "none"
		if res.Range != nil {
			got = res.Range.String()
		}
		if res.Compare != nil {
			got += " cmp " + res.Compare.String()
		}
		if got != tc.want {
			t.Errorf("Resolve(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
