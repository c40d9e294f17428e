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
