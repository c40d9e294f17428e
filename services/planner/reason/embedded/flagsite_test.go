package embedded

import "testing"

// TestFillArgsFlagBySiteWords sets a flag named for what a job on site
// needs or carries when the goal says it in Chinese (封路, 麻醉), clears
// it under a negation, and leaves it alone where the goal asks about the
// thing or never names it.
func TestFillArgsFlagBySiteWords(t *testing.T) {
	const (
		shoot = `{"type":"object","properties":{"site":{"type":"string","pattern":"^S-[0-9]{3}$"},
			"road_closure":{"type":"boolean","description":"The street is shut for the shoot."}}}`
		exam = `{"type":"object","properties":{"horse":{"type":"string","pattern":"^H-[0-9]{4}$"},
			"sedation":{"type":"boolean","description":"The horse is put under."}}}`
		kit = `{"type":"object","properties":{"kit":{"type":"string","pattern":"^K-[0-9]{4}$"},
			"biohazard":{"type":"boolean"}}}`
	)
	runFillCases(t, []fillCase{
		{"a road to close", "S-204 周日晚上拍外景，需要封路", shoot, map[string]any{"site": "S-204", "road_closure": true}},
		{"sedation asked", "H-3301 明早拍片，要上麻醉", exam, map[string]any{"horse": "H-3301", "sedation": true}},
		{"sedation declined", "H-3301 明早拍片，不用麻醉", exam, map[string]any{"horse": "H-3301", "sedation": false}},
		{"no hazard", "K-5120 寄回实验室，不是生物危害样品", kit, map[string]any{"kit": "K-5120", "biohazard": false}},
		// must leave alone
		{"asked whether", "S-204 周日拍外景，封路了吗？", shoot, map[string]any{"site": "S-204"}},
		{"never named", "S-204 周日晚上拍外景", shoot, map[string]any{"site": "S-204"}},
	})
}
