package embedded

import "testing"

func TestFillArgsPeopleCounted(t *testing.T) {
	const class = `{"type":"object","properties":{"class_id":{"type":"string","pattern":"^CK[0-9]{4}$"},"guests":{"type":"integer","minimum":1,"maximum":8,"description":"New number of guests."}}}`
	runFillCases(t, []fillCase{
		{"两个人 counts guests", "CK1024 改成两个人参加", class, map[string]any{"class_id": "CK1024", "guests": int64(2)}},
		{"2个人 in digits", "CK1024 改成2个人", class, map[string]any{"class_id": "CK1024", "guests": int64(2)}},
		{"两人 with its counter", "CK1024 改成两人参加", class, map[string]any{"class_id": "CK1024", "guests": int64(2)}},
	})
}
