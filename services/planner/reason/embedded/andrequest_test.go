package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// dockCatalog is a dock's fees: a box's fees read so far, and free days
// granted to a box.
func dockCatalog() []toolspec.Spec {
	box := `"box_no":{"type":"string","pattern":"^[A-Z]{4}[0-9]{7}$","description":"Box number, e.g. ABCU1234567."}`
	return []toolspec.Spec{
		{Name: "quote_dock_fees", Description: "Estimate the storage charges of a box up to a date, with free days used and left.", SideEffect: toolspec.Read, Parameters: objectSchema(box, `"box_no"`)},
		{Name: "grant_free_dock_days", Description: "Grant extra free storage days to a box (waiver).", SideEffect: toolspec.Write,
			Parameters: objectSchema(box+`,"extra_days":{"type":"integer"}`, `"box_no","extra_days"`)},
	}
}

// TestAndAddsACommandToAQuestion: a command that "and" joins to a
// question (…so far and give it 3 extra free days) asks for its action;
// a clause after "and" that asks on (…and is it overdue?, …and waived by
// the dock) stays a question.
func TestAndAddsACommandToAQuestion(t *testing.T) {
	checkPlans(t, dockCatalog(), []planCase{
		{"command after and", "What are the storage charges on ABCU1234567 so far and give it 3 extra free days", []string{"quote_dock_fees", "grant_free_dock_days"}},
		{"question after and", "What are the storage charges on ABCU1234567 so far and how many free days does it get?", []string{"quote_dock_fees"}},
		{"past form after and", "Which storage charges on ABCU1234567 were billed last week and granted as free days", []string{"quote_dock_fees"}},
		{"command after and, not a past form", "What are the storage charges on ABCU1234567 so far and proceed to grant 3 extra free days", []string{"quote_dock_fees", "grant_free_dock_days"}},
	})
}
