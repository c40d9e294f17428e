package embedded

import "testing"

// TestFillArgsOneYearOfAThing: a year the goal names as a period fills the
// one integer named for the year of something (tax_year, fiscal_year); a
// pair of year bounds stays open, since the goal does not say which.
func TestFillArgsOneYearOfAThing(t *testing.T) {
	const (
		tax    = `{"type":"object","properties":{"member_id":{"type":"string","pattern":"^M[0-9]{4}$"},"tax_year":{"type":"integer","description":"Tax year"}}}`
		budget = `{"type":"object","properties":{"fiscal_year":{"type":"integer","description":"Fiscal year"}}}`
		span   = `{"type":"object","properties":{"start_year":{"type":"integer"},"end_year":{"type":"integer"}}}`
		two    = `{"type":"object","properties":{"tax_year":{"type":"integer"},"fiscal_year":{"type":"integer"}}}`
	)
	runFillCases(t, []fillCase{
		{"a Han year", "M0042 的 2023 年度账单寄了没有", tax, map[string]any{"member_id": "M0042", "tax_year": int64(2023)}},
		{"this year", "今年的经费还剩多少", budget, map[string]any{"fiscal_year": int64(2025)}},
		// Leave alone: bounds of a span, two years of things.
		{"bounds of a span", "今年的经费还剩多少", span, map[string]any{}},
		{"two years", "今年的经费还剩多少", two, map[string]any{}},
	})
}

// TestFillArgsYearOfATrait: a year that is a trait of a thing (a model
// year) or a grade named year is no period the goal reads, so a goal's
// year period leaves it open.
func TestFillArgsYearOfATrait(t *testing.T) {
	const (
		car   = `{"type":"object","properties":{"model_year":{"type":"integer","description":"Model year of the vehicle"},"plate":{"type":"string"}}}`
		grade = `{"type":"object","properties":{"school_year":{"type":"integer","description":"Grade, 1 to 12"},"student":{"type":"string"}}}`
		books = `{"type":"object","properties":{"academic_year":{"type":"integer"}}}`
	)
	runFillCases(t, []fillCase{
		{"a model year", "Plate KX4471 service record of last year", car, map[string]any{"plate": "KX4471"}},
		{"a grade", "How did student Li do this year", grade, map[string]any{"student": "Li"}},
		// Leave alone: a year books are kept by.
		{"an academic year", "去年的课程表", books, map[string]any{"academic_year": int64(2024)}},
	})
}
