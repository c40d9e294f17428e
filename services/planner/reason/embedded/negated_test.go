package embedded

import "testing"

func TestFillArgsNegatedEnumWords(t *testing.T) {
	const (
		invoice  = `{"type":"object","properties":{"status":{"type":"string","enum":["paid","unpaid","overdue"]}}}`
		bare     = `{"type":"object","properties":{"status":{"type":"string","enum":["paid","overdue"]}}}`
		priority = `{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TK-[0-9]+$"},"priority":{"type":"string","enum":["low","normal","urgent"]}},"required":["ticket"]}`
		category = `{"type":"object","properties":{"category":{"type":"string","enum":["noise","billing","cleaning","other"]}}}`
		term     = `{"type":"object","properties":{"student_id":{"type":"string"},"course_code":{"type":"string"},"semester":{"type":"string","enum":["spring","summer","fall"]}},"required":["student_id","course_code"]}`
	)
	runFillCases(t, []fillCase{
		{"还没付 is unpaid", "列出还没付的发票", invoice, map[string]any{"status": "unpaid"}},
		{"未付 is unpaid", "列出未付的发票", invoice, map[string]any{"status": "unpaid"}},
		{"应付 is a word of its own", "上个月客户应付的发票", invoice, map[string]any{}},
		{"no negative value to turn to", "列出还没付的发票", bare, map[string]any{}},
		{"has not paid is unpaid", "invoices the customer has not paid", invoice, map[string]any{"status": "unpaid"}},
		{"不急 is no haste", "TK-12 不急，下周处理就行", priority, map[string]any{"ticket": "TK-12"}},
		{"别着急 is no haste", "TK-12 别着急，慢慢来", priority, map[string]any{"ticket": "TK-12"}},
		{"not urgent is no haste", "TK-12 is not urgent, next week is fine", priority, map[string]any{"ticket": "TK-12"}},
		{"吵着要 is no noise", "客户吵着要退款，登记一下", category, map[string]any{}},
		{"太吵了 is noise", "楼上太吵了，登记一下", category, map[string]any{"category": "noise"}},
		{"a paid invoice", "列出已经付了的发票", invoice, map[string]any{"status": "paid"}},
		{"not the spring one", "Drop BIO-110 for student S1029, not the spring one", term, map[string]any{"course_code": "BIO-110", "student_id": "S1029"}},
		{"the spring one", "Drop BIO-110 for student S1029, the spring one", term,
			map[string]any{"course_code": "BIO-110", "student_id": "S1029", "semester": "spring"}},
	})
}

func TestFillArgsNegatedKinds(t *testing.T) {
	const (
		complaint = `{"type":"object","properties":{"category":{"type":"string","enum":["noise","cleanliness","parking"]}}}`
	)
	runFillCases(t, []fillCase{
		{"a kind named negated", "the lobby hasn't been cleaned for a week", complaint, map[string]any{"category": "cleanliness"}},
		{"no parking is about parking", "tenants say there is no parking left", complaint, map[string]any{"category": "parking"}},
	})
}

// TestFillArgsNegatedSynonymNamesNoState: a state word the goal negates
// ("not finished", 还没完成) names no state through the everyday words
// for it; stated plainly it does.
func TestFillArgsNegatedSynonymNamesNoState(t *testing.T) {
	const jobs = `{"type":"object","properties":{"rig":{"type":"string","pattern":"^RG-[0-9]{3}$"},"state":{"type":"string","enum":["queued","running","completed","aborted"]}}}`
	runFillCases(t, []fillCase{
		{"negated in English", "which jobs on RG-104 are still not finished?", jobs, map[string]any{"rig": "RG-104"}},
		{"negated in Chinese", "RG-104 上还没完成的任务", jobs, map[string]any{"rig": "RG-104"}},
		{"stated", "which jobs on RG-104 are finished?", jobs, map[string]any{"rig": "RG-104", "state": "completed"}},
		{"negated then stated", "not the running ones: the finished jobs on RG-104", jobs, map[string]any{"rig": "RG-104", "state": "completed"}},
	})
}

// TestFillArgsNegatedPrefixNamesNoValue: "non-prod" and "no longer
// running" name no prod and no running.
func TestFillArgsNegatedPrefixNamesNoValue(t *testing.T) {
	const hosts = `{"type":"object","properties":{"env":{"type":"string","enum":["prod","staging","dev"]},"state":{"type":"string","enum":["running","stopped"]},"pool":{"type":"string","pattern":"^PL-[0-9]{3}$"}}}`
	runFillCases(t, []fillCase{
		{"non- before the value", "list the non-prod hosts in PL-204", hosts, map[string]any{"pool": "PL-204"}},
		{"no longer", "which hosts in PL-204 are no longer running?", hosts, map[string]any{"pool": "PL-204"}},
		{"stated", "list the prod hosts in PL-204 that are running", hosts, map[string]any{"pool": "PL-204", "env": "prod", "state": "running"}},
	})
}
