package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryOpsTroubles: load tests (压测), canary releases (灰度),
// dropped connections (掉线), troubleshooting (排查) and uninstalling
// (卸载) find the tools described in English.
func TestGlossaryOpsTroubles(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "stress_run", Description: "Start a load test against an endpoint.", SideEffect: toolspec.Write},
		{Name: "canary_go", Description: "Roll a build out as a canary to a share of hosts.", SideEffect: toolspec.Write},
		{Name: "drop_log", Description: "Devices that disconnected in the last hour."},
		{Name: "diag_steps", Description: "Troubleshoot a fault step by step."},
		{Name: "pkg_remove", Description: "Uninstall a package from a host.", SideEffect: toolspec.Write},
		{Name: "desk_notes", Description: "Notes left by the staff of each shift."},
	}
	checkSelects(t, cat, []selectCase{
		{"对这个接口做一次压测", "stress_run"},
		{"新版本先灰度一下", "canary_go"},
		{"哪些设备掉线了", "drop_log"},
		{"这个问题帮我排查", "diag_steps"},
		{"把这个插件卸载掉", "pkg_remove"},
	})
}

// TestGlossarySchoolAndTableWords: the words of a school office —
// skipped classes (旷课), makeup classes (补课), trial lessons (试听) —
// and of a restaurant floor — private rooms (包间), paying the bill
// (买单), sold-out dishes (售罄) — find the tools described in English.
func TestGlossarySchoolAndTableWords(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "truancy_list", Description: "Students absent without leave this week."},
		{Name: "extra_lesson", Description: "Book a makeup class for a pupil.", SideEffect: toolspec.Write},
		{Name: "trial_book", Description: "Book a free trial class.", SideEffect: toolspec.Write},
		{Name: "room_hold", Description: "Hold a private room for dinner.", SideEffect: toolspec.Write},
		{Name: "table_bill", Description: "Print the bill of a table."},
		{Name: "gone_dishes", Description: "Dishes sold out today."},
	}
	checkSelects(t, cat, []selectCase{
		{"这周谁旷课了", "truancy_list"},
		{"给他安排一次补课", "extra_lesson"},
		{"我想先试听一节", "trial_book"},
		{"今晚留个包间", "room_hold"},
		{"五号桌要买单", "table_bill"},
		{"今天哪些菜售罄了", "gone_dishes"},
	})
}
