package embedded

import "testing"

// TestFillArgsDigitsAfterTheirNoun: a string parameter takes the long
// digits written right after the Chinese noun of its name (电话 for a
// phone); digits after another noun are left alone.
func TestFillArgsDigitsAfterTheirNoun(t *testing.T) {
	const visit = `{"type":"object","properties":{"pupils":{"type":"integer","description":"Number of pupils"},"contact_phone":{"type":"string","description":"Teacher phone"}}}`
	runFillCases(t, []fillCase{
		{"a phone after 电话", "五年级45个学生6月19日来参观，老师电话13812345678，帮忙订一下", visit, map[string]any{"pupils": int64(45), "contact_phone": "13812345678"}},
		{"an order number is no phone", "订单号13812345678，帮忙查一下", visit, map[string]any{}},
	})
}
