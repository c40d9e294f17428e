package embedded

import "testing"

// TestFillArgsHanRoleAtEnd checks that a role noun (司机, 操作员) opening
// the goal's last clause names the driver or operator written after it,
// the goal's end closing the name as a comma does, while a role noun
// inside a clause (联系司机) names no one.
func TestFillArgsHanRoleAtEnd(t *testing.T) {
	const (
		van  = `{"type":"object","properties":{"parcel":{"type":"string","pattern":"^PK\\d{4}$"},"driver":{"type":"string","description":"Who drives."}}}`
		oven = `{"type":"object","properties":{"oven":{"type":"string","pattern":"^OV\\d{2}$"},"operator":{"type":"string","description":"Who ran it."}}}`
	)
	runFillCases(t, []fillCase{
		{"司机 at the end", "PK2231 今天下午送出，司机老周", van, map[string]any{"parcel": "PK2231", "driver": "老周"}},
		{"操作员 at the end", "OV02 烘烤完成，操作员李师傅", oven, map[string]any{"oven": "OV02", "operator": "李师傅"}},
		{"a role inside a clause", "PK2231 今天下午送出，联系司机确认一下", van, map[string]any{"parcel": "PK2231"}},
	})
}
