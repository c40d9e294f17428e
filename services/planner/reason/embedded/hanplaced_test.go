package embedded

import "testing"

// TestFillArgsHanPlacedName: the person 把 moves to a table or a shift
// with a verb of placing and 到 fills the one parameter for a person's
// name; a thing 把 moves, and a person moved with no such verb, do not.
func TestFillArgsHanPlacedName(t *testing.T) {
	const seat = `{"type":"object","properties":{"party_id":{"type":"string","pattern":"^PT-[0-9]{4}$"},"guest_name":{"type":"string","description":"Guest full name."},"table_no":{"type":"integer","minimum":1}}}`
	runFillCases(t, []fillCase{
		{"a name of three before 调到", "把黄志明调到PT-2231的7号桌", seat, map[string]any{"party_id": "PT-2231", "guest_name": "黄志明", "table_no": int64(7)}},
		{"a name of two before 安排到", "PT-2231 把林静安排到2号桌", seat, map[string]any{"party_id": "PT-2231", "guest_name": "林静", "table_no": int64(2)}},
		{"leave alone: a thing 把 moves", "PT-2231 把周报发到2号桌", seat, map[string]any{"party_id": "PT-2231", "table_no": int64(2)}},
	})
}
