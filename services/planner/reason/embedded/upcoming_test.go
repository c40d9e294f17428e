package embedded

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFillArgsWriteTakesUpcomingWeekday: a weekday named alone is the
// latest one begun for a look-up, and the one on or after today for a
// write; a weekday marked past stays past for both.
func TestFillArgsWriteTakesUpcomingWeekday(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	wed := time.Date(2025, 9, 17, 10, 0, 0, 0, loc) // a Wednesday
	e := New(Options{Now: func() time.Time { return wed }, Location: loc})
	swap := &toolspec.Spec{Name: "trade_rota_slots", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"first":{"type":"string"},"second":{"type":"string"},"day":{"type":"string","format":"date"}},"required":["first","second","day"]}`)}
	book := &toolspec.Spec{Name: "hold_meeting_space", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"starts_at":{"type":"string","format":"date-time"}},"required":["starts_at"]}`)}
	list := &toolspec.Spec{Name: "rota_slots", SideEffect: toolspec.Read,
		Parameters: json.RawMessage(`{"type":"object","properties":{"day":{"type":"string","format":"date"}},"required":["day"]}`)}
	tests := []specFill{
		{"a write on 周五", "把 RX-0479 和 RX-0112 周五的班对调一下", swap, "day", "2025-09-19"},
		{"a write on 周三 is today", "把 RX-0479 和 RX-0112 周三的班对调一下", swap, "day", "2025-09-17"},
		{"a write on 周一 is next week's", "把 RX-0479 和 RX-0112 周一的班对调一下", swap, "day", "2025-09-22"},
		{"a write on 上周五", "把 RX-0479 和 RX-0112 上周五的班对调一下", swap, "day", "2025-09-12"},
		{"a write on last Friday", "swap the shifts of RX-0479 and RX-0112 last Friday", swap, "day", "2025-09-12"},
		{"a write on 周五 at a time", "周五上午9:30订会议室", book, "starts_at", "2025-09-19T09:30:00+08:00"},
		{"a look-up of 周五", "RX-0479 周五的班", list, "day", "2025-09-12"},
	}
	checkSpecFills(t, e, tests, func(t *testing.T, tk *task.Task) {
		// A goal that swaps shifts already names the day to come (see
		// timeexpr's aheadRE); any other names the latest begun, which a
		// write then moves on.
		if tk.TimeRange == nil || tk.TimeRange.Start.Format(task.DateLayout) > "2025-09-17" && !strings.Contains(tk.Goal, "对调") {
			t.Errorf("task range %v: the goal's own range is the latest begun", tk.TimeRange)
		}
	})
}
