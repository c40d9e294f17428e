package timeexpr

import (
	"testing"
	"time"
)

// TestRunToUnitEnd ends a run written to the end of the year or month at
// its start's year or month end.
func TestRunToUnitEnd(t *testing.T) {
	now := time.Date(2025, 9, 17, 9, 30, 0, 0, time.FixedZone("CST", 8*3600))
	for _, tc := range []struct{ text, want string }{
		{"签个新合同，10月1号开始到年底", "2025-10-01..2025-12-31"},
		{"10月1号到月底暂停", "2025-10-01..2025-10-31"},
		{"Sign the contract from October 1 to year end", "2025-10-01..2025-12-31"},
		// must leave alone
		{"10月1号拿到年底奖金", "2025-10-01..2025-10-01"},
		{"10月1号到今年年底", "2025-10-01..2025-12-31"},
	} {
		res := Resolve(tc.text, now, nil)
		if res.Range == nil || res.Range.String() != tc.want {
			t.Errorf("Resolve(%q) = %v, want %s", tc.text, res.Range, tc.want)
		}
	}
}
