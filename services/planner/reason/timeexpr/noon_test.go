package timeexpr

import "testing"

// TestClocksNoon reads noon written without its hour as 12:00, alone or
// as a window's end, and leaves the words that only contain it alone.
func TestClocksNoon(t *testing.T) {
	type hm struct{ h, m int }
	tests := []struct {
		text       string
		start, end hm
		hasEnd     bool
		none       bool
	}{
		{text: "translate it by Friday noon", start: hm{12, 0}},
		{text: "后天中午之前交", start: hm{12, 0}},
		{text: "a permit for Saturday 9am to noon", start: hm{9, 0}, end: hm{12, 0}, hasEnd: true},
		{text: "from 10am to 12 noon", start: hm{10, 0}, end: hm{12, 0}, hasEnd: true},
		{text: "until midday tomorrow", start: hm{12, 0}},
		// must leave alone
		{text: "中午12点还车", start: hm{12, 0}},
		{text: "中午1点半开会", start: hm{13, 30}},
		{text: "is Chen Jing free on Friday afternoon?", none: true},
		{text: "中午饭订10份", none: true},
		{text: "看看中午的订单", none: true},
	}
	for _, tc := range tests {
		r, ok := Clocks(tc.text)
		if tc.none {
			if ok {
				t.Errorf("Clocks(%q) = %+v, want none", tc.text, r)
			}
			continue
		}
		if !ok || r.Start.Hour != tc.start.h || r.Start.Minute != tc.start.m || r.HasEnd != tc.hasEnd ||
			tc.hasEnd && (r.End.Hour != tc.end.h || r.End.Minute != tc.end.m) {
			t.Errorf("Clocks(%q) = %+v, %v; want %v–%v (end %v)", tc.text, r, ok, tc.start, tc.end, tc.hasEnd)
		}
	}
}

// TestClocksWeekdayBetween joins a window's two times of day across the
// weekday the first is on, with or without its "on".
func TestClocksWeekdayBetween(t *testing.T) {
	tests := []struct {
		text   string
		hasEnd bool
	}{
		{"a shutdown from 10pm Saturday to 4am Sunday", true},
		{"a shutdown from 10pm on Saturday to 4am on Sunday", true},
		{"the line is down 9:00 Monday until 17:00 Tuesday", true},
		// must leave alone
		{"call at 9am Monday, then at 3pm Tuesday", false},
		{"at 9am Monday we meet; Friday 3pm is the review", false},
	}
	for _, tc := range tests {
		r, ok := Clocks(tc.text)
		if !ok || r.HasEnd != tc.hasEnd {
			t.Errorf("Clocks(%q) = %+v, %v; want end %v", tc.text, r, ok, tc.hasEnd)
		}
	}
}

// TestClocksDayAfterWindow reads a window of two bare hours with its day
// after it: "from 10 to 12 that day".
func TestClocksDayAfterWindow(t *testing.T) {
	type hm struct{ h, m int }
	tests := []struct {
		text       string
		start, end hm
		none       bool
	}{
		{text: "book the room from 10 to 12 that day", start: hm{10, 0}, end: hm{12, 0}},
		{text: "free between 2 and 4 on Friday?", start: hm{14, 0}, end: hm{16, 0}},
		{text: "from 9 to 11 tomorrow", start: hm{9, 0}, end: hm{11, 0}},
		// must leave alone
		{text: "raise the replicas from 2 to 4 on Friday", none: true},
		{text: "10 to 12 people that day", none: true},
		{text: "from 10 to 12 seats", none: true},
	}
	for _, tc := range tests {
		r, ok := Clocks(tc.text)
		if tc.none {
			if ok {
				t.Errorf("Clocks(%q) = %+v, want none", tc.text, r)
			}
			continue
		}
		if !ok || !r.HasEnd || r.Start.Hour != tc.start.h || r.End.Hour != tc.end.h {
			t.Errorf("Clocks(%q) = %+v, %v; want %v–%v", tc.text, r, ok, tc.start, tc.end)
		}
	}
}
