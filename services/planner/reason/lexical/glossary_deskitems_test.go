package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryMailAndPaperWords: the inbox (收件箱), spam (垃圾邮件),
// the trash (回收站), restoring (还原), memos (备忘录), scanned copies
// (扫描件) and parcel lockers (快递柜) find the tools described in
// English.
func TestGlossaryMailAndPaperWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "box_in", Description: "Unread mail in the inbox."},
		{Name: "junk_rules", Description: "Mark a sender as spam.", SideEffect: toolspec.Write},
		{Name: "bin_empty", Description: "Empty the trash bin.", SideEffect: toolspec.Write},
		{Name: "undo_delete", Description: "Revert a deleted page to its last version.", SideEffect: toolspec.Write},
		{Name: "memo_add", Description: "Write a memo for later.", SideEffect: toolspec.Write},
		{Name: "scan_upload", Description: "Attach a scanned copy of a signed form.", SideEffect: toolspec.Write},
		{Name: "locker_code", Description: "Pickup code of a parcel locker."},
	}
	checkSelects(t, cat, []selectCase{
		{"收件箱里有什么", "box_in"},
		{"这个人的信都算垃圾邮件", "junk_rules"},
		{"清空回收站", "bin_empty"},
		{"把刚删的那页还原", "undo_delete"},
		{"记到备忘录里", "memo_add"},
		{"把合同的扫描件传上去", "scan_upload"},
		{"快递柜的取件码", "locker_code"},
	})
}

// TestGlossarySignOffWords: signing out at the end of a day (签退),
// being out of the office (外出), countersigning (会签), applicants
// (申请人) and lifts (电梯) find the tools described in English.
func TestGlossarySignOffWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "day_end", Description: "Clock out for the day.", SideEffect: toolspec.Write},
		{Name: "away_note", Description: "Set an out of office note.", SideEffect: toolspec.Write},
		{Name: "cosign", Description: "Countersign a document.", SideEffect: toolspec.Write},
		{Name: "who_asked", Description: "The applicant of a request and their contact."},
		{Name: "lift_fault", Description: "Faults of an elevator."},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"我要签退了", "day_end"},
		{"下午外出，设置一下", "away_note"},
		{"这份文件需要你会签", "cosign"},
		{"这个申请的申请人是谁", "who_asked"},
		{"三号电梯坏了几次", "lift_fault"},
	})
}

// TestGlossaryHomeAndHelpWords: a water heater (热水器), a toilet (马桶),
// a low balance (余额不足) and asking for a person (转人工) find the
// tools described in English.
func TestGlossaryHomeAndHelpWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "heater_job", Description: "Book a fix for a water heater.", SideEffect: toolspec.Write},
		{Name: "wc_job", Description: "Book a plumber for a blocked toilet.", SideEffect: toolspec.Write},
		{Name: "low_funds", Description: "Accounts with insufficient balance for the next debit."},
		{Name: "agent_handoff", Description: "Hand the chat to a human agent.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"热水器不出热水", "heater_job"},
		{"马桶不冲水", "wc_job"},
		{"哪些户余额不足", "low_funds"},
		{"我要转人工", "agent_handoff"},
	})
}
