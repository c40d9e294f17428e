package embedded

import "testing"

// TestFillArgsHanCueAddressWrittenName: 地址 before a quoted value names
// an address, 写 between a noun and its quoted value is what is written
// there, and 叫 names a parameter named for a name whose other words say
// whose name it is.
func TestFillArgsHanCueAddressWrittenName(t *testing.T) {
	const (
		lookup = `{"type":"object","properties":{"member_id":{"type":"string","pattern":"^M-\\d{5}$"},"address":{"type":"string"},"phone":{"type":"string","pattern":"^\\d{11}$"}}}`
		mail   = `{"type":"object","properties":{"order_id":{"type":"string","pattern":"^OR-\\d{5}$"},"subject":{"type":"string"},"body":{"type":"string"}}}`
		lines  = `{"type":"object","properties":{"depot_id":{"type":"string","pattern":"^DP-\\d{4}$"},"line_name":{"type":"string"},"date":{"type":"string","format":"date"}}}`
	)
	runFillCases(t, []fillCase{
		{"地址 and a quoted address", "帮我找地址“青年路88号”的会员", lookup, map[string]any{"address": "青年路88号"}},
		{"主题写 and a quoted subject", "给 OR-12345 的买家发邮件，主题写“发货延迟说明”", mail, map[string]any{"order_id": "OR-12345", "subject": "发货延迟说明"}},
		{"叫 and a name parameter", "DP-0042 有一条叫“夜间快线”的线路吗", lines, map[string]any{"depot_id": "DP-0042", "line_name": "夜间快线"}},
		// Must leave alone: a quote no noun of a parameter stands before.
		{"a quote with no noun", "帮我找“青年路88号”附近的会员", lookup, map[string]any{}},
		{"写 with no noun", "给 OR-12345 的买家写“发货延迟说明”", mail, map[string]any{"order_id": "OR-12345"}},
	})
}
