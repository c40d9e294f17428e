package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanMonthParameterTakesPastMonth: a tool whose schema takes a month
// (YYYY-MM) serves a past month the need states; no rival that takes a
// start and end date takes the need from it.
func TestPlanMonthParameterTakesPastMonth(t *testing.T) {
	account := `"account":{"type":"string","pattern":"^AC-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "get_fee_statement", Description: "Fee statement of an account for one month: fees charged, waived and net.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + account + `,"month":{"type":"string","description":"Statement month, YYYY-MM.","pattern":"^[0-9]{4}-[0-9]{2}$"}},"required":["account","month"]}`)},
		{Name: "get_account_activity", Description: "Activity of an account over a period: deposits, withdrawals, fees charged.", SideEffect: toolspec.Read,
			Parameters: []byte(`{"type":"object","properties":{` + account + `,"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}},"required":["account"]}`)},
	}
	planAvoids(t, cat, "What were the fees on account AC-1234 last month?", []string{"get_fee_statement"}, []string{"get_account_activity"})
	planAvoids(t, cat, "AC-1234上个月的 fee statement 是多少", []string{"get_fee_statement"}, []string{"get_account_activity"})
}
