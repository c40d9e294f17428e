package lexical

import (
	"slices"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestGlossarySenses: an account frozen (冻结) is blocked, a user (用户)
// is a customer, a valuation (估价) is an estimate and mileage (里程) is
// the odometer — each finds its tool over a neighbour that shares the
// rest of the request.
func TestGlossarySenses(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "login_stop", Description: "Block or unblock a member's login.", SideEffect: toolspec.Write},
		{Name: "login_show", Description: "Show a member's login history.", SideEffect: toolspec.Read},
		{Name: "bulk_orders", Description: "List a supplier's orders.", SideEffect: toolspec.Read},
		{Name: "shopper_orders", Description: "List a customer's orders.", SideEffect: toolspec.Read},
		{Name: "fix_quote", Description: "Give an estimate for fixing a vehicle.", SideEffect: toolspec.Read},
		{Name: "fix_log", Description: "History of fixing a vehicle.", SideEffect: toolspec.Read},
		{Name: "meter_read", Description: "Read the odometer of a vehicle.", SideEffect: toolspec.Read},
		{Name: "fuel_read", Description: "Read the fuel level of a vehicle.", SideEffect: toolspec.Read},
	}
	checkSelects(t, cat, []selectCase{
		{"把 M-1 的登录冻结", "login_stop"},
		{"用户 U-1 的订单", "shopper_orders"},
		{"V-1 修一下要多少钱，给个估价", "fix_quote"},
		{"V-1 现在里程多少", "meter_read"},
	})
}

// TestGlossarySensesLeaveAlone: the words keep their first senses and
// their longer neighbours — 冻结 still freezes, 用户 is still a user,
// 里程碑 stays a milestone and 用户画像 a persona.
func TestGlossarySensesLeaveAlone(t *testing.T) {
	for w, want := range map[string]string{
		"冻结": "freez",
		"用户": "user",
		"估价": "valuat",
		"里程": "mile",
	} {
		if !slices.ContainsFunc(gloss.en[w], func(t string) bool { return len(t) >= len(want) && t[:len(want)] == want }) {
			t.Errorf("gloss.en[%q] = %q, want a term starting %q", w, gloss.en[w], want)
		}
	}
	for text, want := range map[string][]string{
		"项目里程碑": {"项目", "里程碑"},
		"用户画像":  {"用户画像"},
	} {
		if long := longWords(text); !slices.Equal(long, want) {
			t.Errorf("segment(%q) = %q, want %q", text, long, want)
		}
	}
}

// TestGlossarySwap: a device turned into a new one (转成) is swapped, not
// shown; an address changed (改成) still finds the change.
func TestGlossarySwap(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "unit_swap", Description: "Swap a subscriber's device for a new one.", SideEffect: toolspec.Write},
		{Name: "unit_show", Description: "Show a subscriber's device.", SideEffect: toolspec.Read},
		{Name: "where_change", Description: "Change a subscriber's postal address.", SideEffect: toolspec.Write},
	}
	checkSelects(t, cat, []selectCase{
		{"S-1 的设备要转成新的", "unit_swap"},
		{"S-1 的地址改成北京", "where_change"},
	})
}

// TestGlossaryPlaces: places asked for (两个位置) are seats held, while
// a thing's 位置 is still where it is.
func TestGlossaryPlaces(t *testing.T) {
	cat := []toolspec.Spec{
		{Name: "talk_hold", Description: "Hold seats for a member at a talk.", SideEffect: toolspec.Write},
		{Name: "talk_list", Description: "List the talks a member signed up for.", SideEffect: toolspec.Read},
		{Name: "van_where", Description: "Show where a van is now, its location.", SideEffect: toolspec.Read},
	}
	checkSelects(t, cat, []selectCase{
		{"讲座给 M-1 要两个位置", "talk_hold"},
		{"VAN-1 现在的位置", "van_where"},
	})
}
