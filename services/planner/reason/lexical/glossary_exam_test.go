package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryAppTroubles: apps that crash (闪退), hang (卡死) or show
// a blank screen (白屏), garbled text (乱码) and remote access (远程)
// find the tools described in English.
func TestGlossaryAppTroubles(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "crash_log", Description: "Crash reports of an app version."},
		{Name: "hang_dump", Description: "Capture a dump of a frozen process.", SideEffect: toolspec.Write},
		{Name: "screen_check", Description: "Pages that render a blank screen."},
		{Name: "charset_fix", Description: "Fix the encoding of a garbled file.", SideEffect: toolspec.Write},
		{Name: "remote_on", Description: "Open a remote session to a laptop.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"新版本一打开就闪退", "crash_log"},
		{"程序卡死了", "hang_dump"},
		{"首页白屏", "screen_check"},
		{"这个文件打开是乱码", "charset_fix"},
		{"远程连一下我的笔记本", "remote_on"},
	})
}

// TestGlossaryExamWords: admission tickets (准考证), exam rooms (考场),
// cut-off scores (分数线), class teachers (班主任), tutoring (辅导) and
// question banks (题库) find the tools described in English.
func TestGlossaryExamWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "ticket_print", Description: "Print the admission ticket of a candidate."},
		{Name: "room_plan", Description: "Which exam room and seat each candidate sits in."},
		{Name: "cutoff_table", Description: "Cutoff score of each major last year."},
		{Name: "form_tutor", Description: "The homeroom teacher of a class and their phone."},
		{Name: "tutor_book", Description: "Book a tutoring session.", SideEffect: toolspec.Write},
		{Name: "qbank_pick", Description: "Pick questions from the question bank."},
	}
	checkSelects(t, cat, []selectCase{
		{"帮我打一下准考证", "ticket_print"},
		{"我在哪个考场", "room_plan"},
		{"去年的分数线", "cutoff_table"},
		{"三班班主任是谁", "form_tutor"},
		{"预约一次辅导", "tutor_book"},
		{"从题库里抽十道", "qbank_pick"},
	})
}
