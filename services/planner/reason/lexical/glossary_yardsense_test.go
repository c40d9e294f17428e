package lexical

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossaryPointsAreNoCredit: 积分 are points, not a credit line, so a
// customer's points find the rewards tool beside a credit-limit tool; net
// metering (净计量) still finds the metering credits.
func TestGlossaryPointsAreNoCredit(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "credit_limit", Description: "Show a customer's credit limit and credit score."},
		{Name: "loyalty_balance", Description: "A customer's rewards balance: points earned and redeemed."},
		{Name: "metering_credits", Description: "Net-metering credits banked for a site and applied to bills."},
		{Name: "site_summary", Description: "Overview of a site: address, system size, status and owner."},
		{Name: "sell_membership", Description: "Sell a membership plan (monthly or annual) to a member."},
		{Name: "moving_quote", Description: "Quote a move: local or long-distance, by volume of goods."},
		{Name: "show_items", Description: "View the items of a collection with title and artist."},
		{Name: "sales_report", Description: "Sales totals of a period by store."},
	}
	checkSelects(t, cat, []selectCase{
		{"查一下客户 C-1 的积分", "loyalty_balance"},
		{"客户 C-1 的积分还剩多少", "loyalty_balance"},
		// Leave alone.
		{"SITE-00519 还剩多少净计量积分", "metering_credits"},
	})
}

// TestGlossaryEveningShift: 晚班 is the evening shift, not anything
// late, so putting someone on it finds the shift tool beside late fees;
// 夜班 still finds the shift.
func TestGlossaryEveningShift(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "put_on_rota", Description: "Assign a staff member to a shift on a date."},
		{Name: "early_termination", Description: "Terminate a lease early and compute the fee."},
		{Name: "late_fees", Description: "List late fees charged to an account."},
		{Name: "list_staff", Description: "List staff members with role and team."},
	}
	checkSelects(t, cat, []selectCase{
		{"把 ST-0213 排到下周一的晚班", "put_on_rota"},
		// Leave alone.
		{"把 ST-0213 排到下周一的夜班", "put_on_rota"},
	})
}

// TestGlossaryFireSafety: 消防 is fire safety, so a fire drill finds the
// safety inspection, not firing an employee.
func TestGlossaryFireSafety(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "fire_employee", Description: "Fire an employee: end their employment with a reason and last day."},
		{Name: "book_safety_check", Description: "Schedule a safety inspection of a building on a date."},
		{Name: "change_shift", Description: "Change a staff member's shift on a date."},
		{Name: "early_termination", Description: "Terminate a lease early and compute the fee."},
		{Name: "late_fees", Description: "List late fees charged to an account."},
		{Name: "list_staff", Description: "List staff members with role and team."},
	}
	checkSelects(t, cat, []selectCase{
		{"消防演练安排在哪天", "book_safety_check"},
		// Leave alone.
		{"下周三安排一次消防检查", "book_safety_check"},
	})
}
