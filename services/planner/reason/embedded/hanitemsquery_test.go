package embedded

import "testing"

// TestFillArgsHanItemsAskedNoKeyword: a Chinese request asking which
// things there are takes its filters, and the whole request fills no
// search keyword it requires; a request to search for something still
// does.
func TestFillArgsHanItemsAskedNoKeyword(t *testing.T) {
	const finder = `{"type":"object","properties":{"query":{"type":"string","description":"Keyword"},"status":{"type":"string","enum":["draft","open","full"]}},"required":["query"]}`
	runFillCases(t, []fillCase{
		{"which ones are open", "有哪些面向小学生的项目还在报名？", finder, map[string]any{"status": "open"}},
		{"list the full ones", "列出已经满员的项目", finder, map[string]any{}},
		{"a search keeps its words", "搜一下降息相关的新闻", finder, map[string]any{"query": "搜一下降息相关的新闻"}},
	})
}
