package embedded

import (
	"context"
	"testing"
)

// TestClockToldDoneIsToday dates a goal that names no day but tells a
// time of day as over today, and fills the time a thing came back at, not
// the estimate of a time to come.
func TestClockToldDoneIsToday(t *testing.T) {
	const repair = `{"type":"object","properties":{"fault_id":{"type":"string"},"state":{"type":"string","enum":["open","fixed"],"description":"open (仍在处理), fixed (已修好)."},"expected_fix":{"type":"string","format":"date-time","description":"Estimated time of fix (预计修复时间)."},"fixed_at":{"type":"string","format":"date-time","description":"When it was fixed; default now."}},"required":["fault_id"]}`
	runFillCases(t, []fillCase{
		{"a clock told as over", "FLT-8812 下午1点40已修好了，帮忙把它关掉", repair, map[string]any{"fault_id": "FLT-8812", "state": "fixed", "fixed_at": "2025-03-10T13:40:00+08:00"}},
		{"in English", "FLT-8812 was repaired at 1:40pm, close it", repair, map[string]any{"fault_id": "FLT-8812", "fixed_at": "2025-03-10T13:40:00+08:00"}},
	})
	e := newEngine(t)
	for goal, want := range map[string]string{
		"FLT-8812 下午1点40已修好了": "2025-03-10..2025-03-10",
		// must leave alone
		"FLT-8812 预计下午4点修好": "",
		"晚上9点前都可以来取":        "",
	} {
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if tk.TimeRange != nil {
			got = tk.TimeRange.String()
		}
		if got != want {
			t.Errorf("range of %q = %q, want %q", goal, got, want)
		}
	}
}
