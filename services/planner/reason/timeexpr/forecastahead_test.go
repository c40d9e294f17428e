package timeexpr

import "testing"

// TestForecastAndBookingAhead checks that a weekday a forecast is asked
// for, or a ticket or room is booked for with 订, is the coming one, while
// orders (订单) looked up keep the latest begun.
func TestForecastAndBookingAhead(t *testing.T) {
	checkRanges(t, "2026-06-10 10:00", []rangeCase{ // a Wednesday
		{"forecast", "What's the weather forecast for Saturday?", "2026-06-13..2026-06-13"},
		{"zh forecast", "周六的天气预报", "2026-06-13..2026-06-13"},
		{"zh book a ticket", "帮我订一张周五去上海的车票", "2026-06-12..2026-06-12"},
		{"zh book a room", "订个周五的会议室", "2026-06-12..2026-06-12"},
		// Must leave alone.
		{"zh orders", "周五的订单有多少", "2026-06-05..2026-06-05"},
		{"zh subscriptions", "周五订阅的用户", "2026-06-05..2026-06-05"},
		{"weather looked back", "What was the weather on Saturday?", "2026-06-06..2026-06-06"},
	})
}
