package embedded

import "testing"

// TestFillArgsFlagProofsAndHaste: 加急 asks a step expedited, 有证 says a
// skill is certified and 包扎 that first aid was given; a room named for
// first aid gives none.
func TestFillArgsFlagProofsAndHaste(t *testing.T) {
	const (
		rma   = `{"type":"object","properties":{"expedite":{"type":"boolean"}}}`
		skill = `{"type":"object","properties":{"certified":{"type":"boolean","description":"Holds a valid certificate or licence for it."}}}`
		aid   = `{"type":"object","properties":{"first_aid_given":{"type":"boolean","description":"Patrol gave first aid on scene."}}}`
	)
	runFillCases(t, []fillCase{
		{"haste asked", "WC-40127 approved 了，request RMA 寄回 warehouse，加急", rma, map[string]any{"expedite": true}},
		{"a certificate held", "给 CA-700112 加个技能：电焊，高级，有证", skill, map[string]any{"certified": true}},
		{"a wound dressed", "两名滑雪者相撞，一人手腕疑似骨折，巡逻队现场做了包扎", aid, map[string]any{"first_aid_given": true}},
		// must leave alone: evidence or a witness is no certificate held
		{"evidence held", "有证据表明他会电焊，给 CA-700112 加个技能", skill, map[string]any{}},
		{"a witness", "有证人看到他电焊，给 CA-700112 加个技能", skill, map[string]any{}},
		// must leave alone: the first-aid room is where someone went
		{"a first-aid room", "两名滑雪者相撞，已送到急救室", aid, map[string]any{}},
	})
}
