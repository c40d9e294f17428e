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
		{Name: "list_roll_members", Description: "Find members by name or phone.", SideEffect: toolspec.Read, Parameters: other},
	}
	checkPlans(t, cat, []planCase{
		{"a pronoun's object", "Check whether the north club has a clay court free tonight, and if it does book it for Mr. Lee", []string{"find_free_courts", "reserve_court"}},
	})
}

// TestChineseActionOnWhatWasLooked: a Chinese action that waits on the
// look before it (有的话订下来, 没问题的话给它续费) leaves its object to
// that step; the write its verb names, or else the one its own words fit
// best, serves it even when its few words alone fall under the threshold.
func TestChineseActionOnWhatWasLooked(t *testing.T) {
	space := objectSchema(`"garage":{"type":"string","pattern":"^GA-[0-9]{2}$","description":"Garage code."},"date":{"type":"string","format":"date"}`, `"garage"`)
	card := objectSchema(`"card_no":{"type":"string","pattern":"^MC-[0-9]{5}$","description":"Membership card number."},`+
		`"months":{"type":"integer","description":"How many months."}`, `"card_no"`)
	part := objectSchema(`"part_no":{"type":"string","pattern":"^BP-[0-9]{4}$","description":"Boat part number."},`+
		`"qty":{"type":"integer","description":"How many."}`, `"part_no"`)
	cat := []toolspec.Spec{
		{Name: "find_free_spaces", Description: "Parking spaces still free at one garage for a day.", SideEffect: toolspec.Read, Parameters: space},
		{Name: "reserve_space", Description: "Reserve a parking space for a member at a garage for a day.", SideEffect: toolspec.Write, Parameters: space},
		{Name: "cancel_space_booking", Description: "Cancel an existing parking space booking.", SideEffect: toolspec.Write, Parameters: space},
		{Name: "read_membership", Description: "Read one membership card: holder, plan, expiry date and status.", SideEffect: toolspec.Read, Parameters: card},
		{Name: "renew_member_card", Description: "Renew a membership card for some months.", SideEffect: toolspec.Write, Parameters: card},
		{Name: "freeze_member_card", Description: "Freeze a membership card while its holder is away.", SideEffect: toolspec.Write, Parameters: card},
		{Name: "get_part_stock", Description: "Stock on hand of one boat part.", SideEffect: toolspec.Read, Parameters: part},
		{Name: "raise_part_requisition", Description: "Raise a purchase requisition (请购单) to buy more of a boat part.", SideEffect: toolspec.Write, Parameters: part},
	}
	checkPlans(t, cat, []planCase{
		{"verb glossed", "看看 GA-12 明天还有没有空闲车位，有的话订下来", []string{"find_free_spaces", "reserve_space"}},
		{"pronoun", "查一下会员卡 MC-20481 的到期日期和状态，没问题的话给它续期半年", []string{"read_membership", "renew_member_card"}},
		{"own words", "查一下 BP-1042 还有多少库存，不够的话请购20个", []string{"get_part_stock", "raise_part_requisition"}},
		// The write it names is not asked for when the goal forbids it
		// or the action only tells that it was done.
		{"forbidden", "查一下会员卡 MC-20481 的到期日期和状态，没问题的话先别续期", []string{"read_membership"}},
		{"told done", "查一下会员卡 MC-20481 的状态，冻结了的话告诉我原因", []string{"read_membership"}},
	})
}
