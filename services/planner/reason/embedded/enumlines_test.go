package embedded

import "testing"

// TestFillArgsKindLines fills a list of objects, each a value of an enum
// and a count, with one item for each count the goal writes before a
// word naming a value.
func TestFillArgsKindLines(t *testing.T) {
	const seats = `{"type":"object","properties":{
		"show":{"type":"string"},
		"seats":{"type":"array","description":"Seat lines.","items":{"type":"object","properties":{
			"band":{"type":"string","enum":["adult","child","senior","student"],"description":"Seat band."},
			"n":{"type":"integer","minimum":1}},"required":["band","n"]}}},"required":["seats"]}`
	line := func(band string, n int64) map[string]any { return map[string]any{"band": band, "n": n} }
	runFillCases(t, []fillCase{
		{"English counts before the values", "Reserve 3 adults and 2 students for the evening show", seats,
			map[string]any{"seats": []any{line("adult", 3), line("student", 2)}}},
		{"number words", "reserve two adults and a senior for tonight", seats,
			map[string]any{"seats": []any{line("adult", 2), line("senior", 1)}}},
		{"Han counts and glossed values", "订三张成人票、一张儿童票", seats,
			map[string]any{"seats": []any{line("adult", 3), line("child", 1)}}},
		{"a count of something else", "reserve 4 seats for the evening show", seats, map[string]any{}},
		{"one value counted twice", "reserve 2 adults and 1 adult more", seats, map[string]any{}},
	})
}
