package embedded

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// TestFillArgsWriteTakesNextYearsDay: a day written without its year that
// is already over this year is next year's for a write when that is
// nearer today, and this year's for a look-up; a day still to come, one
// just over and a day with its year stay.
func TestFillArgsWriteTakesNextYearsDay(t *testing.T) {
	loc := timeexpr.DefaultLocation()
	now := time.Date(2025, 11, 10, 10, 0, 0, 0, loc)
	e := New(Options{Now: func() time.Time { return now }, Location: loc})
	book := &toolspec.Spec{Name: "hold_meeting_space", SideEffect: toolspec.Write,
		Parameters: json.RawMessage(`{"type":"object","properties":{"starts_at":{"type":"string","format":"date-time"}},"required":["starts_at"]}`)}
	list := &toolspec.Spec{Name: "meeting_spaces_held", SideEffect: toolspec.Read,
		Parameters: json.RawMessage(`{"type":"object","properties":{"day":{"type":"string","format":"date"}},"required":["day"]}`)}
	tests := []specFill{
		{"a past 月日 for a write", "1月12日上午9点订会议室", book, "starts_at", "2026-01-12T09:00:00+08:00"},
		{"a past English day for a write", "hold the meeting room on January 12 at 9am", book, "starts_at", "2026-01-12T09:00:00+08:00"},
		{"a day to come for a write", "12月3日上午9点订会议室", book, "starts_at", "2025-12-03T09:00:00+08:00"},
		{"a day with its year", "2025年1月12日上午9点订会议室", book, "starts_at", "2025-01-12T09:00:00+08:00"},
		{"a day just over for a write", "record the payment made on November 7 at 9am", book, "starts_at", "2025-11-07T09:00:00+08:00"},
		{"a past day for a look-up", "1月12日订了哪些会议室", list, "day", "2025-01-12"},
	}
	checkSpecFills(t, e, tests, nil)
}
