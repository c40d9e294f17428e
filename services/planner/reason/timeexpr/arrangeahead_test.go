package timeexpr

import "testing"

// TestResolveArrangedWeekday: a weekday named alone in a request to fit
// something into it (排进, 约, 预约) is the one to come; one told as done
// is the latest.
func TestResolveArrangedWeekday(t *testing.T) {
	checkRanges(t, "2025-06-18 10:00", []rangeCase{
		{"fitted into a round", "R-7 这两天咳嗽，排进周五的查房", "2025-06-20..2025-06-20"},
		{"a weekday before 约", "周五帮我约一下牙医", "2025-06-20..2025-06-20"},
		{"预约 before a weekday", "预约周五上午的体检", "2025-06-20..2025-06-20"},
		{"leave alone: told as done", "周五约了牙医", "2025-06-13..2025-06-13"},
		{"leave alone: 大约 is no request", "周五大约多少人来", "2025-06-13..2025-06-13"},
	})
}
