package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestShortActionOnAStatementIsOneIntent: a statement of how something is,
// then an action that names no thing of its own ("log it", 报修一下), ask
// for one action on the thing the statement names.
func TestShortActionOnAStatementIsOneIntent(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"block":{"type":"string","enum":["north","south"],"description":"Block: north (北区) or south (南区)."},` +
		`"flat":{"type":"string","description":"Flat number."},"description":{"type":"string"}},"required":["block"]}`)
	cat := []toolspec.Spec{
		{Name: "create_fault_ticket", Description: "Report a broken or leaking fitting (heater, window, pipe; 漏水) in a flat to engineering (报修).", SideEffect: toolspec.Write, Parameters: params},
		{Name: "close_fault_ticket", Description: "Close an engineering ticket with what was done.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "list_fault_tickets", Description: "Engineering tickets of one block by state.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "log_found_item", Description: "Record an item found in a flat or a shared area.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "get_flat_status", Description: "Status of one flat: occupied or vacant, clean or dirty.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "relocate_tenant", Description: "Move a tenant to another flat.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "check_in_tenant", Description: "Check a tenant in on arrival and hand over the keys.", SideEffect: toolspec.Write, Parameters: params},
	}
	checkPlans(t, cat, []planCase{
		{"a pronoun", "Flat 1403 in the north block has a broken heater; log it with engineering", []string{"create_fault_ticket"}},
		{"then another action", "Flat 1403 in the north block has a broken heater; log it with engineering and move the tenant to 1405", []string{"create_fault_ticket", "relocate_tenant"}},
		{"a bare verb", "北区 305 水管漏水，报修一下", []string{"create_fault_ticket"}},
		// A verb on a pronoun asks for its own action: it states nothing
		// for the next one to act on.
		{"after a pronoun action", "Move them to flat 1405 in the north block, and check them in", []string{"relocate_tenant", "check_in_tenant"}},
	})
}

// TestDetailActionJoinsItsWrite: a part that acts on the write's thing by
// a pronoun, with a verb no write is named by, says how the write is
// done; a verb that names a write is an action of its own.
func TestDetailActionJoinsItsWrite(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TK-[0-9]{4}$","description":"Ticket number."},` +
		`"desk":{"type":"string","description":"Desk the visitor is seated at."},"amount":{"type":"number","description":"Amount to charge."}},"required":["ticket"]}`)
	cat := []toolspec.Spec{
		{Name: "admit_visitor", Description: "Admit a visitor on arrival and seat them at a desk.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "release_visitor", Description: "Sign a visitor out and free their desk.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "post_fee", Description: "Add a fee to a visitor's bill.", WhenToUse: "A fee must be put on a visitor's bill.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "get_ticket", Description: "One visitor ticket by its number.", SideEffect: toolspec.Read, Parameters: params},
	}
	checkPlans(t, cat, []planCase{
		{"a detail", "Admit the visitor on TK-1234 and put them at desk 12", []string{"admit_visitor"}},
		{"an action of its own", "Admit the visitor on TK-1234 and release them at noon", []string{"admit_visitor", "release_visitor"}},
	})
}

// TestBareActionAfterToldClausesIsOneIntent: a bare Chinese action (上报
// 一下, 作废掉) after several clauses that only tell the case, or after an
// identifier and a remark of its own (FL-1203，今天生效，办一下), acts on
// what they tell: one step, the write the whole case asks for.
func TestBareActionAfterToldClausesIsOneIntent(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"flat":{"type":"string","pattern":"^FL-[0-9]{4}$","description":"Flat number."},` +
		`"description":{"type":"string"}},"required":["flat"]}`)
	cat := []toolspec.Spec{
		{Name: "create_fault_ticket", Description: "Report a broken or leaking fitting (heater, window, pipe; 漏水, 坏了) in a flat to engineering (报修).", SideEffect: toolspec.Write, Parameters: params},
		{Name: "cancel_lease", Description: "End a tenant's lease of a flat (退租) on the day it takes effect.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "get_flat_status", Description: "Status of one flat: occupied or vacant, who lives there, the lease's term.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "list_fault_tickets", Description: "Engineering tickets of one flat by state.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "submit_daily_report", Description: "Submit (上报) the day's report of a flat.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "search_leases", Description: "Find leases by the day they take effect (生效).", SideEffect: toolspec.Read, Parameters: params},
	}
	checkPlans(t, cat, []planCase{
		{"told clauses and an identifier", "今天上午9点一个暖气片漏水了，没人在家，FL-1203，上报一下", []string{"create_fault_ticket"}},
		{"a remark before the bare action", "租约FL-1203租户本人申请退租，今天生效，帮忙办一下", []string{"cancel_lease"}},
		{"two flats' cases", "FL-1203 暖气片漏水了，FL-1204 窗户坏了，报修一下", []string{"create_fault_ticket", "create_fault_ticket"}},
		// Leave alone: a look asked between the case and the action is a
		// step of its own.
		{"a look between", "FL-1203 暖气片坏了，查一下它的报修单，再上报一下", []string{"list_fault_tickets", "submit_daily_report"}},
	})
}

// TestBareActionWithDiao: 作废掉 is a bare action as 作废一下 is: after the
// told case (FL-1203 的报修单开错了，租户没报过) it voids what the case
// names, one step.
func TestBareActionWithDiao(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"ticket":{"type":"string","pattern":"^TK-[0-9]{4}$","description":"Ticket number."},` +
		`"reason":{"type":"string"}},"required":["ticket"]}`)
	cat := []toolspec.Spec{
		{Name: "void_fault_ticket", Description: "Void (作废) a fault ticket.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "dispute_fault_ticket", Description: "Dispute a fault ticket raised in error (开错了) with the landlord.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "get_fault_ticket", Description: "One fault ticket by its number.", SideEffect: toolspec.Read, Parameters: params},
	}
	checkPlans(t, cat, []planCase{
		{"作废掉 after the case", "TK-1203 这张报修单开错了，租户没报过，作废掉", []string{"void_fault_ticket"}},
		// Leave alone: 掉 after a verb with its object is a request of
		// its own, as before.
		{"object named", "把 TK-1203 这张报修单作废掉", []string{"void_fault_ticket"}},
	})
}
