package embedded

import "testing"

// TestFillArgsSeatsCountPeople fills a count of seats with the number of
// people the goal says a place holds.
func TestFillArgsSeatsCountPeople(t *testing.T) {
	const hall = `{"type":"object","properties":{"min_size":{"type":"integer","description":"Least number of seats."},"floor":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"people a hall holds", "明天有没有能坐80人的礼堂", hall, map[string]any{"min_size": int64(80)}},
		{"people in English", "a hall for 80 people tomorrow", hall, map[string]any{"min_size": int64(80)}},
	})
}
