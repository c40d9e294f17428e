package embedded

import "testing"

// TestFillArgsPeriodRelativeToTheCurrent reads "this term", "last term"
// and their Chinese as the enum value the description marks current and
// the one listed before it; a goal naming no term gets none.
func TestFillArgsPeriodRelativeToTheCurrent(t *testing.T) {
	const terms = `{"type":"object","properties":{"semester":{"type":"string","description":"Semester: 2023_fall, 2024_spring, 2024_fall (the current semester).","enum":["2023_fall","2024_spring","2024_fall"]}}}`
	const unmarked = `{"type":"object","properties":{"semester":{"type":"string","enum":["2023_fall","2024_spring","2024_fall"]}}}`
	runFillCases(t, []fillCase{
		{"this semester is the current", "which clubs meet this semester", terms, map[string]any{"semester": "2024_fall"}},
		{"last semester is the one before", "show club budgets from last semester", terms, map[string]any{"semester": "2024_spring"}},
		{"本学期 is the current", "本学期有哪些社团活动", terms, map[string]any{"semester": "2024_fall"}},
		{"上学期 is the one before", "上学期的社团预算", terms, map[string]any{"semester": "2024_spring"}},
		{"no term named", "list the clubs", terms, map[string]any{}},
		{"no value marked current", "which clubs meet this semester", unmarked, map[string]any{}},
	})
}
