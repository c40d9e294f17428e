package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// supplyTools are a depot's stock tools: an item's stock, the supply
// orders placed and placing one.
func supplyTools() []toolspec.Spec {
	item := `{"type":"object","properties":{"item_no":{"type":"string","pattern":"^IT-[0-9]{4}$"}},"required":["item_no"]}`
	order := `{"type":"object","properties":{"item_no":{"type":"string","pattern":"^IT-[0-9]{4}$"},"quantity":{"type":"integer"}},"required":["item_no","quantity"]}`
	return []toolspec.Spec{
		{Name: "get_item_stock", Description: "How much of an item (库存) is left.", SideEffect: toolspec.Read, Parameters: []byte(item)},
		{Name: "list_supply_orders", Description: "Supply orders (补货单) placed with vendors, by item.", SideEffect: toolspec.Read, Parameters: []byte(item)},
		{Name: "place_supply_order", Description: "Place a supply order (下单补货) with a vendor.", SideEffect: toolspec.Write, Parameters: []byte(order)},
	}
}

// TestPlanAddedRequestAsksNoQuestion: a clause that a connective adds to
// a question in the same sentence (…还有多少库存，另外下个单补100件) is a
// request of its own, not part of the question: its write stands. A
// clause that goes on with the question keeps asking it.
func TestPlanAddedRequestAsksNoQuestion(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"看下 IT-1234 还有多少库存，另外下个单补100件", []string{"get_item_stock", "place_supply_order"}, []string{"list_supply_orders"}},
		{"看下 IT-1234 还有多少库存，顺便下个单补100件", []string{"get_item_stock", "place_supply_order"}, []string{"list_supply_orders"}},
		// Still the question: which supply orders were placed.
		{"IT-1234 还有多少库存，补货单下了哪些", []string{"list_supply_orders"}, []string{"place_supply_order"}},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, supplyTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}

// parcelTools are a courier's tools: where a parcel is and calling one
// back.
func parcelTools() []toolspec.Spec {
	parcel := `{"type":"object","properties":{"parcel_no":{"type":"string","pattern":"^PC-[0-9]{4}$"}},"required":["parcel_no"]}`
	return []toolspec.Spec{
		{Name: "parcel_whereabouts", Description: "A parcel's status and where it is.", SideEffect: toolspec.Read, Parameters: []byte(parcel)},
		{Name: "recall_parcel", Description: "Call back a parcel that has not been delivered (cancellation).", SideEffect: toolspec.Write, Parameters: []byte(parcel)},
	}
}

// TestPlanAddedNounGoesOnAsking: an English clause a connective adds
// that opens with a noun phrase, by its determiner or an identifier, has
// no verb of its own: it goes on with the question before it, and asks
// for no write. A clause that opens with a verb is a request.
func TestPlanAddedNounGoesOnAsking(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"Has PC-1234 been delivered, and also the cancellation of PC-1200", []string{"parcel_whereabouts"}, []string{"recall_parcel"}},
		{"Has PC-1234 been delivered, and then recall PC-1200", []string{"parcel_whereabouts", "recall_parcel"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, parcelTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}
