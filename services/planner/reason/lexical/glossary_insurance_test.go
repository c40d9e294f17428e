package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryPolicyAndPremium: an insurance policy (保单) and its premium
// (保费) find the tools described in English.
func TestGlossaryPolicyAndPremium(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "policy_details", Description: "One insurance policy: holder, cover, term and status."},
		{Name: "overdue_premiums", Description: "Premium instalments past their due date."},
		{Name: "send_letter", Description: "Send a letter to a customer."},
	}
	tests := []selectCase{
		{"查一下这张保单的详情", "policy_details"},
		{"逾期的保费有哪些", "overdue_premiums"},
	}
	checkSelects(t, cat, tests)
}
