package embedded

import "testing"

// TestFillArgsArrayGlossed gives a list parameter the values the goal
// names through the bilingual table besides one it writes as the value
// itself, in the goal's order; a single value and a negated one stay out.
func TestFillArgsArrayGlossed(t *testing.T) {
	const (
		list   = `{"type":"object","properties":{"routes":{"type":"array","items":{"type":"string","enum":["sms","email","front_desk","screen_display"]}}},"required":["routes"]}`
		single = `{"type":"object","properties":{"route":{"type":"string","enum":["sms","email","front_desk","screen_display"]}},"required":["route"]}`
	)
	runFillCases(t, []fillCase{
		{"a written value and a glossed one", "用sms和前台通知客人", list, map[string]any{"routes": []any{"sms", "front_desk"}}},
		{"the glossed one first", "让前台和email都通知客人", list, map[string]any{"routes": []any{"front_desk", "email"}}},
		{"a screen word", "用email和电子屏通知客人", list, map[string]any{"routes": []any{"email", "screen_display"}}},
		// Leave alone: a scalar takes one value, and a negated one is none.
		{"a scalar keeps the first", "用sms和前台通知客人", single, map[string]any{"route": "sms"}},
		{"a negated glossed value", "用sms通知客人，不要前台通知", list, map[string]any{"routes": []any{"sms"}}},
	})
}
