package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestLookVerbAsksForTheRead: a need that opens with a verb that only
// means to look asks for the read on its object even where the write's
// words score higher; a verb that also names an action keeps the write.
func TestLookVerbAsksForTheRead(t *testing.T) {
	member := `"member_no":{"type":"string","pattern":"^M-[0-9]{5}$","description":"Membership number."}`
	cat := []toolspec.Spec{
		{Name: "get_reward_balance", Description: "A reward member's balance, tier and what expires soon.", SideEffect: toolspec.Read, Parameters: objectSchema(member, `"member_no"`)},
		{Name: "adjust_reward_points", Description: "Add or deduct reward points, with the reason.", SideEffect: toolspec.Write,
			Parameters: objectSchema(member+`,"points":{"type":"integer","description":"Points to add; negative deducts."}`, `"member_no","points"`)},
		{Name: "list_outlets", Description: "Outlets of the chain and their opening hours.", SideEffect: toolspec.Read},
	}
	checkPlans(t, cat, []planCase{
		{"fetch", "Fetch M-10023 reward points", []string{"get_reward_balance"}},
		{"show, after please", "Please show M-10023 reward points", []string{"get_reward_balance"}},
		{"an action's verb", "Deduct 200 reward points from M-10023", []string{"adjust_reward_points"}},
	})
}
