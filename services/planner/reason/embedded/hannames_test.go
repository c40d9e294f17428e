package embedded

import "testing"

// TestFillArgsHanSubjectName: a Chinese name that opens the goal or
// follows a word for the person (朋友, 同事), a surname and one or two
// more characters before a word of time or place or a verb, fills the
// one parameter for a person's name.
func TestFillArgsHanSubjectName(t *testing.T) {
	const (
		tasks = `{"type":"object","properties":{"assigned_to":{"type":"string","description":"Room attendant's name."},"date":{"type":"string","format":"date"}}}`
		plain = `{"type":"object","properties":{"note":{"type":"string","description":"Remark."}}}`
	)
	runFillCases(t, []fillCase{
		{"a name before a day", "李娟今天做完了哪些房间", tasks, map[string]any{"assigned_to": "李娟", "date": "2025-03-10"}},
		{"a name of three before 在", "王晓明在三楼的任务", tasks, map[string]any{"assigned_to": "王晓明"}},
		{"a name after the person's relation", "明天朋友王磊来 7-1-0402 看我，帮我登记一下", tasks, map[string]any{"assigned_to": "王磊", "date": "2025-03-11"}},
		{"a name opening the details after a colon", "帮客人办个登记：周敏，电话13698765432", tasks, map[string]any{"assigned_to": "周敏"}},
		{"no name slot", "李娟今天做完了哪些房间", plain, map[string]any{}},
		{"a word that opens with a surname", "高三全体家长的任务", tasks, map[string]any{}},
	})
}

// TestFillArgsHanNameAfterRole: a name follows a word for the person's
// role to the business (客户, 病人, 员工) as it follows 朋友.
func TestFillArgsHanNameAfterRole(t *testing.T) {
	const member = `{"type":"object","properties":{"full_name":{"type":"string","description":"Member's full name."},"card_no":{"type":"string","pattern":"^M[0-9]{6}$"}}}`
	runFillCases(t, []fillCase{
		{"after 会员", "查一下会员周晓燕，卡号M203311", member, map[string]any{"full_name": "周晓燕", "card_no": "M203311"}},
		{"after 病人", "病人李国强的卡 M203311 挂失一下", member, map[string]any{"full_name": "李国强", "card_no": "M203311"}},
	})
}

// TestFillArgsHanNameEndsGoal: a name of three characters a word for the
// person introduces may end the goal; a goal of a surname-led word alone
// names no one.
func TestFillArgsHanNameEndsGoal(t *testing.T) {
	const member = `{"type":"object","properties":{"full_name":{"type":"string","description":"Member's full name."}}}`
	runFillCases(t, []fillCase{
		{"after 会员, at the end", "帮我查一下会员周晓燕", member, map[string]any{"full_name": "周晓燕"}},
		{"a word alone", "周报", member, map[string]any{}},
	})
}

// TestFillArgsHanNameBeforeDeal: a verb of a transaction the person
// makes (租, 订, 借) ends the name before it; a name run on into more
// characters is none.
func TestFillArgsHanNameBeforeDeal(t *testing.T) {
	const hire = `{"type":"object","properties":{"guest_name":{"type":"string","description":"Guest name."},"days":{"type":"integer"}}}`
	runFillCases(t, []fillCase{
		{"a name before 租", "客人刘洋租一套工具，明早取", hire, map[string]any{"guest_name": "刘洋"}},
		{"a name of three before 借", "会员王晓明借两本书", hire, map[string]any{"guest_name": "王晓明"}},
		{"leave alone: no name before the verb", "客人要租一套工具，明早取", hire, map[string]any{}},
	})
}

// TestFillArgsHanNameBeforeReply: a name that opens the goal ends before
// a verb of answering (回复, 答复).
func TestFillArgsHanNameBeforeReply(t *testing.T) {
	const rsvp = `{"type":"object","properties":{"party_id":{"type":"string","pattern":"^PT-[0-9]{4}$"},"guest_name":{"type":"string","description":"Guest full name."}}}`
	runFillCases(t, []fillCase{
		{"a name before 回复", "郭晓峰回复说会来，活动是PT-2231", rsvp, map[string]any{"party_id": "PT-2231", "guest_name": "郭晓峰"}},
		{"leave alone: no name before 回复", "客服回复说会来，活动是PT-2231", rsvp, map[string]any{"party_id": "PT-2231"}},
	})
}
