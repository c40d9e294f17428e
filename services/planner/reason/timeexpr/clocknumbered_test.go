package timeexpr

import "testing"

// A number right after 点 that a counter word follows (3号, 2个) names
// something else, not the minutes of the hour before it.
func TestClocksMinutesNotACountedThing(t *testing.T) {
	type hm struct{ h, m int }
	tests := []struct {
		text       string
		start, end hm
		hasEnd     bool
	}{
		{text: "后天上午9点到11点3号机房断电检修", start: hm{9, 0}, end: hm{11, 0}, hasEnd: true},
		{text: "今晚7点2个人到场", start: hm{19, 0}},
		{text: "周六下午1点到5点12号楼停水", start: hm{13, 0}, end: hm{17, 0}, hasEnd: true},
		// leave alone: minutes stay minutes
		{text: "下午3点到3点40开会", start: hm{15, 0}, end: hm{15, 40}, hasEnd: true},
		{text: "早上8点05出发", start: hm{8, 5}},
		{text: "晚上9点15分到10点的告警", start: hm{21, 15}, end: hm{22, 0}, hasEnd: true},
		{text: "下午2点30到场", start: hm{14, 30}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			r, ok := Clocks(tc.text)
			if !ok {
				t.Fatalf("no clock in %q", tc.text)
			}
			if got := (hm{r.Start.Hour, r.Start.Minute}); got != tc.start {
				t.Errorf("start = %v, want %v", got, tc.start)
			}
			if r.HasEnd != tc.hasEnd {
				t.Fatalf("hasEnd = %v, want %v", r.HasEnd, tc.hasEnd)
			}
			if tc.hasEnd {
				if got := (hm{r.End.Hour, r.End.Minute}); got != tc.end {
					t.Errorf("end = %v, want %v", got, tc.end)
				}
			}
		})
	}
}
