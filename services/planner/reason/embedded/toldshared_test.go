package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// lenderCatalog is a lending desk's tools, each on a member's card
// number: the loans, the dues owed, paying them and renewing a loan.
func lenderCatalog() []toolspec.Spec {
	card := `"member_card":{"type":"string","pattern":"^MC-[0-9]{8}$","description":"Member card number."}`
	return []toolspec.Spec{
		{Name: "list_member_borrowings", Description: "List the items a member has or had on loan, with due dates and overdue days.", SideEffect: toolspec.Read, Parameters: objectSchema(card, `"member_card"`)},
		{Name: "read_member_charges", Description: "Read a member's fines and fees: each charge with item, reason, amount and status.", SideEffect: toolspec.Read, Parameters: objectSchema(card, `"member_card"`)},
		{Name: "settle_member_dues", Description: "Record a payment against a member's fines.", SideEffect: toolspec.Write, Parameters: objectSchema(card+`,"amount":{"type":"number"}`, `"member_card","amount"`)},
		{Name: "extend_borrowing", Description: "Extend the due date of items a member has on loan.", SideEffect: toolspec.Write, Parameters: objectSchema(card, `"member_card"`)},
		{Name: "lookup_lender_members", Description: "Find members by name, phone or email.", SideEffect: toolspec.Read, Parameters: objectSchema(`"q":{"type":"string"}`, `"q"`)},
		{Name: "lookup_lender_titles", Description: "Search the catalogue by title, author or subject.", SideEffect: toolspec.Read, Parameters: objectSchema(`"q":{"type":"string"}`, `"q"`)},
	}
}

// TestToldNotYetBeforeLookKeepsSharedIDRead: a need that tells a
// not-yet state (还没还清) and then asks to look (查下他的…) asks about
// state: the read the card number it states fits answers it. A request
// for an action after the same report is left alone.
func TestToldNotYetBeforeLookKeepsSharedIDRead(t *testing.T) {
	byName := map[string]*toolspec.Spec{}
	cat := lenderCatalog()
	for i := range cat {
		byName[cat[i].Name] = &cat[i]
	}
	scores := []task.Score{{Tool: "read_member_charges", Score: 0.09}, {Tool: "settle_member_dues", Score: 0.08}, {Tool: "lookup_lender_members", Score: 0.07}}
	for text, want := range map[string]string{
		"MC-20250011 的书还没还清，查下他的罚款": "read_member_charges",
		"MC-20250011 的书还没还清，帮他续借一下": "",
	} {
		st := task.Subtask{}
		respectSharedID(&st, text, text, scores, byName)
		if st.Tool != want {
			t.Errorf("respectSharedID(%q) = %q, want %q", text, st.Tool, want)
		}
	}
}
