package timeexpr

import "testing"

// TestResolveMovedToComing: the weekday a thing is moved to is the coming
// one even when another clause of the goal tells something done; a
// weekday the goal looks back on keeps the latest begun.
func TestResolveMovedToComing(t *testing.T) {
	checkRanges(t, "2025-03-10 09:00", []rangeCase{
		{"moved to after a clause told as done", "前台已经发短信通知客人了，把 BK-1021 的预约改到周五", "2025-03-14..2025-03-14"},
		{"pushed to after a fact in the past", "The guest was upset, move booking BK-1021 to Friday", "2025-03-14..2025-03-14"},
		{"rescheduled to, with a time", "客户昨天来过电话了，把会面推迟到周四下午3点", "2025-03-13..2025-03-13"},
		{"moved to a time and a day after another day", "I'm out tomorrow, move MT-12 to 3pm Friday", "2025-03-14..2025-03-14"},
		{"moved to a day, a time between", "Tomorrow is busy; push the review to 9:30 am on Thursday", "2025-03-13..2025-03-13"},
		{"a day talked to, no move", "I'm out tomorrow, talk to 3pm Friday's speakers", "2025-03-11..2025-03-11"},
		{"a weekday looked back on stays behind", "前台已经通知客人了，周五的预约有几个没来", "2025-03-07..2025-03-07"},
		{"what was sent to a day stays behind", "What was sent to the printer on Friday?", "2025-03-07..2025-03-07"},
		{"a to of another clause's verb stays behind", "I changed the plan and talked to Friday's speakers, who came?", "2025-03-07..2025-03-07"},
		{"a move set in last week stays in it", "上周的例会改到周五开的，来了多少人", "2025-03-07..2025-03-07"},
		{"this week's move still goes ahead", "这周的例会改到周五", "2025-03-14..2025-03-14"},
	})
}
