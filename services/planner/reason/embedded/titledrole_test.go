package embedded

import "testing"

func TestFillArgsTitledNameAfterRoleWord(t *testing.T) {
	const visit = `{"type":"object","properties":{"contact_name":{"type":"string","description":"Who to call about the visit."},"contact_phone":{"type":"string"}}}`
	runFillCases(t, []fillCase{
		{"a titled name after 联系人", "明天下午有个参观，联系人王女士，电话13911112222", visit,
			map[string]any{"contact_name": "王女士", "contact_phone": "13911112222"}},
		{"a titled name after a word for the person", "客户陈先生订了明天下午的参观", visit,
			map[string]any{"contact_name": "陈先生"}},
		{"a title inside a word is no name", "明天下午有个参观，要准备女士用品", visit,
			map[string]any{}},
	})
}
