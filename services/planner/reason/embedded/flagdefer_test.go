package embedded

import "testing"

// TestFillArgsFlagHeldBack: 先停用 takes a machine out of service, 试算
// asks a dry run and 停水先暂缓 holds the disconnection; a goal writing
// the cut-off alone, unheld, or keeping the machine in use, sets none.
func TestFillArgsFlagHeldBack(t *testing.T) {
	const (
		ticket = `{"type":"object","properties":{"take_out_of_service":{"type":"boolean","description":"Lock the equipment out until fixed."}}}`
		payrun = `{"type":"object","properties":{"dry_run":{"type":"boolean","description":"Preview only, do not commit."}}}`
		plan   = `{"type":"object","properties":{"hold_disconnection":{"type":"boolean","description":"Suspend any pending disconnection notice."}}}`
	)
	runFillCases(t, []fillCase{
		{"a machine taken out of use", "封口机CAN-01漏气，开个维修单，先停用", ticket, map[string]any{"take_out_of_service": true}},
		{"a run only reckoned", "先试算一下本周的周薪", payrun, map[string]any{"dry_run": true}},
		{"a cut-off put off", "客户申请把欠费分6期还，停水先暂缓", plan, map[string]any{"hold_disconnection": true}},
		// must leave alone: the machine stays in use, the cut-off is not held
		{"the machine kept running", "封口机CAN-01漏气，开个维修单，照常使用", ticket, map[string]any{}},
		{"a cut-off named alone", "客户申请把欠费分6期还，已经停水了", plan, map[string]any{}},
	})
}
