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

// TestWeatherAhead checks that a weekday named alone with its weather or
// rain, not told as over nor named as the cause of what is counted, is
// the coming one.
func TestWeatherAhead(t *testing.T) {
	checkRanges(t, "2026-06-10 10:00", []rangeCase{ // a Wednesday
		{"the day's weather", "Look at Saturday's weather for the fair; if rain is likely, move it indoors.", "2026-06-13..2026-06-13"},
		{"zh storm", "周六有暴雨，游园会改用室内方案", "2026-06-13..2026-06-13"},
		{"zh will it rain", "周六会不会下雨", "2026-06-13..2026-06-13"},
		// Must leave alone.
		{"rain told as over", "周六下了暴雨，游园会取消了", "2026-06-06..2026-06-06"},
		{"weather looked back", "How was the weather on Saturday? Did it rain?", "2026-06-06..2026-06-06"},
		{"no weather", "周六的游园会有多少人", "2026-06-06..2026-06-06"},
		{"zh rain as the cause", "周六因为下雨取消的订单有哪些", "2026-06-06..2026-06-06"},
		{"zh storm as the cause", "周六暴雨导致仓库进水，统计损失", "2026-06-06..2026-06-06"},
		{"rains as the cause", "Orders delayed by the rains on Saturday", "2026-06-06..2026-06-06"},
		{"weather-related", "List the weather-related cancellations on Saturday", "2026-06-06..2026-06-06"},
		{"a rain check", "Give me a rain check on Saturday's meeting notes", "2026-06-06..2026-06-06"},
	})
}
