package embedded

import "testing"

// TestFillArgsNameDoneOnBehalf: 帮 or 替 and a surname's name before the
// verb done for the person names the guest; 帮客人订 or 帮我订 names no one.
func TestFillArgsNameDoneOnBehalf(t *testing.T) {
	const stay = `{"type":"object","properties":{"guest_name":{"type":"string","description":"Guest name."}},"required":["guest_name"]}`
	runFillCases(t, []fillCase{
		{"帮 and a name before 订", "帮赵敏订一间房，住2晚", stay, map[string]any{"guest_name": "赵敏"}},
		{"替 and a name of three before 预约", "替王小明预约一间房，住2晚", stay, map[string]any{"guest_name": "王小明"}},
		{"leave alone: 帮客人订", "帮客人订一间房，住2晚", stay, map[string]any{}},
		{"leave alone: a word for the person, opening with a surname", "帮顾客订一间房", stay, map[string]any{}},
		{"leave alone: 帮我订", "帮我订一间房，住2晚", stay, map[string]any{}},
		{"a word for the person opening with 高 is no name", "为高管预订两间房", stay, map[string]any{}},
		{"leave alone: a name opening with 高", "为高明预订一间房", stay, map[string]any{"guest_name": "高明"}},
		{"a day after 为 is no guest", "为周末订一间房，客人张伟，住2晚", stay, map[string]any{"guest_name": "张伟"}},
		{"leave alone: a name opening with the surname 周", "为周敏订一间房，住2晚", stay, map[string]any{"guest_name": "周敏"}},
	})
}
