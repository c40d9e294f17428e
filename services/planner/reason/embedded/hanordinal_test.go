package embedded

import "testing"

// TestFillArgsHanOrdinal: 第N with the measure word of what it numbers
// fills the parameter named for that thing's number — an integer, or a
// string its pattern accepts; 第N of another measure word, and 第3季度 (a
// quarter, no season), do not.
func TestFillArgsHanOrdinal(t *testing.T) {
	const (
		lesson  = `{"type":"object","properties":{"course_id":{"type":"string","pattern":"^CR-[0-9]{4}$"},"chapter_number":{"type":"integer","minimum":1}}}`
		tv      = `{"type":"object","properties":{"show_id":{"type":"string","pattern":"^SH-[0-9]{4}$"},"season_number":{"type":"integer"}}}`
		quizRow = `{"type":"object","properties":{"course_id":{"type":"string","pattern":"^CR-[0-9]{4}$"},"question_no":{"type":"string","pattern":"^[0-9]{1,3}[A-Z]?$"}}}`
	)
	runFillCases(t, []fillCase{
		{"an integer of 章", "CR-1023 第7章的讲义重新上传一下", lesson, map[string]any{"course_id": "CR-1023", "chapter_number": int64(7)}},
		{"a patterned string of 题", "CR-1023 第12B题的答案改一下", quizRow, map[string]any{"course_id": "CR-1023", "question_no": "12B"}},
		{"leave alone: 季度 is a quarter", "SH-0412 第3季度的收视数据", tv, map[string]any{"show_id": "SH-0412"}},
		{"a season of 季", "SH-0412 第3季的收视数据", tv, map[string]any{"show_id": "SH-0412", "season_number": int64(3)}},
		{"leave alone: another measure word", "CR-1023 第3次作业的讲义重新上传一下", lesson, map[string]any{"course_id": "CR-1023"}},
	})
}
