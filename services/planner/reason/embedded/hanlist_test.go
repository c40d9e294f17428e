package embedded

import "testing"

// TestFillArgsHanList gives a list parameter every item of a list the
// goal writes with 、 or as quoted values side by side.
func TestFillArgsHanList(t *testing.T) {
	const (
		tags  = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{4}$"},"tags":{"type":"array","items":{"type":"string"}}},"required":["doc_id","tags"]}`
		title = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{4}$"},"title":{"type":"string"}},"required":["doc_id","title"]}`
	)
	runFillCases(t, []fillCase{
		{"、 after a colon", "给 DOC-0001 加 tags：AI、芯片、出口管制", tags, map[string]any{"doc_id": "DOC-0001", "tags": []any{"AI", "芯片", "出口管制"}}},
		{"quoted side by side", "DOC-0001 加上“地震”“四川”“应急”三个标签", tags, map[string]any{"doc_id": "DOC-0001", "tags": []any{"地震", "四川", "应急"}}},
		// Capitals joined by commas were a list before; a string parameter
		// takes no list.
		{"a comma list stays", "tag DOC-0001 with AI, EU and US", tags, map[string]any{"doc_id": "DOC-0001", "tags": []any{"AI", "EU", "US"}}},
		{"no list for a string", "DOC-0001 标题改成“地震”", title, map[string]any{"doc_id": "DOC-0001", "title": "地震"}},
	})
}
