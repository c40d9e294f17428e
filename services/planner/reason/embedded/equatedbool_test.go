package embedded

import "testing"

// TestFillArgsEquatedBool: a flag whose description equates each value
// with phrases ("true = open for sign-up / 开放报名, false = closed") takes
// the value whose phrase the goal writes; a negated phrase, or phrases of
// both values, set nothing.
func TestFillArgsEquatedBool(t *testing.T) {
	const class = `{"type":"object","properties":{"class_id":{"type":"string","pattern":"^CL[0-9]{4}$"},"enrolling":{"type":"boolean","description":"true = open for sign-up / 开放报名, false = registration closed / 停止报名."}}}`
	runFillCases(t, []fillCase{
		{"an English phrase", "Mark CL2045 as open for sign-up", class, map[string]any{"class_id": "CL2045", "enrolling": true}},
		{"a Chinese phrase", "CL2045 停止报名了", class, map[string]any{"class_id": "CL2045", "enrolling": false}},
		{"the other English phrase", "CL2045: registration closed", class, map[string]any{"class_id": "CL2045", "enrolling": false}},
		{"both", "CL2045 开放报名 then 停止报名", class, map[string]any{"class_id": "CL2045"}},
	})
}
