package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// rentalCatalog is a rental desk's tools: two reads and four writes, each
// write requiring the rental it acts on.
func rentalCatalog() []toolspec.Spec {
	rental := objectSchema(`"rental_id":{"type":"string","pattern":"^RT-[0-9]+$","description":"Rental number, e.g. RT-1."}`, `"rental_id"`)
	return []toolspec.Spec{
		{Name: "get_rental", Description: "Look up one rental by its number: status, items, delivery and payment.", SideEffect: toolspec.Read, Parameters: rental},
		{Name: "list_rentals", Description: "List rentals by status and date.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"status":{"type":"string","enum":["open","shipped","cancelled"]}`, ``)},
		{Name: "cancel_rental", Description: "Cancel a rental that has not shipped.", SideEffect: toolspec.Write, Parameters: rental},
		{Name: "ship_rental", Description: "Ship a rental's items to its delivery address.", SideEffect: toolspec.Write, Parameters: rental},
		{Name: "refund_rental", Description: "Refund the payment of a rental to the customer.", SideEffect: toolspec.Write, Parameters: rental},
		{Name: "renew_rental", Description: "Renew a rental for another term.", SideEffect: toolspec.Write, Parameters: rental},
	}
}

// TestNegatedWriteAfterObject: a negation whose verb follows the object it
// acts on (别把 X 取消, 先别给它续期) forbids that verb's write as 不要取消
// does.
func TestNegatedWriteAfterObject(t *testing.T) {
	tests := []planCase{
		{"给 object", "租约 RT-1 先别给它续期", []string{"get_rental"}},
		{"给 person", "租约 RT-1 不要给他退款", []string{"get_rental"}},
		{"把 object", "别把租约 RT-1 取消", []string{"get_rental"}},
		{"把 object, particle", "RT-1 别把这个租约取消掉", []string{"get_rental"}},
		{"asked", "把租约 RT-1 取消", []string{"cancel_rental"}},
		{"不对 is wrong", "状态不对的租约 RT-1 帮我取消", []string{"cancel_rental"}},
	}
	checkPlans(t, rentalCatalog(), tests)
}

// TestDeliberationAsksNoWrite: asking whether to act (该不该取消, 能否取消,
// 要不要退款) asks about the object, not for the action; asking hermes to
// do it for the speaker (能否帮我取消) is a request.
func TestDeliberationAsksNoWrite(t *testing.T) {
	tests := []planCase{
		{"A-not-A after a look", "查一下租约 RT-1，根据结果看看该不该取消", []string{"get_rental", "get_rental"}},
		{"modal 否", "租约 RT-1 能否取消", []string{"get_rental"}},
		{"A-not-A", "租约 RT-1 需不需要续期", []string{"get_rental"}},
		{"favour asked with 否", "能否帮我取消租约 RT-1", []string{"cancel_rental"}},
		{"favour asked with A-not-A", "能不能帮我给租约 RT-1 退款", []string{"refund_rental"}},
		{"concessive", "不管该不该，把租约 RT-1 取消", []string{"cancel_rental"}},
		{"conceded by 都", "要不要紧都先把租约 RT-1 取消", []string{"cancel_rental"}},
		{"conceded by 也", "租约 RT-1 需不需要也先续期", []string{"renew_rental"}},
		{"都 of the object", "要不要把租约 RT-1 都取消", []string{"get_rental"}},
	}
	checkPlans(t, rentalCatalog(), tests)
}

// TestWhyAndAdviceAskNoWrite: asking why an action has not happened, or
// for advice about it, asks about the object.
func TestWhyAndAdviceAskNoWrite(t *testing.T) {
	tests := []planCase{
		{"why not done", "租约 RT-1 为什么还没发货", []string{"get_rental"}},
		{"advice noun", "租约 RT-1 的发货建议", []string{"get_rental"}},
		{"advice asked", "看下租约 RT-1，给点退款建议", []string{"get_rental"}},
		{"should we", "Look up RT-1 and tell me if we should cancel it", []string{"get_rental"}},
		{"advice on", "RT-1: advice on refunding it", []string{"get_rental"}},
		{"asked", "租约 RT-1 发货", []string{"ship_rental"}},
		{"advice followed", "按系统建议，取消租约 RT-1", []string{"cancel_rental"}},
		{"opinion followed", "根据审核意见，把租约 RT-1 取消", []string{"cancel_rental"}},
		{"advice taken", "采纳财务的建议，帮我给租约 RT-1 续期", []string{"renew_rental"}},
	}
	checkPlans(t, rentalCatalog(), tests)
}

// TestWriteTakesNoLaterValue: an action on a pronoun does not take the
// identifier a later action states for itself; one stated before it may
// be what the pronoun stands for.
func TestWriteTakesNoLaterValue(t *testing.T) {
	e := newEngine(t)
	tests := []struct {
		name, goal, tool string
		want             any
	}{
		{"later action's value", "Cancel them, and refund RT-2", "cancel_rental", nil},
		{"later action's value, Chinese", "把它们取消，然后给 RT-2 退款", "cancel_rental", nil},
		{"its own value", "Cancel RT-1, and refund RT-2", "cancel_rental", "RT-1"},
		{"earlier value", "Cancel RT-1 and refund it", "refund_rental", "RT-1"},
		{"shared object", "Cancel, refund and ship RT-3", "cancel_rental", "RT-3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, p := planOver(t, e, tc.goal, rentalCatalog())
			if got := argsOf(p, tc.tool)["rental_id"]; got != tc.want {
				t.Errorf("%q: %s rental_id %v, want %v", tc.goal, tc.tool, got, tc.want)
			}
		})
	}
}
