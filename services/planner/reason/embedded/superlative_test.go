package embedded

import "testing"

// TestFillArgsCountAfterHanSuperlative reads the number after a Chinese
// superlative, 最好的10个, as how many results to return.
func TestFillArgsCountAfterHanSuperlative(t *testing.T) {
	const books = `{"type":"object","properties":{
		"shop":{"type":"string"},
		"limit":{"type":"integer","minimum":1,"maximum":100,"description":"How many titles. Default 10."}}}`
	runFillCases(t, []fillCase{
		{"最好的", "上个月卖得最好的8本书", books, map[string]any{"limit": int64(8)}},
		{"最高的", "评分最高的20本书", books, map[string]any{"limit": int64(20)}},
		{"no superlative", "上个月卖了8本书", books, map[string]any{}},
	})
}
