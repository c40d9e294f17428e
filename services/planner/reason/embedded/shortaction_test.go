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
