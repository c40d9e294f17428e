package timeexpr

import "testing"

// clockHM is an hour and minute of a clock window a test expects.
type clockHM struct{ h, m int }

// windowCase is a text and the clock window Clocks should read in it, or
// none (no window with an end) when none is set.
type windowCase struct {
	text       string
	start, end clockHM
	none       bool
}

// checkWindows runs Clocks on each case's text and checks the window it
// reads.
func checkWindows(t *testing.T, cases []windowCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.text, func(t *testing.T) {
			r, ok := Clocks(tc.text)
			if tc.none {
				if ok && r.HasEnd {
					t.Fatalf("Clocks = %+v, want no window", r)
				}
				return
			}
			if !ok || !r.HasEnd {
				t.Fatalf("Clocks = %+v, %v; want a window", r, ok)
			}
			if got := (clockHM{r.Start.Hour, r.Start.Minute}); got != tc.start {
				t.Errorf("start = %v, want %v", got, tc.start)
			}
			if got := (clockHM{r.End.Hour, r.End.Minute}); got != tc.end {
				t.Errorf("end = %v, want %v", got, tc.end)
			}
		})
	}
}
