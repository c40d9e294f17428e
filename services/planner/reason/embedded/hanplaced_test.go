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

// TestFillArgsHanPlacedThingIsNoName: what 把 moves is no name when the
// glossary opens it with a word (白班, 周报) or it is set to a value
// (500元, 最大), though its first character is a surname.
func TestFillArgsHanPlacedThingIsNoName(t *testing.T) {
	const shift = `{"type":"object","properties":{"staff_name":{"type":"string","description":"Staff full name."},"shift_date":{"type":"string","format":"date"}}}`
	runFillCases(t, []fillCase{
		{"a word of the glossary", "把白班调到晚班", shift, map[string]any{}},
		{"a thing set to a sum", "把金额调到500元", shift, map[string]any{}},
		{"a thing set to the most", "把马达调到最大", shift, map[string]any{}},
		{"leave alone: a person to a shift", "把林静调到晚班", shift, map[string]any{"staff_name": "林静"}},
		{"leave alone: a person to a table", "把陈嘉怡调到3号桌", shift, map[string]any{"staff_name": "陈嘉怡"}},
	})
}
