package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestSentenceVerbOpensItsWrite: a need that states a fact and then, in a
// sentence of its own, opens with the verb a write's description opens
// with asks for that write, though the read of the same thing holds the
// verb's word too (date opened).
func TestSentenceVerbOpensItsWrite(t *testing.T) {
	params := json.RawMessage(`{"type":"object","properties":{"site":{"type":"string","enum":["east","west"],"description":"Site: east (东区) or west (西区)."},` +
		`"device":{"type":"string","description":"The device at fault."},"urgent":{"type":"boolean","description":"true when it must be seen today."},` +
		`"status":{"type":"string","enum":["open","closed"]}},"required":["site"]}`)
	cat := []toolspec.Spec{
		{Name: "create_service_call", Description: "Open a service call for a site; a fitter is sent.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "list_service_calls", Description: "Service calls by site, status, device and date opened.", SideEffect: toolspec.Read, Parameters: params},
		{Name: "book_site_visit", Description: "Book a visit to a site for a guest.", SideEffect: toolspec.Write, Parameters: params},
		{Name: "get_site_hours", Description: "Opening hours of a site.", SideEffect: toolspec.Read, Parameters: params},
	}
	checkPlans(t, cat, []planCase{
		{"after a dash", "The boiler at the east site has stopped heating — open an urgent service call", []string{"create_service_call"}},
		{"after a stop", "The boiler at the east site has stopped heating. Open an urgent service call", []string{"create_service_call"}},
		{"a list asked for", "List the open service calls at the east site", []string{"list_service_calls"}},
	})
}
