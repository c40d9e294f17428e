package embedded

import "testing"

// TestFillArgsAskedNotNegated reads the 没 of an A-not-A question (有没有)
// as asking, not as negating the state after it.
func TestFillArgsAskedNotNegated(t *testing.T) {
	const bills = `{"type":"object","properties":{"status":{"type":"string","enum":["paid","unpaid","late"],"description":"paid, unpaid, late (逾期)."}}}`
	runFillCases(t, []fillCase{
		{"asked in English words", "帮我 check 一下有没有 late 的账单", bills, map[string]any{"status": "late"}},
		{"a real negation", "帮我 check 一下还没有 late 的账单", bills, map[string]any{}},
	})
}
