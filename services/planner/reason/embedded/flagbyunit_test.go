package embedded

import "testing"

// TestFillArgsFlagUnitByUnit sets an hourly or daily flag the goal asks
// for as "hour by hour" or "day by day", and leaves it where the unit is
// written once.
func TestFillArgsFlagUnitByUnit(t *testing.T) {
	const (
		hourly = `{"type":"object","properties":{"hourly":{"type":"boolean","description":"Break the outlook into hours."}}}`
		daily  = `{"type":"object","properties":{"daily":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"hour by hour", "How will the wind look at the pier on Friday? Hour by hour, please.", hourly, map[string]any{"hourly": true}},
		{"day by day", "Show the gate counts for March day by day", daily, map[string]any{"daily": true}},
		{"a change day by day", "Show the gate counts for March; the queue got worse day by day", daily, map[string]any{}},
		{"a count day by day", "Show the gate counts for March, counted day by day", daily, map[string]any{"daily": true}},
		{"the unit once", "How will the wind look at the pier in the next hour?", hourly, map[string]any{}},
	})
}
