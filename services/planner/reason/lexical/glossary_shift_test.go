package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryWorkingAndEnding: who works (上班) finds a rota of shifts,
// and ending something early (提前结束) the tool that ends it.
func TestGlossaryWorkingAndEnding(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "rota", Description: "Shifts of a depot for a period, with role, start and end times."},
		{Name: "stop_campaign", Description: "End a running campaign now."},
		{Name: "campaigns", Description: "Campaigns by depot and status, with dates and budget."},
		{Name: "staff_card", Description: "One staff member's card: role, depot and phone."},
	}
	tests := []selectCase{
		{"周六都有谁上班", "rota"},
		{"这个活动提前结束吧", "stop_campaign"},
	}
	checkSelects(t, cat, tests)
}

// TestGlossarySwapWithSomeone: 换 with someone (跟她换一下) swaps, so it
// finds the tool that swaps duties; 换 of a thing (换一下密码) still
// changes it.
func TestGlossarySwapWithSomeone(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "swap_duty", Description: "Swap a guard's duty with another guard."},
		{Name: "duty_list", Description: "Duties of the guards for a week, with post and hours."},
		{Name: "change_password", Description: "Change a guard's login password."},
		{Name: "guard_card", Description: "One guard's card: post, phone and licence."},
	}
	tests := []selectCase{
		{"周六的值班我想跟老周换一下", "swap_duty"},
		{"帮我换一下登录密码", "change_password"},
	}
	checkSelects(t, cat, tests)
}
