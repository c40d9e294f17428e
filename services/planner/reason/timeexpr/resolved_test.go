package timeexpr

import (
	"testing"
	"time"
)

// checkResolved resolves each text at now in loc and checks its range,
// "none" when it has none.
func checkResolved(t *testing.T, now time.Time, loc *time.Location, tests []struct{ text, want string }) {
	t.Helper()
	for _, tc := range tests {
		res := Resolve(tc.text, now, loc)
		got := "none"
		if res.Range != nil {
			got = res.Range.String()
		}
		if got != tc.want {
			t.Errorf("Resolve(%q) = %s, want %s", tc.text, got, tc.want)
		}
	}
}
