package embedded

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanValueWrite: a second part that writes a value of two words of
// another write ("put it on hold") is that write's step,
// though it names its object only in the part before.
func TestPlanValueWrite(t *testing.T) {
	id := `"ticket_id":{"type":"string","pattern":"^TK-[0-9]{5}$"}`
	cat := []toolspec.Spec{
		{Name: "tag_abuse", Description: "Tag a support ticket as abusive: spam, threats or harassment.", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"kind":{"type":"string","enum":["spam","threat","harassment"]}`, `"ticket_id","kind"`)},
		{Name: "set_ticket_state", Description: "Move a support ticket to another state of the queue.", SideEffect: toolspec.Write,
			Parameters: objectSchema(id+`,"state":{"type":"string","enum":["in_progress","on_hold","resolved"]}`, `"ticket_id","state"`)},
		{Name: "get_ticket", Description: "Look up one support ticket.", SideEffect: toolspec.Read, Parameters: objectSchema(id, `"ticket_id"`)},
	}
	got := planTools(t, newEngine(t), "Tag TK-10234 for threats in the chat and put the case on hold.", cat)
	if want := []string{"tag_abuse", "set_ticket_state"}; !slices.Equal(got, want) {
		t.Errorf("tools %v, want %v", got, want)
	}
}
