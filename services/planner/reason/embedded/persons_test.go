package embedded

import "testing"

func TestFillArgsPersonName(t *testing.T) {
	const (
		lesson = `{"type":"object","properties":{"date":{"type":"string","format":"date"},"student_name":{"type":"string","description":"Student's full name."},"level":{"type":"integer"}}}`
		court  = `{"type":"object","properties":{"date":{"type":"string","format":"date"},"players":{"type":"integer"},"name":{"type":"string","description":"Name the court is held under."}}}`
	)
	runFillCases(t, []fillCase{
		{"a name after 给 before the verb done for them", "给李晓梅约一节明天的钢琴课", lesson, map[string]any{"date": "2025-03-11", "student_name": "李晓梅"}},
		{"a name with its title", "Book tomorrow's lesson for Ms. Okafor", lesson, map[string]any{"date": "2025-03-11", "student_name": "Ms. Okafor"}},
		{"the preposition the description ends in", "Hold a court for 4 players tomorrow under Ruiz Gomez", court, map[string]any{"date": "2025-03-11", "players": int64(4), "name": "Ruiz Gomez"}},
	})
}
