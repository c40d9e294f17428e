package embedded

import "testing"

func TestFillArgsFlagThingLackedInChinese(t *testing.T) {
	const talks = `{"type":"object","properties":{"day":{"type":"string","format":"date","description":"Talk day"},"unstaffed_only":{"type":"boolean","description":"Only talks without a docent"}}}`
	runFillCases(t, []fillCase{
		{"没排 before the thing", "2025-03-20还有没排讲解员的讲座吗", talks, map[string]any{"day": "2025-03-20", "unstaffed_only": true}},
		{"还没安排 before the thing", "2025-03-20 哪些讲座还没安排讲解员", talks, map[string]any{"day": "2025-03-20", "unstaffed_only": true}},
		// Must leave alone: the thing named with no negation.
		{"有没有 asks whether it is there", "2025-03-20 的讲座有没有讲解员？", talks, map[string]any{"day": "2025-03-20"}},
		{"the thing there", "2025-03-20 哪些讲座有讲解员", talks, map[string]any{"day": "2025-03-20"}},
	})
}
