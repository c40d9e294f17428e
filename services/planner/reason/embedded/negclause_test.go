package embedded

import "testing"

// TestFillArgsNegationStaysInItsClause keeps a 不 of an earlier clause off
// a flag named after a Chinese comma or full stop: 那桌不来了，押金退给他
// wants the deposit back. A 不 in the flag's own clause still clears it.
func TestFillArgsNegationStaysInItsClause(t *testing.T) {
	const deposit = `{"type":"object","properties":{"deposit_back":{"type":"boolean","description":"是否退押金"}}}`
	runFillCases(t, []fillCase{
		{"a 不 before the comma", "那桌不来了，押金退给他", deposit, map[string]any{"deposit_back": true}},
		{"a 不 before the full stop", "客人说不订了。押金退还给他吧", deposit, map[string]any{"deposit_back": true}},
		{"a 不 before the semicolon", "周六不营业；押金退还照常", deposit, map[string]any{"deposit_back": true}},
		{"a 不 after the noun, same clause", "押金不退了", deposit, map[string]any{"deposit_back": false}},
		{"a 不用 before the verb, same clause", "不用退押金", deposit, map[string]any{"deposit_back": false}},
		{"a 不 before the noun, same clause", "他不要押金退还", deposit, map[string]any{"deposit_back": false}},
	})
}
