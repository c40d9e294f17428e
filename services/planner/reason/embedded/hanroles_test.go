package embedded

import "testing"

// TestFillArgsNameAfterRoleNoun: the name after a noun for a role (导师是,
// 供应商, PI 是) fills the parameter named for that role; a role's noun
// before a verb or 的 names no one.
func TestFillArgsNameAfterRoleNoun(t *testing.T) {
	const (
		member = `{"type":"object","properties":{"full_name":{"type":"string"},"mentor_name":{"type":"string"},"email":{"type":"string"}},"required":["full_name"]}`
		study  = `{"type":"object","properties":{"pi_name":{"type":"string"},"fund_code":{"type":"string","description":"e.g. FD-10023"}}}`
		intake = `{"type":"object","properties":{"supplier":{"type":"string"}}}`
		spend  = `{"type":"object","properties":{"vendor":{"type":"string"},"amount":{"type":"number"}}}`
	)
	runFillCases(t, []fillCase{
		{"a name after 导师是", "给李敏开个新账号，导师是王建国", member, map[string]any{"full_name": "李敏", "mentor_name": "王建国"}},
		{"a name after an acronym and 是", "新开一个课题，PI 是刘洋，经费号 FD-38810", study, map[string]any{"pi_name": "刘洋", "fund_code": "FD-38810"}},
		{"a firm after 供应商, ended by a comma", "新到一批货，供应商史丹利，批号SDL250612，800袋", intake, map[string]any{"supplier": "史丹利"}},
		{"a firm after 供应商是", "记一笔支出 3800 元，供应商是静安社区中心", spend, map[string]any{"vendor": "静安社区中心", "amount": 3800.0}},
		{"a name of two closing the goal after 是", "新开一个课题，PI 是刘洋", study, map[string]any{"pi_name": "刘洋"}},
		{"leave alone: a name run on into more words after 是", "新开一个课题，PI 是刘洋实验室的", study, map[string]any{}},
		{"leave alone: 供应商 before a verb", "联系供应商发货，批号SDL250612", intake, map[string]any{}},
		{"leave alone: 供应商的", "供应商的货到了，批号SDL250612", intake, map[string]any{}},
	})
}

// TestFillArgsRoleLatinName: a name of Latin letters after a role's noun
// fills the role when a stop closes it, with no 是.
func TestFillArgsRoleLatinName(t *testing.T) {
	const book = `{"type":"object","properties":{"title":{"type":"string"},"author":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a name closed by a comma", "找一本书，作者 Ernest Hemingway，英文版", book, map[string]any{"author": "Ernest Hemingway"}},
		{"leave alone: a name run on into more words", "作者 Ernest Hemingway wrote it", book, map[string]any{}},
	})
}
