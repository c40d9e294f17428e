package embedded

import "testing"

func TestFillArgsEnumDegree(t *testing.T) {
	const fault = `{"type":"object","properties":{"severity":{"type":"string","enum":["low","medium","high","critical"],"description":"Severity."}}}`
	runFillCases(t, []fillCase{
		{"a measure named by 程度 and set to a level", "打印机又卡纸了，报个故障，严重程度算高", fault, map[string]any{"severity": "high"}},
		{"set with a colon", "打印机卡纸，严重程度：低", fault, map[string]any{"severity": "low"}},
		{"严重 alone is still severe", "打印机坏了，很严重，报个故障", fault, map[string]any{"severity": "critical"}},
	})
}

// TestFillArgsEnumDegreeOfItsMeasure: a level set by 程度 goes only to the
// parameter that is the measure named: 严重程度 sets the severity, not a
// priority beside it, and 完成程度低 sets no priority.
func TestFillArgsEnumDegreeOfItsMeasure(t *testing.T) {
	const (
		ticket = `{"type":"object","properties":{"title":{"type":"string"},"priority":{"type":"string","enum":["low","medium","high"]},"severity":{"type":"string","enum":["low","medium","high"]}}}`
		chores = `{"type":"object","properties":{"priority":{"type":"string","enum":["low","medium","high"]}}}`
	)
	runFillCases(t, []fillCase{
		{"the severity and not the priority", "新建一个漏水报修单，严重程度算高", ticket, map[string]any{"severity": "high"}},
		{"a measure of no parameter", "列出完成程度低的家务", chores, map[string]any{}},
		// must leave alone
		{"an urgency is a priority", "家务清单里加一项，紧急程度算高", chores, map[string]any{"priority": "high"}},
	})
}
