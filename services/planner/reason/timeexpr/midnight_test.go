package timeexpr

import "testing"

// TestClocksEndingAtMidnight reads an evening window's end at 12 as
// midnight, the next day's 00:00; a window from noon or in the morning
// keeps its 12 noon.
func TestClocksEndingAtMidnight(t *testing.T) {
	checkWindows(t, []windowCase{
		{text: "tonight from 10 to 12", start: clockHM{22, 0}, end: clockHM{0, 0}},
		{text: "block the hall tonight 10-12", start: clockHM{22, 0}, end: clockHM{0, 0}},
		{text: "this evening from 10 to 12", start: clockHM{22, 0}, end: clockHM{0, 0}},
		{text: "今晚10点到12点的告警", start: clockHM{22, 0}, end: clockHM{0, 0}},
		{text: "晚上11点到12点半维护", start: clockHM{23, 0}, end: clockHM{0, 30}},
		{text: "中午12点到12点半午休", start: clockHM{12, 0}, end: clockHM{12, 30}},
		{text: "上午10点到12点的会", start: clockHM{10, 0}, end: clockHM{12, 0}},
		{text: "tomorrow 10 to 12", start: clockHM{10, 0}, end: clockHM{12, 0}},
		{text: "this morning from 10 to 12", start: clockHM{10, 0}, end: clockHM{12, 0}},
		{text: "晚上8点到第二天12点", start: clockHM{20, 0}, end: clockHM{12, 0}},
		{text: "晚上10点到次日12点", start: clockHM{22, 0}, end: clockHM{12, 0}},
		{text: "tonight 10 to 12 guests", none: true},
	})
}
