package embedded

import "testing"

// TestFillArgsComparisonBase reads the period a goal compares with as the
// comparison value whose name or gloss says how it lies to the period
// asked about: a year back, or just before it.
func TestFillArgsComparisonBase(t *testing.T) {
	const (
		glossed = `{"type":"object","properties":{"compare_to":{"type":"string","enum":["none","prior_period","same_period_last_year"],"description":"Comparison: none, prior_period (the period just before, of equal length), same_period_last_year (同比)."}}}`
		bare    = `{"type":"object","properties":{"baseline":{"type":"string","enum":["previous","year_ago"],"description":"What to compare against."}}}`
		other   = `{"type":"object","properties":{"sort":{"type":"string","enum":["previous","year_ago"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the week before", "How did the shop do last week compared with the week before?", glossed, map[string]any{"compare_to": "prior_period"}},
		{"去年同期", "上个月卖得怎么样？跟去年同期比一下", glossed, map[string]any{"compare_to": "same_period_last_year"}},
		{"a year back by name", "sales last month against the same month a year ago", bare, map[string]any{"baseline": "year_ago"}},
		{"no comparison", "How did the shop do last week?", glossed, map[string]any{}},
		{"no comparison parameter", "How did the shop do last week compared with the week before?", other, map[string]any{}},
	})
}
