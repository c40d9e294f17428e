package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestPeriodSpanNeedsDatedRead: a need that states a span of days (last
// week) is no question for a read whose schema takes no date — it tells
// of one moment — when a read that takes the span scores near it; a need
// without a span, or whose period only the goal states, keeps it.
func TestPeriodSpanNeedsDatedRead(t *testing.T) {
	cat := spanCat()
	byName := map[string]*toolspec.Spec{}
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	scores := []task.Score{{Tool: "room_status", Score: 0.43}, {Tool: "occupancy_report", Score: 0.29}, {Tool: "room_rate_set", Score: 0.1}}
	e := newEngine(t)
	lastWeek := e.resolve("上周").Range
	tests := []struct {
		text string
		goal *task.Task
		want string
	}{
		{"把上周外滩店的入住率", &task.Task{}, "occupancy_report"},
		{"Pull the Bund's occupancy for last week", &task.Task{}, "occupancy_report"},
		{"外滩店 1208 房间现在的入住状态", &task.Task{}, "room_status"},
		{"外滩店 1208 房间的入住状态", &task.Task{TimeRange: lastWeek}, "room_status"},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			st := task.Subtask{Tool: "room_status", Scores: scores}
			e.respectPeriod(&st, tc.text, tc.goal, byName)
			if st.Tool != tc.want {
				t.Errorf("tool %q, want %q", st.Tool, tc.want)
			}
		})
	}
}

// spanCat is a catalog of a room's state and a hotel's figures over a
// period.
func spanCat() []toolspec.Spec {
	hotel := `"property":{"type":"string","description":"Hotel: bund (外滩店, The Bund), airport (机场店).","enum":["bund","airport"]}`
	return []toolspec.Spec{
		{Name: "room_status", Description: "Occupancy and housekeeping status of one room: occupied or vacant, clean or dirty, and who is in it.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"room_number":{"type":"string","description":"Room number, e.g. 1208."}}}`)},
		{Name: "occupancy_report", Description: "Occupancy rate, ADR (average daily rate) and RevPAR of a hotel over a period.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"start_date":{"type":"string","format":"date","description":"First day."},"end_date":{"type":"string","format":"date","description":"Last day."}}}`)},
		{Name: "rate_calendar", Description: "Nightly rates of each room type, day by day.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`)},
		{Name: "room_rate_set", Description: "Set the nightly rate of a room type for a day.", SideEffect: toolspec.Write,
			Parameters: []byte(`{"type":"object","properties":{` + hotel + `,"rate":{"type":"number"}},"required":["rate"]}`)},
	}
}
