package embedded

import "testing"

// prospect is a tool registering a sales prospect by name and phone.
const prospect = `{"type":"object","properties":{"name":{"type":"string","description":"Full name of the prospect"},"phone":{"type":"string","pattern":"^1[0-9]{10}$","description":"Mobile number"}},"required":["name","phone"]}`

// TestFillArgsNameWrittenAgainstChinese: a name of Latin letters written
// right after Chinese (新客户Amy Chen) is whole, as it is after a space.
func TestFillArgsNameWrittenAgainstChinese(t *testing.T) {
	runFillCases(t, []fillCase{
		{"glued to the word before it", "帮我登记新客户Amy Chen，电话13601783352", prospect, map[string]any{"name": "Amy Chen", "phone": "13601783352"}},
		{"opening the goal after Chinese", "新客户Amy Chen，电话13601783352，帮她登记一下", prospect, map[string]any{"name": "Amy Chen", "phone": "13601783352"}},
		{"after a space, as before", "新客户 Amy Chen，电话13601783352，帮她登记一下", prospect, map[string]any{"name": "Amy Chen", "phone": "13601783352"}},
		{"an English sentence's verb is no name", "Register Amy Chen, phone 13601783352", prospect, map[string]any{"name": "Amy Chen", "phone": "13601783352"}},
	})
}
