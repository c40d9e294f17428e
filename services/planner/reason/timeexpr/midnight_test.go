package timeexpr

import "testing"

// TestClocksEndingAtMidnight reads an evening window's end at 12 as
// midnight, the next day's 00:00; a window from noon or in the morning
// keeps its 12 noon.
func TestClocksEndingAtMidnight(t *testing.T) {
	type hm struct{ h, m int }
	tests := []struct {
		text       string
		start, end hm
		none       bool
	}{
		{text: "tonight from 10 to 12", start: hm{22, 0}, end: hm{0, 0}},
		{text: "block the hall tonight 10-12", start: hm{22, 0}, end: hm{0, 0}},
		{text: "this evening from 10 to 12", start: hm{22, 0}, end: hm{0, 0}},
		{text: "今晚10点到12点的告警", start: hm{22, 0}, end: hm{0, 0}},
		{text: "晚上11点到12点半维护", start: hm{23, 0}, end: hm{0, 30}},
		{text: "中午12点到12点半午休", start: hm{12, 0}, end: hm{12, 30}},
		{text: "上午10点到12点的会", start: hm{10, 0}, end: hm{12, 0}},
		{text: "tomorrow 10 to 12", start: hm{10, 0}, end: hm{12, 0}},
		{text: "this morning from 10 to 12", start: hm{10, 0}, end: hm{12, 0}},
		{text: "晚上8点到第二天12点", start: hm{20, 0}, end: hm{12, 0}},
		{text: "晚上10点到次日12点", start: hm{22, 0}, end: hm{12, 0}},
		{text: "tonight 10 to 12 guests", none: true},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			r, ok := Clocks(tc.text)
			if tc.none {
				if ok {
					t.Fatalf("Clocks = %+v, want none", r)
				}
				return
			}
			if !ok || !r.HasEnd {
				t.Fatalf("Clocks = %+v, %v; want a window", r, ok)
			}
			if got := (hm{r.Start.Hour, r.Start.Minute}); got != tc.start {
				t.Errorf("start = %v, want %v", got, tc.start)
			}
			if got := (hm{r.End.Hour, r.End.Minute}); got != tc.end {
				t.Errorf("end = %v, want %v", got, tc.end)
			}
		})
	}
}
