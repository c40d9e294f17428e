package embedded

import "testing"

// TestFillArgsSendTime: a time of sending is the time the goal writes
// with its request to send, at a time of day; a day or a time the
// message itself tells of is the event's, and the notice goes now.
func TestFillArgsSendTime(t *testing.T) {
	const notice = `{"type":"object","properties":{"title":{"type":"string","description":"Notice title."},"send_at":{"type":"string","format":"date-time","description":"When to send it; now when left out."}},"required":["title"]}`
	runFillCases(t, []fillCase{
		{"a time with the request", "Text the parents tonight at 8pm reminding them the fee is due Friday", notice,
			map[string]any{"send_at": "2025-03-10T20:00:00+08:00"}},
		{"a time before the request", "明天上午9点给全体家长发个通知", notice, map[string]any{"send_at": "2025-03-11T09:00:00+08:00"}},
		{"a time in a later clause that asks to send", "Post a notice about the elevator maintenance, and send it tomorrow at 6pm", notice,
			map[string]any{"send_at": "2025-03-11T18:00:00+08:00", "title": "elevator maintenance"}},
		{"the meeting's time after the request", "通知全体家长，本周六上午9点开家长会", notice, map[string]any{}},
		{"the event's day after a colon", "给家长发个 app notice：下周三 sports day", notice, map[string]any{}},
	})
	const timed = `{"type":"object","properties":{"message":{"type":"string"},"scheduled_at":{"type":"string","format":"date-time","description":"定时发送"}},"required":["message"]}`
	const slot = `{"type":"object","properties":{"topic":{"type":"string"},"scheduled_at":{"type":"string","format":"date-time","description":"开始时间"}},"required":["topic"]}`
	runFillCases(t, []fillCase{
		{"a Chinese send time: the message's day is the event's", "给社员发短信：明天下午有雷阵雨", timed, map[string]any{"message": "明天下午有雷阵雨"}},
		{"a Chinese send time with the request", "明天上午9点给社员发个短信", timed, map[string]any{"scheduled_at": "2025-03-11T09:00:00+08:00"}},
		{"a start time is no send time", "明天上午9点开个会", slot, map[string]any{"scheduled_at": "2025-03-11T09:00:00+08:00"}},
	})
}

// TestFillArgsSendTimeClockColon reads a time written 18:00 in the clause
// that asks to send as the send time, where a colon between words still
// ends a clause.
func TestFillArgsSendTimeClockColon(t *testing.T) {
	const notice = `{"type":"object","properties":{"title":{"type":"string","description":"Notice title."},"send_at":{"type":"string","format":"date-time","description":"When to send it; now when left out."}},"required":["title"]}`
	runFillCases(t, []fillCase{
		{"a clock with a colon before 发", "通讯标题是《春季简报》，6月30日 18:00 发", notice,
			map[string]any{"send_at": "2025-06-30T18:00:00+08:00", "title": "春季简报"}},
		// leave alone: the colon ends the request's clause, the time is the event's
		{"a colon after the request", "给家长发个通知: 6月30日 18:00 开家长会", notice, map[string]any{}},
	})
}

// TestFillArgsSendTimeGoOut reads "go out at 6pm" as a time of sending.
func TestFillArgsSendTimeGoOut(t *testing.T) {
	const brief = `{"type":"object","properties":{"edition":{"type":"string","enum":["early","late"]},"send_at":{"type":"string","format":"date-time","description":"Send time"}},"required":["edition","send_at"]}`
	runFillCases(t, []fillCase{
		{"go out at", "Set the late edition to go out at 6pm today", brief,
			map[string]any{"edition": "late", "send_at": "2025-03-10T18:00:00+08:00"}},
		// leave alone: going out at a time is no sending when nothing is sent
		{"people go out", "Set the late edition; the staff go out for dinner at 6pm", brief,
			map[string]any{"edition": "late"}},
	})
}
