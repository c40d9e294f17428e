package embedded

import "testing"

// TestFillArgsNewValue: the code written right after a word of "new"
// fills the parameter named for the new value.
func TestFillArgsNewValue(t *testing.T) {
	const change = `{"type":"object","properties":{"account":{"type":"string","pattern":"^AC[0-9]{6}$"},"new_value":{"type":"string","description":"What it becomes: phone, e-mail or card."}}}`
	runFillCases(t, []fillCase{
		{"新 and a noun", "AC204418 换了邮箱，新邮箱 li.na@example.com", change, map[string]any{"account": "AC204418", "new_value": "li.na@example.com"}},
		{"new and a noun", "AC204418 has a new e-mail: li.na@example.com", change, map[string]any{"account": "AC204418", "new_value": "li.na@example.com"}},
		{"no word of new", "AC204418 的卡号是多少", change, map[string]any{"account": "AC204418"}},
	})
}
