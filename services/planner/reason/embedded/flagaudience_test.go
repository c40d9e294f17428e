package embedded

import "testing"

// TestFillArgsFlagAudience: a flag named for notifying some people is set
// by the goal's Chinese word for them after 通知 (游客, 客人, 乘客), and
// cleared when the notice is declined; people named with no notice to
// them leave it alone.
func TestFillArgsFlagAudience(t *testing.T) {
	const (
		show  = `{"type":"object","properties":{"notify_guests":{"type":"boolean","description":"Message guests with seat reservations."}}}`
		route = `{"type":"object","properties":{"notify_passengers":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"visitors told", "这场取消吧，记得通知已经订座的游客", show, map[string]any{"notify_guests": true}},
		{"guests told", "这场取消，通知一下客人", show, map[string]any{"notify_guests": true}},
		{"passengers told", "这班车取消了，通知乘客", route, map[string]any{"notify_passengers": true}},
		{"a notice declined", "这场取消吧，不用通知客人", show, map[string]any{"notify_guests": false}},
		// must leave alone: the people named, no notice to them
		{"guests with no notice", "这场有游客投诉水太凉，取消吧", show, map[string]any{}},
	})
}
