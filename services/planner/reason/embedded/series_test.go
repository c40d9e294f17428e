package embedded

import "testing"

// TestFillArgsDescribedSeries: a number whose description maps a series
// of ordinal words onto numbers takes the number of the one the goal
// writes: 高三 is grade 12 where 高一 to 高三 are 10-12.
func TestFillArgsDescribedSeries(t *testing.T) {
	const (
		grade = `{"type":"object","properties":{"grade":{"type":"integer","description":"Grade 7 to 12 (初一 to 初三 are 7-9, 高一 to 高三 are 10-12).","minimum":7,"maximum":12},"title":{"type":"string"}}}`
		floor = `{"type":"object","properties":{"level":{"type":"integer","description":"Floor: 地下一层 to 地下三层 are -1 to -3."}}}`
	)
	runFillCases(t, []fillCase{
		{"the last of a series", "通知高三全体家长开会", grade, map[string]any{"grade": int64(12)}},
		{"the first of the other series", "初一的家长", grade, map[string]any{"grade": int64(7)}},
		{"the middle of a series", "高二年级的通知", grade, map[string]any{"grade": int64(11)}},
		{"no word of the series", "全体家长开会", grade, map[string]any{}},
		{"a series counting down", "地下二层的车位", floor, map[string]any{"level": int64(-2)}},
	})
}
