package embedded

import "testing"

// TestPlanSendClauseIsAStep: a clause that asks to send someone a message
// of its own (然后发邮件提醒) is a step for the tool that sends it, not a
// word on how to present the result; one that speaks of a report, a
// format or the asker still only presents it.
func TestPlanSendClauseIsAStep(t *testing.T) {
	checkGoalPlans(t, lectureDesk(), []goalPlan{
		{"看看 LEC-3307 有哪些人报了名，然后发邮件提醒，别发短信", []string{"lecture_details", "ping_lecture_guests"}},
		// must leave alone
		{"看看 LEC-3307 有哪些人报了名，整理成邮件发给我", []string{"lecture_details"}},
		{"看看 LEC-3307 有哪些人报了名，发邮件给我", []string{"lecture_details"}},
		{"看看 LEC-3307 有哪些人报了名，整理成适合邮件发送的格式", []string{"lecture_details"}},
	})
}

// TestPresentsResult: which clauses only say how to present the result.
func TestPresentsResult(t *testing.T) {
	tests := []struct {
		clause string
		want   bool
	}{
		{"整理成适合邮件发送的格式", true},
		{"发邮件给我", true},
		{"生成周报发邮件给团队", true},
		{"send me the summary as an email", true},
		{"然后发邮件催还", false},
		{"发条短信提醒他们", false},
		{"然后发封感谢邮件", false},
		{"查一下明天的课", false},
	}
	for _, tc := range tests {
		if got := presentsResult(tc.clause); got != tc.want {
			t.Errorf("presentsResult(%q) = %v, want %v", tc.clause, got, tc.want)
		}
	}
}
