package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// shopOrderCatalog is a shop's order tools: an order read, and three
// writes on it (cancel, refund, ship).
func shopOrderCatalog() []toolspec.Spec {
	order := `"purchase_no":{"type":"string","pattern":"^PO-[0-9]{5}$","description":"Order number, e.g. PO-10021."}`
	return []toolspec.Spec{
		{Name: "get_purchase", Description: "Read one purchase: items, status, payment, shipping and refund.", SideEffect: toolspec.Read, Parameters: objectSchema(order, `"purchase_no"`)},
		{Name: "cancel_purchase", Description: "Cancel an order that has not shipped (取消订单).", SideEffect: toolspec.Write, Parameters: objectSchema(order, `"purchase_no"`)},
		{Name: "refund_purchase", Description: "Refund an order's payment to the buyer (退款).", SideEffect: toolspec.Write, Parameters: objectSchema(order, `"purchase_no"`)},
		{Name: "ship_purchase", Description: "Hand an order to the carrier and mark it shipped (发货).", SideEffect: toolspec.Write, Parameters: objectSchema(order, `"purchase_no"`)},
	}
}

// TestRequestToBeToldKeepsTheQuestion: a request clause after a question
// (…什么时候发货，请告诉我) asks to be told the answer, so the question
// stands; a request for an action after a stated ability still asks it.
func TestRequestToBeToldKeepsTheQuestion(t *testing.T) {
	checkPlans(t, shopOrderCatalog(), []planCase{
		{"when, then please tell", "PO-10021 什么时候发货，请告诉我", []string{"get_purchase"}},
		{"why, then please look", "PO-10021 为什么还没退款，麻烦帮我查一下", []string{"get_purchase"}},
		{"told cancel, a question", "PO-10021 cancelled by the buyer yesterday, has the refund gone out?", []string{"get_purchase"}},
		{"look-up of an order", "麻烦查一下 PO-10021", []string{"get_purchase"}},
	})
	tests := []struct {
		text string
		want bool
	}{
		{"PO-10021 什么时候发货，请告诉我", false},
		{"PO-10021 为什么还没退款，麻烦帮我查一下", false},
		{"PO-10021 多少钱，帮忙看看", false},
		{"设备还能用，但得尽快处理，帮我报修", true},
		{"PO-10021 还能取消吗，帮我取消", true},
	}
	for _, tc := range tests {
		if got := requestEnds(tc.text, tc.text); got != tc.want {
			t.Errorf("requestEnds(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestDativeNeedsAVerb: 给 and a person open a request to give them
// something only when a verb follows (给他们发…); a number, a demonstrative
// or a time after them (给我三月份的…, 给他们这周的…) opens the thing asked
// to be shown, and 给他们的 names what they were given.
func TestDativeNeedsAVerb(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"给他们发一张代金券", true},
		{"再给她补一份发票", true},
		{"给我三月份的工资条", false},
		{"给他们这周的排班", false},
		{"给她上个月的账单", false},
		{"给他们的代金券", false},
		{"给我 E1002 的工资条", false},
	}
	for _, tc := range tests {
		if got := dativeRE.MatchString(tc.text); got != tc.want {
			t.Errorf("dativeRE(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestPastFormBeforeByTellsDone: a participle set off by a comma before
// "by" (…, reported by E3) names who does the asked action; a past form
// right after its subject (PO-10021 cancelled by the buyer) tells it done.
func TestPastFormBeforeByTellsDone(t *testing.T) {
	tests := []struct {
		text, verb string
		want       bool
	}{
		{"Book 40 units on BT-1, reported by E3", "report", false},
		{"The buyer cancelled by phone yesterday", "cancel", true},
		{"PO-10021 cancelled by the buyer yesterday", "cancel", true},
		{"the buyer cancelled PO-10021", "cancel", true},
		{"Cancel PO-10021", "cancel", false},
	}
	for _, tc := range tests {
		if got := pastTold(tc.text, tc.verb); got != tc.want {
			t.Errorf("pastTold(%q, %s) = %v, want %v", tc.text, tc.verb, got, tc.want)
		}
	}
}

// TestStatedAbilityAskedByItsTail: 还能 in a clause the text goes on after
// still asks when the clause ends in a question's tail (还能改签不, 还能改签
// 没, 还能改签么); a clause that ends plainly states what still works.
func TestStatedAbilityAskedByItsTail(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"PO-10021 还能改签不，帮我看看", true},
		{"PO-10021 还能改签没，帮我看看", true},
		{"PO-10021 还能改签么，帮我看看", true},
		{"PO-10021 还能改签了没，帮我看看", true},
		{"PO-10021 还能改签？帮我看看", true},
		{"机器还能开，但要尽快修", false},
		{"还能用", true},
	}
	for _, tc := range tests {
		if got := asksQuestion(tc.text); got != tc.want {
			t.Errorf("asksQuestion(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestAspectAskedToBeShown: a need on an object that ends by asking to be
// shown or told something (…办理好了，帮我确认) keeps the read of an aspect
// of it, though it holds a request word and 办理; a request for the action
// itself still asks the write.
func TestAspectAskedToBeShown(t *testing.T) {
	checkAspectWrite(t, []aspectCase{
		{"DP20250011 退押金办理好了，帮我确认", "get_deposit_refund_status"},
		{"DP20250011 的退押金处理到哪了，麻烦告诉我", "get_deposit_refund_status"},
		{"我要 DP20250011 退押金的进度", "get_deposit_refund_status"},
		{"帮我办一下 DP20250011 的退押金", "request_deposit_refund"},
		{"客人来了，帮 DP20250011 办理退押金", "request_deposit_refund"},
	})
}

// TestChoiceRulesHoldBack: sentences the choice rules must leave alone
// beside a few they must act on: a look-up word beside a check-in, a
// partner after a want, codes named by no description, a thing told
// happened, a check that is asked for.
func TestChoiceRulesHoldBack(t *testing.T) {
	checkPlans(t, guestCatalog(), []planCase{
		{"look-up with a lone 查", "住客电话13700002222，帮我查她的预订", []string{"find_booking_by_guest"}},
		{"a look, then a check-in", "查一下 HB204511 的预订，然后给他们办入住", []string{"fetch_booking", "check_in_visitor"}},
		{"check-in after a told look", "HB204511 核对过了，帮忙办入住", []string{"check_in_visitor"}},
		{"a card read for me", "给我 KC-100200 的房卡信息", []string{"get_key_card"}},
		{"a partner after a want", "G10023 想跟 G10078 对调周六的房间", []string{"request_room_swap"}},
	})
	rooms := []toolspec.Spec{
		{Name: "get_room", Description: "Look up one meeting room by its code: floor, seats and whether it is free now.", SideEffect: toolspec.Read,
			Parameters: objectSchema(`"room_code":{"type":"string","pattern":"^[0-9]-[0-9]{3}$","description":"Room code, e.g. 2-105."}`, `"room_code"`)},
		{Name: "find_rooms", Description: "Find meeting rooms on a floor that are free.", SideEffect: toolspec.Read, Parameters: objectSchema(`"floor":{"type":"integer"}`, ``)},
	}
	checkPlans(t, rooms, []planCase{
		{"no code, a kind", "Any meeting room free on floor 3 this afternoon?", []string{"find_rooms"}},
		{"a code", "Is meeting room 3-210 free right now?", []string{"get_room"}},
	})
	tests := []struct {
		text string
		want bool
	}{
		{"check passed", true},
		{"the check has failed", true},
		{"check the failed batches", false},
		{"check whether SH-1 passed", false},
	}
	for _, tc := range tests {
		if got := checkToldRE.MatchString(tc.text); got != tc.want {
			t.Errorf("checkToldRE(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
