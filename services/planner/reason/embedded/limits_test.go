package embedded

import "testing"

// TestFillArgsWithinBounds fills a number only within the schema's
// minimum and maximum.
func TestFillArgsWithinBounds(t *testing.T) {
	const (
		grade  = `{"type":"object","properties":{"student_id":{"type":"string"},"score":{"type":"number","minimum":0,"maximum":100}},"required":["student_id","score"]}`
		rating = `{"type":"object","properties":{"rating":{"type":"integer","exclusiveMinimum":0,"exclusiveMaximum":6}}}`
	)
	runFillCases(t, []fillCase{
		{"a room number is no score", "Record the grade for S20231 in room 204", grade, map[string]any{"student_id": "S20231"}},
		{"a score within bounds", "Record a score of 92 for student S20231", grade, map[string]any{"student_id": "S20231", "score": 92.0}},
		{"an exclusive maximum", "Give the supplier a rating of 6", rating, map[string]any{}},
		{"within exclusive bounds", "Give the supplier a rating of 5", rating, map[string]any{"rating": int64(5)}},
	})
}
