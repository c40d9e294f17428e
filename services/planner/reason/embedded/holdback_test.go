package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// holdbackCatalog is a parcel desk: a line's arrears and a parcel to
// read, and writes that suspend a line, bar a caller, void, repay and
// notify about a parcel.
func holdbackCatalog() []toolspec.Spec {
	line := `"line_no":{"type":"string","pattern":"^1[0-9]{10}$","description":"Phone line number."}`
	parcel := `"parcel_ref":{"type":"string","pattern":"^PQ-[0-9]{6}$","description":"Parcel reference."}`
	return []toolspec.Spec{
		{Name: "read_line_arrears", Description: "How much a phone line owes: its arrears and balance. 查欠费、余额。", SideEffect: toolspec.Read, Parameters: objectSchema(line, `"line_no"`)},
		{Name: "suspend_phone_line", Description: "Suspend a phone line for arrears. 停机。", SideEffect: toolspec.Write, Parameters: objectSchema(line, `"line_no"`)},
		{Name: "bar_caller", Description: "Put a caller on the blocklist. 拉黑。", SideEffect: toolspec.Write, Parameters: objectSchema(line, `"line_no"`)},
		{Name: "fetch_parcel", Description: "One parcel by its reference: items, status. 查包裹。", SideEffect: toolspec.Read, Parameters: objectSchema(parcel, `"parcel_ref"`)},
		{Name: "cancel_parcel", Description: "Cancel a parcel. 取消包裹。", SideEffect: toolspec.Write, Parameters: objectSchema(parcel, `"parcel_ref"`)},
		{Name: "refund_parcel", Description: "Refund a parcel's payment. 退款。", SideEffect: toolspec.Write, Parameters: objectSchema(parcel, `"parcel_ref"`)},
		{Name: "notify_parcel_holder", Description: "Send the holder a notice. 通知用户。", SideEffect: toolspec.Write, Parameters: objectSchema(parcel, `"parcel_ref"`)},
	}
}

// TestPlanHoldBack: a goal that holds an action back (先不要, 先不用,
// 先不急着, "hold off", "don't go ahead and … yet") plans no tool for it,
// and the rest of the goal still; a reminder not to forget an action, or
// one held back in another clause, leaves the asked action planned.
func TestPlanHoldBack(t *testing.T) {
	checkPlans(t, holdbackCatalog(), []planCase{
		{"先别 with a read", "13800001111 先别停机，先查一下他欠了多少", []string{"read_line_arrears"}},
		{"先不要", "13800001111 先不要拉黑，查一下欠费", []string{"read_line_arrears"}},
		{"暂时别", "13800001111 暂时别停机，查一下欠费", []string{"read_line_arrears"}},
		{"先不用", "PQ-123456 先不用退款，看看包裹", []string{"fetch_parcel"}},
		{"先不急着", "PQ-123456 先不急着退款，看看包裹", []string{"fetch_parcel"}},
		{"别急着", "别急着取消 PQ-123456，先看看包裹状态", []string{"fetch_parcel"}},
		{"don't … yet", "Don't cancel PQ-123456 yet, just show me the parcel", []string{"fetch_parcel"}},
		{"hold off on", "Hold off on refunding PQ-123456 and show me the parcel", []string{"fetch_parcel"}},
		{"hold off", "Hold off refunding PQ-123456, show me the parcel", []string{"fetch_parcel"}},
		{"go ahead and", "Don't go ahead and cancel PQ-123456 yet, show me the parcel", []string{"fetch_parcel"}},
		{"held back, another asked", "Don't refund PQ-123456 yet, cancel it", []string{"cancel_parcel"}},
		{"not to forget", "Cancel PQ-123456 and don't forget to refund it", []string{"cancel_parcel", "refund_parcel"}},
		{"别忘了", "别忘了通知用户 PQ-123456", []string{"notify_parcel_holder"}},
	})
}

// TestPlanHoldBackOpeningClause: a clause that only holds an action back
// (先不要退款, 暂时别取消) is no need even where the tools are described in
// English alone, while a clause that asks for it still is.
func TestPlanHoldBackOpeningClause(t *testing.T) {
	checkPlans(t, barTabCatalog(), []planCase{
		{"先不要", "先不要退款，看看账单 TB-1234", []string{"peek_bar_tab"}},
		{"暂时别", "暂时别取消，查一下账单 TB-1234", []string{"peek_bar_tab"}},
		{"先不要, object after", "先不要取消账单 TB-1234，看看账单 TB-5678", []string{"peek_bar_tab"}},
		// Must leave alone.
		{"asked", "账单 TB-1234 退款", []string{"refund_bar_tab"}},
		{"held with no look after", "先别发账单 TB-1234，客人还要加菜", []string{"pause_bar_tab"}},
	})
}

// TestPlanHoldBackBesideLook: an action held back is no need when the
// look it gives way to comes after clauses that only tell why (TB-1234
// 先别退款，客人说还会来，帮我看下…), or before it when it ends the goal
// (帮我 check 一下…，先别退款); a held action with no look beside it may
// still ask for the hold.
func TestPlanHoldBackBesideLook(t *testing.T) {
	checkPlans(t, barTabCatalog(), []planCase{
		{"identifier first, reason between", "TB-1234 先别 refund，客人说可能还会回来，帮我看下账单", []string{"peek_bar_tab"}},
		{"not yet between", "先别取消 TB-1234，还有一笔钱没收回来，帮我看下那张账单", []string{"peek_bar_tab"}},
		{"look before, held last", "帮我 check 一下账单 TB-1234，先别退款", []string{"peek_bar_tab"}},
		// Must leave alone.
		{"held with a reason, no look", "TB-1234 先别发，客人说还要加菜", []string{"pause_bar_tab"}},
	})
}

// barTabCatalog is a bar's tabs, described in English alone: one to read,
// and writes that refund, pause and void one.
func barTabCatalog() []toolspec.Spec {
	tab := `"tab_ref":{"type":"string","pattern":"^TB-[0-9]{4}$","description":"Tab reference."}`
	return []toolspec.Spec{
		{Name: "peek_bar_tab", Description: "Show one bar tab by its reference: items, total, status.", SideEffect: toolspec.Read, Parameters: objectSchema(tab, `"tab_ref"`)},
		{Name: "refund_bar_tab", Description: "Refund a bar tab's payment.", SideEffect: toolspec.Write, Parameters: objectSchema(tab, `"tab_ref"`)},
		{Name: "pause_bar_tab", Description: "Put a bar tab on hold so it is not closed or sent.", SideEffect: toolspec.Write, Parameters: objectSchema(tab, `"tab_ref"`)},
		{Name: "void_bar_tab", Description: "Cancel a bar tab.", SideEffect: toolspec.Write, Parameters: objectSchema(tab, `"tab_ref"`)},
	}
}
