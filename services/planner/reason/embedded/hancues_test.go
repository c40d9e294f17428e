package embedded

import "testing"

func TestFillArgsHanCueNoun(t *testing.T) {
	const mail = `{"type":"object","properties":{"title":{"type":"string","description":"Newsletter title."},"audience":{"type":"string","description":"Audience list, e.g. all_members."},"headline":{"type":"string","description":"Banner text."}},"required":["title"]}`
	runFillCases(t, []fillCase{
		{"a quoted value after its noun", "新建一期简报，受众是 gold_members，标题为“春季特刊”", mail, map[string]any{"title": "春季特刊", "audience": "gold_members"}},
		{"a token before its noun", "给 gold_members 受众发一期标题是“开学季”的简报", mail, map[string]any{"title": "开学季", "audience": "gold_members"}},
	})
}
