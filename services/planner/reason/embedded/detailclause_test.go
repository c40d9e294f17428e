package embedded

import "testing"

// TestDecomposeDetailOfPrevious: a clause that only says how to lay out
// the result before it (按天给我, "broken down by day"), asks about what
// that result holds (都是什么原因), or states what someone prefers
// ("she prefers texts over email") is no need of its own.
func TestDecomposeDetailOfPrevious(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"北门分馆上周来了多少人？按天给我", 1},
		{"上个月各门店的营收是多少，按门店分开列", 1},
		{"三号仓库这个月的温度记录，按周看", 1},
		{"北门分馆上个月的借阅量，按月份看一下", 1},
		{"水费账单 WB-3301 欠了多少，交了没有", 1},
		{"订单 ORD-5521 发货了吗，到了没", 1},
		{"包裹 PK-7730 寄出去了吗，收了没有", 1},
		{"How many visitors did Northgate have last week? Broken down by day", 1},
		{"西溪店昨天被驳回的处方有哪些，都是什么原因", 1},
		{"Register Emily Carter for an adult card. She prefers texts over email.", 1},
		{"I need a QR code for the guest WiFi network. How can I generate it?", 1},
		{"Book room R2 for Friday. How do I do that?", 1},
		{"Book room R2 for Friday. How can I book it?", 1},
		{"I need to generate a QR code quickly. Why is it so hard to find a reliable QR code maker?", 1},
		// must leave alone
		{"北门分馆上周来了多少人？然后给 CARD-1 续借", 2},
		{"Reject RX-1. Then text the patient that it was rejected.", 2},
		{"查一下上周的访客数，把卡冻结", 2},
		{"查一下上周的访客数，按门店看一下退款记录", 2},
		{"水费账单 WB-3301 欠了多少，给他发个催缴短信", 2},
		{"I'll need the visitor counts for last week, and book room R2 for Friday", 2},
		{"I need a QR code for the guest WiFi network. How can I print the visitor badges?", 2},
		{"Book room R2 for Friday. How can I cancel it next week?", 2},
		{"Book room R2 for Friday. Why was ORD-1 cancelled?", 2},
		{"Book a flight to Paris. How can I cancel it?", 2},
		{"Create an invoice for ACME. How do I send it?", 2},
		{"Book a table for 2 at Nobu. Why is it so hard to cancel a subscription?", 2},
	} {
		wantNeedCount(t, tc.goal, tc.want)
	}
}

// TestDecomposeSpeakersOwnAct: a clause that only says what the speaker
// will do themselves ("I'll call them myself", 我自己来联系) asks hermes
// for no step.
func TestDecomposeSpeakersOwnAct(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want int
	}{
		{"Reject RX-1, the doctor didn't sign it. Don't message the patient, I'll call them myself.", 1},
		{"驳回 RX-1，我自己来联系病人", 1},
		// must leave alone
		{"Reject RX-1. I'll need the patient's refill history too.", 2},
		{"驳回 RX-1，然后通知病人", 2},
	} {
		if needs, _ := decompose(tc.goal); len(needs) != tc.want {
			t.Errorf("decompose(%q) = %d needs, want %d", tc.goal, len(needs), tc.want)
		}
	}
}

// wantNeedCount checks that goal decomposes into want needs, naming the
// needs' texts when it does not.
func wantNeedCount(t *testing.T, goal string, want int) {
	t.Helper()
	needs, _ := decompose(goal)
	if len(needs) == want {
		return
	}
	var texts []string
	for _, n := range needs {
		texts = append(texts, n.text)
	}
	t.Errorf("decompose(%q) = %q, want %d needs", goal, texts, want)
}
