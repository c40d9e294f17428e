package embedded

import "testing"

// TestFillArgsKindLinesEverydayWords reads the everyday words of a
// visitor's age, 大人 and 小孩, as the adult and child of an enum.
func TestFillArgsKindLinesEverydayWords(t *testing.T) {
	const seats = `{"type":"object","properties":{
		"seats":{"type":"array","items":{"type":"object","properties":{
			"band":{"type":"string","enum":["adult","child","senior"]},
			"n":{"type":"integer","minimum":1}},"required":["band","n"]}}},"required":["seats"]}`
	line := func(band string, n int64) map[string]any { return map[string]any{"band": band, "n": n} }
	runFillCases(t, []fillCase{
		{"大人 and 小孩", "晚上那场订票：三个大人两个小孩", seats,
			map[string]any{"seats": []any{line("adult", 3), line("child", 2)}}},
		{"a count of people of no band", "晚上那场订票，三个人", seats, map[string]any{}},
	})
}
