package embedded

import "testing"

// TestFillArgsGroupingFilterClash: a word two enums share fills the one
// the goal ties it to: "by day" groups by day and names no day shift; "the
// day shift" names the shift and groups nothing.
func TestFillArgsGroupingFilterClash(t *testing.T) {
	const yields = `{"type":"object","properties":{"cell":{"type":"string","pattern":"^C[0-9]{2}$"},"crew":{"type":"string","enum":["day","night"],"description":"Crew on duty."},"bucket":{"type":"string","enum":["crew","day","week"],"description":"Rows per crew, day or week."},"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"grouped by day", "yield of cell C07 last week, by day", yields,
			map[string]any{"cell": "C07", "bucket": "day", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
		{"each day", "what did cell C07 yield each day last week", yields,
			map[string]any{"cell": "C07", "bucket": "day", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
		{"the day crew", "yield of the day crew on cell C07 last week", yields,
			map[string]any{"cell": "C07", "crew": "day", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
		{"the day crew, by day", "yield of the day crew on cell C07 last week, by day", yields,
			map[string]any{"cell": "C07", "crew": "day", "bucket": "day", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
		{"the day crew, by crew", "yield of the day crew on cell C07 last week, by crew", yields,
			map[string]any{"cell": "C07", "crew": "day", "bucket": "crew", "start_date": "2025-03-03", "end_date": "2025-03-09"}},
	})
}
