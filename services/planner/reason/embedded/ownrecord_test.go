package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestOwnRecordRead: a question about the object a write acts on, named by
// an identifier no read its words score takes, gets the read of that same
// object that takes it, though another read takes the identifier too; a
// read of another object taking it is no answer.
func TestOwnRecordRead(t *testing.T) {
	id := `"permit_no":{"type":"string","pattern":"^PM-[0-9]{4}$"}`
	cat := []toolspec.Spec{
		{Name: "revoke_permit", Description: "Revoke a parking permit.", SideEffect: toolspec.Write, Parameters: objectSchema(id, `"permit_no"`)},
		{Name: "show_permit", Description: "One parking permit.", SideEffect: toolspec.Read, Parameters: objectSchema(id, `"permit_no"`)},
		{Name: "list_permit_checks", Description: "Checks of a permit by wardens.", SideEffect: toolspec.Read, Parameters: objectSchema(id, ``)},
		{Name: "browse_permits", Description: "Permits by street.", SideEffect: toolspec.Read, Parameters: objectSchema(`"street":{"type":"string"}`, ``)},
	}
	unfit := func(s *toolspec.Spec) bool { return s == nil || s.SideEffect == toolspec.Write }
	scores := []task.Score{{Tool: "revoke_permit", Score: 0.3}, {Tool: "browse_permits", Score: 0.05}}
	run := func(cat []toolspec.Spec) string {
		byName := map[string]*toolspec.Spec{}
		for i := range cat {
			byName[cat[i].Name] = &cat[i]
		}
		return namedRead(scores, "Is PM-1234 already revoked?", 0.2, byName["revoke_permit"], unfit, byName)
	}
	if got := run(cat); got != "show_permit" {
		t.Errorf("namedRead = %q, want show_permit", got)
	}
	// must leave alone: no read of the permit itself
	if got := run([]toolspec.Spec{cat[0], cat[2], cat[3], {Name: "show_warden_log", Description: "A warden's log.", SideEffect: toolspec.Read, Parameters: objectSchema(id, ``)}}); got != "" {
		t.Errorf("without the permit's own read: namedRead = %q, want none", got)
	}
}
