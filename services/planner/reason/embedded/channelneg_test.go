package embedded

import (
	"slices"
	"testing"
)

// TestPlanNegatedChannelKeepsMessage: a prohibition that names only the
// channel a message goes by (别发短信, "don't text them") while the goal
// asks for the message by another channel (发邮件, email) says how to
// send it, not that nothing is sent: the message stays a step. A
// prohibition with no other channel asked, or one the speaker answers
// with an act of their own ("I'll call them myself"), still forbids it.
func TestPlanNegatedChannelKeepsMessage(t *testing.T) {
	cat := lectureDesk()
	cat[1].Name = "send_lecture_notice"
	checkGoalPlans(t, cat, []goalPlan{
		{"看一下 LEC-3307 在哪个教室，然后发邮件通知报名的人，别发短信", []string{"lecture_details", "send_lecture_notice"}},
		{"看看 LEC-3307 有哪些人报名，然后发邮件提醒，别发短信", []string{"lecture_details", "send_lecture_notice"}},
		{"Pull up LEC-3307, then email the guests signed up that the speaker is late, don't text them", []string{"lecture_details", "send_lecture_notice"}},
		// must leave alone
		{"看一下 LEC-3307 在哪个教室，别发短信", []string{"lecture_details"}},
		{"Pull up LEC-3307. Don't text the guests, I'll call them myself.", []string{"lecture_details"}},
		{"Pull up LEC-3307. Don't message the guests, I'll text them myself.", []string{"lecture_details"}},
		{"看一下 LEC-3307 在哪个教室，然后发邮件通知报名的人", []string{"lecture_details", "send_lecture_notice"}},
	})
}

// TestNegatedChannelForbidsNothing: the actions a goal forbids leave out
// a prohibition of one channel when the goal asks for another.
func TestNegatedChannelForbidsNothing(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want []string
	}{
		{"看看 CARD-1 有哪些书超期了，然后发邮件催还，别发短信", nil},
		{"Email the guests of LEC-3307 that it moved, don't text them", nil},
		{"别发短信了，给他发个微信说一声", nil},
		// must leave alone
		{"看看 CARD-1 有哪些书超期了，别发短信", []string{"发短"}},
		{"Pull up LEC-3307. Don't text the guests, I'll call them myself.", []string{"text"}},
		{"Reject RX-1. Don't message the patient, I'll call them myself.", []string{"message"}},
		{"别取消订单，发邮件问一下客户", []string{"取消"}},
		{"Book PET-1 for tomorrow. Don't send the confirmation text, the owner asked us to call her instead.", []string{"send"}},
		{"Pull up LEC-3307. Don't text the guests, I'll email them myself.", []string{"text"}},
	} {
		if got := readNegations(tc.goal); !slices.Equal(got, tc.want) {
			t.Errorf("readNegations(%q) = %q, want %q", tc.goal, got, tc.want)
		}
	}
}
