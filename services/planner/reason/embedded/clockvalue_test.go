package embedded

import (
	"slices"
	"testing"
	"time"
)

// TestEnumByClock: the value whose gloss's window of the day holds now
// is the one "this shift" or 本班 names; a window past midnight wraps.
func TestEnumByClock(t *testing.T) {
	const desc = "Shift (班次): early (早班, 06:00–14:00), late (14:00–22:00), night (夜班, 22:00–06:00 next day)."
	enum := []any{"early", "late", "night"}
	at := func(h, m int) time.Time { return time.Date(2025, 6, 10, h, m, 0, 0, time.UTC) }
	tests := []struct {
		name, text string
		now        time.Time
		want       []string
	}{
		{"this shift in the morning", "Log 40 crates for this shift", at(9, 30), []string{"early"}},
		{"the current shift at a window's start", "output of the current shift", at(14, 0), []string{"late"}},
		{"after midnight", "Log 40 crates for this shift", at(2, 15), []string{"night"}},
		{"本班 by the gloss", "本班做了多少箱", at(23, 0), []string{"night"}},
		{"no shift named as now", "Log 40 crates for the morning", at(9, 30), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := enumByClock(enum, "shift", desc, tc.text, tc.now); !slices.Equal(got, tc.want) {
				t.Errorf("enumByClock(%q at %s) = %v, want %v", tc.text, tc.now.Format("15:04"), got, tc.want)
			}
		})
	}
}

// TestFillArgsShiftUnderWay: "this shift" fills a shift enum with the
// value whose window holds the engine's clock (14:02 on a Monday).
func TestFillArgsShiftUnderWay(t *testing.T) {
	const crates = `{"type":"object","properties":{"crates":{"type":"integer"},"shift":{"type":"string","enum":["early","late","night"],` +
		`"description":"Shift (班次): early (早班, 06:00–14:00), late (14:00–22:00), night (夜班, 22:00–06:00 next day)."}}}`
	runFillCases(t, []fillCase{
		{"this shift", "Log 40 crates for this shift", crates, map[string]any{"crates": int64(40), "shift": "late"}},
		{"本班", "本班的产量登记一下", crates, map[string]any{"shift": "late"}},
	})
}
