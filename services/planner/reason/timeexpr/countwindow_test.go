package timeexpr

import "testing"

// TestClocksChangedValueIsNoWindow reads two bare numbers that a verb
// changes a value between ("increase the replicas from 2 to 4") as the old
// and new values, not a window of hours, even with a part of the day or a
// day beside them; a window written so without such a verb, or with a
// clock cue (pm, :mm, 点), stays one.
func TestClocksChangedValueIsNoWindow(t *testing.T) {
	checkWindows(t, []windowCase{
		{text: "increase the replicas from 2 to 4 this morning", none: true},
		{text: "scale the workers from 2 to 4 tomorrow afternoon", none: true},
		{text: "change the limit tomorrow from 2 to 4", none: true},
		{text: "raise the pool size tonight from 10 to 12", none: true},
		{text: "change the limit from 2 to 4", none: true},
		{text: "今天上午把副本数从2个加到4个", none: true},
		{text: "今天下午把限流从2改成4", none: true},
		{text: "we are scaling the workers tomorrow from 2 to 4", none: true},
		{text: "reducing the retries tonight from 8 to 10", none: true},
		{text: "the increase from 2 to 4 this morning", none: true},
		{text: "the link dropped between 2 and 4 this morning", start: clockHM{2, 0}, end: clockHM{4, 0}},
		{text: "block the increased traffic this afternoon from 2 to 4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "an adjusted schedule tomorrow from 2 to 4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "schedule a change tomorrow from 2 to 4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "book the room tomorrow from 2 to 4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "change the booking to tomorrow 2-4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "increase the replicas before the peak; block the calendar this afternoon from 2 to 4", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "increase the replicas tomorrow from 2 to 4pm", start: clockHM{14, 0}, end: clockHM{16, 0}},
		{text: "明天下午2点到4点把副本数调到4", start: clockHM{14, 0}, end: clockHM{16, 0}},
	})
}
