package embedded

import "testing"

// TestFillArgsHanRoleStatement checks that what follows a role noun at
// the goal's end is no name when it says how the role stands (司机还没定,
// 操作员不在), while a name there still is one.
func TestFillArgsHanRoleStatement(t *testing.T) {
	const (
		van  = `{"type":"object","properties":{"parcel":{"type":"string","pattern":"^PK\\d{4}$"},"driver":{"type":"string","description":"Who drives."}}}`
		oven = `{"type":"object","properties":{"oven":{"type":"string","pattern":"^OV\\d{2}$"},"operator":{"type":"string","description":"Who ran it."}}}`
	)
	runFillCases(t, []fillCase{
		{"not yet decided", "PK2231 明天一早送出，司机还没定", van, map[string]any{"parcel": "PK2231"}},
		{"to be decided", "PK2231 明天一早送出，司机待定", van, map[string]any{"parcel": "PK2231"}},
		{"already there", "PK2231 明天一早送出，司机已经到了", van, map[string]any{"parcel": "PK2231"}},
		{"away", "OV02 的炉子先停一下，操作员不在", oven, map[string]any{"oven": "OV02"}},
		{"a name", "PK2231 明天一早送出，司机王建国", van, map[string]any{"parcel": "PK2231", "driver": "王建国"}},
	})
}
