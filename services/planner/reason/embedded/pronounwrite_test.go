package embedded

import (
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPronounActionTakesItsObjectFromTheStepBefore: an action that names
// its object by a pronoun ("book it") finds the write its verb names
// among those that fit the object the step before looked at.
func TestPronounActionTakesItsObjectFromTheStepBefore(t *testing.T) {
	court := json.RawMessage(`{"type":"object","properties":{"club":{"type":"string","enum":["north","south"]},` +
		`"court_kind":{"type":"string","enum":["clay","grass","hard"]},"member_name":{"type":"string","description":"Member's name."},` +
		`"date":{"type":"string","format":"date"}},"required":["club"]}`)
	other := json.RawMessage(`{"type":"object","properties":{"member_name":{"type":"string","description":"Member's name."},` +
		`"date":{"type":"string","format":"date"}},"required":["member_name"]}`)
	cat := []toolspec.Spec{
		{Name: "find_free_courts", Description: "Courts free to play at one club for a day: court kinds with how many are left.", SideEffect: toolspec.Read, Parameters: court},
		{Name: "reserve_court", Description: "Book a court for a member: club, day and court kind.", SideEffect: toolspec.Write, Parameters: court},
		{Name: "change_court_booking", Description: "Change an existing court booking's day or court kind.", SideEffect: toolspec.Write, Parameters: court},
		{Name: "book_coaching", Description: "Book a coaching lesson with a coach.", SideEffect: toolspec.Write, Parameters: other},
		{Name: "book_locker", Description: "Book a locker for a day.", SideEffect: toolspec.Write, Parameters: other},
		{Name: "list_members", Description: "Find members by name or phone.", SideEffect: toolspec.Read, Parameters: other},
	}
	checkPlans(t, cat, []planCase{
		{"a pronoun's object", "Check whether the north club has a clay court free tonight, and if it does book it for Mr. Lee", []string{"find_free_courts", "reserve_court"}},
	})
}
