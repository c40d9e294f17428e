package embedded

import "testing"

// TestQuestionReadsTheWholeRecord: a question about one record named by
// its identifier, whose words reach no tool or favour a write on that
// record, is answered by the read that takes the identifier alone — the
// record itself. A question whose words favour what no tool of the record
// serves, or that names a second record, or a request for the write, is
// left alone.
func TestQuestionReadsTheWholeRecord(t *testing.T) {
	checkPlans(t, marinaCatalog(), []planCase{
		{"asked whether the write was done", "Is BT-1204 already released?", []string{"get_berth"}},
		{"a number of one shape", "13800001111 是不是已经停用了", []string{"get_owner"}},
		{"a question about the owner's account", "Does 13800001111 still have gate access?", []string{"get_owner"}},
		{"the write asked", "Release BT-1204", []string{"release_berth"}},
		{"the write asked, a number", "把 13800001111 的门禁停用", []string{"bar_owner_access"}},
		{"the write asked politely", "Can you release BT-1204?", []string{"release_berth"}},
		{"the write asked politely, a number", "Can you bar 13800001111's access?", []string{"bar_owner_access"}},
		{"a question its words answer", "13800001111 的门禁申请被拒了吗，为什么", []string{"get_access_application"}},
		{"a question of another read", "Which invoices does BT-1204 have?", []string{"list_berth_invoices"}},
	})
}
