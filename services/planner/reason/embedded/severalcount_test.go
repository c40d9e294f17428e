package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// chargeTools are a billing desk's tools: an account's charges and a
// customer's complaint about them.
func chargeTools() []toolspec.Spec {
	account := `{"type":"object","properties":{"account_no":{"type":"string","pattern":"^AC-[0-9]{4}$"},"from":{"type":"string","format":"date"},"to":{"type":"string","format":"date"}},"required":["account_no"]}`
	return []toolspec.Spec{
		{Name: "list_charges", Description: "Charges (扣款记录) on an account over a period.", SideEffect: toolspec.Read, Parameters: []byte(account)},
		{Name: "log_billing_dispute", Description: "Log a customer's complaint that they were charged (被扣费) wrongly.", SideEffect: toolspec.Write, Parameters: []byte(account)},
	}
}

// TestPlanSeveralIsNoQuestion: 好几 (several) and 十几 (a dozen or so)
// count what happened; they ask no 几 (how many), so a part that tells
// of several charges is the case of the request after it.
func TestPlanSeveralIsNoQuestion(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"客户说 AC-1234 上周被扣了好几笔短信费，把上周的扣款记录拉出来看看", []string{"list_charges"}, []string{"log_billing_dispute"}},
		{"客户说 AC-1234 上周被扣了十几笔短信费，把上周的扣款记录拉出来看看", []string{"list_charges"}, []string{"log_billing_dispute"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, chargeTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}

// TestReportsHappenedCountsNoQuestion: 几 alone still asks how many.
func TestReportsHappenedCountsNoQuestion(t *testing.T) {
	for text, want := range map[string]bool{
		"上周被扣了好几笔钱":  true,
		"上周被扣了十几笔钱":  true,
		"上周被扣了几笔钱":   false,
		"上周被扣了几十笔钱吗": false,
	} {
		if got := reportsHappened(text); got != want {
			t.Errorf("reportsHappened(%q) = %v, want %v", text, got, want)
		}
	}
}
