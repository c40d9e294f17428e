package timeexpr

import "testing"

func TestClocks(t *testing.T) {
	type hm struct{ h, m int }
	tests := []struct {
		text       string
		start, end hm
		hasEnd     bool
		none       bool
	}{
		{text: "明天下午2点到4点在 WH-SH01 预约一个卸货月台", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "明天傍晚 6 点到 7 点帮我订 B-101 会议室", start: hm{18, 0}, end: hm{19, 0}, hasEnd: true},
		{text: "预约明天上午10点到12点的卸货月台", start: hm{10, 0}, end: hm{12, 0}, hasEnd: true},
		{text: "活动定在 3月15日晚上8点发送", start: hm{20, 0}},
		{text: "中午1点半开会", start: hm{13, 30}},
		{text: "the link dropped between 2 and 4 this morning", start: hm{2, 0}, end: hm{4, 0}, hasEnd: true},
		{text: "this morning between 9 and 11", start: hm{9, 0}, end: hm{11, 0}, hasEnd: true},
		{text: "outage from 2 to 4 in the afternoon", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "tomorrow afternoon 2-4", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "tonight from 8 to 10", start: hm{20, 0}, end: hm{22, 0}, hasEnd: true},
		{text: "seats for 10 to 12 people this morning", none: true},
		{text: "周五下午两点到四点开会", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "晚上八点至十点的告警", start: hm{20, 0}, end: hm{22, 0}, hasEnd: true},
		{text: "下午两点开会，有三点要求", start: hm{14, 0}},
		{text: "凌晨3点15分的告警", start: hm{3, 15}},
		{text: "Book dock D3 at WH-CD01 tomorrow from 9am to 11am", start: hm{9, 0}, end: hm{11, 0}, hasEnd: true},
		{text: "tomorrow from 2 to 4pm", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "a window of 2-4 p.m. on Friday", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "Find the air quality index in San Diego at 12pm.", start: hm{12, 0}},
		{text: "What is the angle of the hands at 6:30 PM?", start: hm{18, 30}},
		{text: "the meeting runs 14:30-15:15", start: hm{14, 30}, end: hm{15, 15}, hasEnd: true},
		{text: "Schedule CMP-10261 to go out tomorrow at 9am", start: hm{9, 0}},
		{text: "which rooms are free next Monday 10 to 12", start: hm{10, 0}, end: hm{12, 0}, hasEnd: true},
		{text: "book it for tomorrow 2-4", start: hm{14, 0}, end: hm{16, 0}, hasEnd: true},
		{text: "下周一10到12有空的教室", start: hm{10, 0}, end: hm{12, 0}, hasEnd: true},
		{text: "DG-L07昨天下午3点到3点40等料停线", start: hm{15, 0}, end: hm{15, 40}, hasEnd: true},
		{text: "晚上9点半到9点50的告警", start: hm{21, 30}, end: hm{21, 50}, hasEnd: true},
		{text: "2 to 2:30pm", start: hm{14, 0}, end: hm{14, 30}, hasEnd: true},
		{text: "it was down from 7:40 this morning until 9:15", start: hm{7, 40}, end: hm{9, 15}, hasEnd: true},
		{text: "closed from 3pm tomorrow to 5pm", start: hm{15, 0}, end: hm{17, 0}, hasEnd: true},
		{text: "at 9:00 this morning and again at noon", start: hm{9, 0}},
		{text: "at 9:00 tomorrow and 3pm", start: hm{9, 0}},
		{text: "the feeder was down from 11pm last night until 2am", start: hm{23, 0}, end: hm{2, 0}, hasEnd: true},
		{text: "晚上11点到次日凌晨2点停电", start: hm{23, 0}, end: hm{2, 0}, hasEnd: true},
		{text: "book the hall from 9am on Monday to 5pm", start: hm{9, 0}, end: hm{17, 0}, hasEnd: true},
		{text: "晚上11点到今天凌晨2点停电", start: hm{23, 0}},
		{text: "上午11点到1点的会", start: hm{11, 0}, end: hm{13, 0}, hasEnd: true},
		{text: "上午9点到5点值班", start: hm{9, 0}, end: hm{17, 0}, hasEnd: true},
		{text: "rooms for 10 to 12 people on Monday", none: true},
		{text: "Monday 12 to 10 of them", none: true},
		{text: "再快一点", none: true},
		{text: "SKU-10482 在 WH-SH01 盘亏 3 件", none: true},
		{text: "what is the tax amount on invoice INV-2024-0117", none: true},
		{text: "ship 10 pallets at 9 tomorrow", none: true},
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
			if !ok {
				t.Fatal("no clock found")
			}
			if got := (hm{r.Start.Hour, r.Start.Minute}); got != tc.start {
				t.Errorf("start = %v, want %v", got, tc.start)
			}
			if r.HasEnd != tc.hasEnd {
				t.Fatalf("hasEnd = %v, want %v", r.HasEnd, tc.hasEnd)
			}
			if got := (hm{r.End.Hour, r.End.Minute}); tc.hasEnd && got != tc.end {
				t.Errorf("end = %v, want %v", got, tc.end)
			}
		})
	}
}
