package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// checkUnasked runs unaskedWrite on each text with write chosen and read
// beside it, and checks the tool kept.
func checkUnasked(t *testing.T, read, write toolspec.Spec, cases []struct{ text, want string }) {
	t.Helper()
	cat := map[string]*toolspec.Spec{read.Name: &read, write.Name: &write}
	scores := []task.Score{{Tool: write.Name, Score: 0.3}, {Tool: read.Name, Score: 0.25}}
	for _, tc := range cases {
		st := task.Subtask{Tool: write.Name}
		unaskedWrite(&st, tc.text, tc.text, scores, cat)
		if st.Tool != tc.want {
			t.Errorf("%q: tool %s, want %s", tc.text, st.Tool, tc.want)
		}
	}
}

// TestUnaskedWriteListedVerb: a write named with one verb whose
// description lists the actions it offers ("Pause, resume, cancel or
// change …") is asked for by a Chinese need that names one of them (暂停),
// though the need ends with the object's noun.
func TestUnaskedWriteListedVerb(t *testing.T) {
	read := toolspec.Spec{Name: "list_gym_plans", Description: "List subscriptions by member or status.", SideEffect: toolspec.Read}
	write := toolspec.Spec{Name: "modify_gym_plan", Description: "Pause, resume, cancel or change the plan of an existing subscription.", SideEffect: toolspec.Write}
	checkUnasked(t, read, write, []struct{ text, want string }{
		{"SUB-2231 的会员来电说暂停订阅", "modify_gym_plan"},
		// must leave alone
		{"SUB-2231 的会员上个月的订阅", "list_gym_plans"},
	})
}

// TestUnaskedWriteDativeIdentifier: 给, an identifier and then a verb
// (给 CU-3321 出三月的对账单) asks to give the one named something, as 给
// and a pronoun do; 给 CU-3321 的 names a thing.
func TestUnaskedWriteDativeIdentifier(t *testing.T) {
	read := toolspec.Spec{Name: "fetch_client_ledger", Description: "One customer's account and balance.", SideEffect: toolspec.Read}
	write := toolspec.Spec{Name: "issue_monthly_statement", Description: "Issue a customer's monthly statement.", SideEffect: toolspec.Write}
	checkUnasked(t, read, write, []struct{ text, want string }{
		{"给 CU-3321 出三月的对账单", "issue_monthly_statement"},
		// must leave alone
		{"给 CU-3321 的对账单", "fetch_client_ledger"},
		{"给 CU-3321 寄的对账单", "fetch_client_ledger"},
	})
}

// TestUnaskedWriteAmountChange: a verb that raises or lowers an amount
// followed by the amount (加 80 元) asks to change the balance, though the
// need ends with a noun after 的.
func TestUnaskedWriteAmountChange(t *testing.T) {
	read := toolspec.Spec{Name: "read_rider_purse", Description: "A rider's wallet: balance and vouchers.", SideEffect: toolspec.Read}
	write := toolspec.Spec{Name: "adjust_rider_purse", Description: "Change a rider's wallet or adjust its balance.", SideEffect: toolspec.Write}
	checkUnasked(t, read, write, []struct{ text, want string }{
		{"W-5510 的 wallet 加 80 元余额，当作航班延误的赔偿", "adjust_rider_purse"},
		// must leave alone
		{"W-5510 的 wallet 里 80 元余额的来历", "read_rider_purse"},
	})
}

// TestUnaskedWriteOpeningVerb: a write whose description opens with a
// verb other than its name's (Book … for create_…), or with two verbs
// joined by "or" (Cancel or suspend …), is asked for by a need that
// writes that verb, in English or in Chinese, though the need ends with
// the object's noun.
func TestUnaskedWriteOpeningVerb(t *testing.T) {
	read := toolspec.Spec{Name: "fetch_voyage_offer", Description: "Look up one voyage offer: price and status.", SideEffect: toolspec.Read}
	write := toolspec.Spec{Name: "create_voyage", Description: "Book a voyage from an accepted offer.", SideEffect: toolspec.Write}
	checkUnasked(t, read, write, []struct{ text, want string }{
		{"offer VO-2210 客户同意了，book 五月三号的 voyage", "create_voyage"},
		// must leave alone
		{"offer VO-2210 客户五月三号的 voyage", "fetch_voyage_offer"},
	})
	read = toolspec.Spec{Name: "list_locker_passes", Description: "List locker passes by status or holder.", SideEffect: toolspec.Read}
	write = toolspec.Spec{Name: "end_locker_pass", Description: "Cancel or suspend a locker pass.", SideEffect: toolspec.Write}
	checkUnasked(t, read, write, []struct{ text, want string }{
		{"LP-3301 的会员欠费了，暂停他的储物柜卡", "end_locker_pass"},
		// must leave alone
		{"LP-3301 的会员上个月的储物柜卡", "list_locker_passes"},
	})
}
