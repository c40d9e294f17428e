package embedded

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// TestFillArgsExpectedTime: a date-time parameter for an expected time
// takes the time of day the clause saying what is expected writes, on
// the day it names or today; a time the goal states for something else
// is not expected.
func TestFillArgsExpectedTime(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	now := time.Date(2025, 9, 10, 10, 0, 0, 0, loc)
	e := New(Options{Now: func() time.Time { return now }, Location: loc})
	outage := &toolspec.Spec{Name: "declare_pump_outage", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"pump_id":{"type":"string"},"starts_at":{"type":"string","format":"date-time","description":"Outage start."},"expected_end":{"type":"string","format":"date-time","description":"Expected restoration."}},"required":["pump_id"]}`)}
	hold := &toolspec.Spec{Name: "set_gate_status", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"gate_id":{"type":"string"},"status":{"type":"string","enum":["open","closed"]},"expected_reopen":{"type":"string","format":"date-time"}},"required":["gate_id","status"]}`)}
	tests := []struct {
		name, goal string
		spec       *toolspec.Spec
		param      string
		want       any
	}{
		{"tonight in Chinese", "PMP-0042 停电了，登记一下停运，预计今晚8点恢复", outage, "expected_end", "2025-09-10T20:00:00+08:00"},
		{"today's hour in Chinese", "G-05 先设成 closed，预计13点恢复", hold, "expected_reopen", "2025-09-10T13:00:00+08:00"},
		{"English", "Set gate G-05 to closed, expected to reopen tomorrow at 3pm", hold, "expected_reopen", "2025-09-11T15:00:00+08:00"},
		// leave alone: a time of day not what is expected
		{"a start time only", "PMP-0042 lost power at 9:40 today, declare the outage", outage, "expected_end", nil},
		{"expected with no time", "Close gate G-05, expected back soon, 3pm crew notified", hold, "expected_reopen", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, tc.spec)
			if got := args[tc.param]; got != tc.want {
				t.Errorf("%s = %v, want %v (args %v)", tc.param, got, tc.want, args)
			}
			if tc.param == "expected_end" && tc.want != nil && args["starts_at"] != nil {
				t.Errorf("starts_at = %v, the expected time is no start", args["starts_at"])
			}
		})
	}
}

// TestFillArgsExpectedStartIsAStart: a clause that expects a thing to
// start at a time of day states its start, so the tool's start parameter
// takes it; an expected restoration still states none.
func TestFillArgsExpectedStartIsAStart(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	now := time.Date(2025, 9, 10, 10, 0, 0, 0, loc)
	e := New(Options{Now: func() time.Time { return now }, Location: loc})
	lift := &toolspec.Spec{Name: "schedule_crane_lift", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"site_id":{"type":"string","pattern":"^SITE-\\d{3}$"},"start_time":{"type":"string","format":"date-time","description":"When the lift starts."}},"required":["site_id","start_time"]}`)}
	tests := []struct {
		name, goal string
		want       any
	}{
		{"English start", "Schedule a crane lift at SITE-204 tomorrow, expected to start at 9am", "2025-09-11T09:00:00+08:00"},
		{"Chinese start", "明天在 SITE-204 安排吊装，预计上午9点开始", "2025-09-11T09:00:00+08:00"},
		// leave alone: what is expected is no start
		{"a restoration", "SITE-204 吊装暂停，预计今晚8点恢复", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args, _, _ := fillSpec(t, e, tc.goal, lift)
			if got := args["start_time"]; got != tc.want {
				t.Errorf("start_time = %v, want %v (args %v)", got, tc.want, args)
			}
		})
	}
}
