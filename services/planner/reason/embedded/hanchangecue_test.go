package embedded

import "testing"

func TestFillArgsHanCueAfterLeavesAnID(t *testing.T) {
	const draft = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{5}$"},"headline":{"type":"string"}},"required":["doc_id"]}`
	const push = `{"type":"object","properties":{"segment":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"an ID before the noun", "DOC-12345 标题要重新想一下", draft, map[string]any{"doc_id": "DOC-12345"}},
		// Must leave alone: a token no pattern takes is the noun's value.
		{"a token the noun names", "给 vip_users 人群推一条", `{"type":"object","properties":{"segment":{"type":"string","description":"人群 segment."}}}`, map[string]any{"segment": "vip_users"}},
		{"no ID parameter", "推给 vip_users 人群", push, map[string]any{"segment": "vip_users"}},
	})
}

func TestFillArgsHanCueBeforeChangeVerb(t *testing.T) {
	const draft = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{5}$"},"headline":{"type":"string"}},"required":["doc_id"]}`
	runFillCases(t, []fillCase{
		{"标题改成 and a title", "DOC-12345 的标题改成《防台进入一级响应》", draft, map[string]any{"doc_id": "DOC-12345", "headline": "防台进入一级响应"}},
		{"标题改为 and quotes", "把 DOC-12345 的标题改为“防台进入一级响应”", draft, map[string]any{"doc_id": "DOC-12345", "headline": "防台进入一级响应"}},
		{"标题是 and a bracketed title", "新建一篇，标题是《防台》", draft, map[string]any{"headline": "防台"}},
		// Must leave alone: a change verb with no noun before it cues nothing.
		{"改成 alone", "DOC-12345 改成草稿", draft, map[string]any{"doc_id": "DOC-12345"}},
	})
}

func TestFillArgsHanCueBeforeTwoCharacterChangeVerb(t *testing.T) {
	const draft = `{"type":"object","properties":{"doc_id":{"type":"string","pattern":"^DOC-[0-9]{5}$"},"headline":{"type":"string"}},"required":["doc_id"]}`
	const note = `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^ORD-[0-9]{4}$"},"note":{"type":"string"}},"required":["order_id"]}`
	runFillCases(t, []fillCase{
		{"标题修改为", "把 DOC-12345 的标题修改为《防台进入一级响应》", draft, map[string]any{"doc_id": "DOC-12345", "headline": "防台进入一级响应"}},
		{"标题更新为", "DOC-12345 标题更新为“台风过境”", draft, map[string]any{"doc_id": "DOC-12345", "headline": "台风过境"}},
		{"标题设置为", "DOC-12345 的标题设置为《早班提示》", draft, map[string]any{"doc_id": "DOC-12345", "headline": "早班提示"}},
		{"备注修改成", "ORD-1234 备注修改成“放门口”", note, map[string]any{"order_id": "ORD-1234", "note": "放门口"}},
		// Must leave alone: a two-character change verb with no noun before it cues nothing.
		{"修改为 alone", "DOC-12345 修改为草稿", draft, map[string]any{"doc_id": "DOC-12345"}},
		{"更新 and no noun", "把 DOC-12345 更新为“台风过境”", draft, map[string]any{"doc_id": "DOC-12345"}},
	})
}
