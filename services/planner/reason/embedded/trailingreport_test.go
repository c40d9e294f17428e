package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// pickupTools are a courier desk's tools: a pickup's record and its
// cancellation, the drivers' shifts and a note to a driver.
func pickupTools() []toolspec.Spec {
	pickupID := `{"type":"object","properties":{"pickup_id":{"type":"string","pattern":"^PK-[0-9]{4}$"}},"required":["pickup_id"]}`
	shifts := `{"type":"object","properties":{"date":{"type":"string","format":"date"}}}`
	return []toolspec.Spec{
		{Name: "get_pickup", Description: "A pickup's address, time window and driver.", SideEffect: toolspec.Read, Parameters: []byte(pickupID)},
		{Name: "cancel_pickup", Description: "Cancel a pickup (取消取件).", SideEffect: toolspec.Write, Parameters: []byte(pickupID)},
		{Name: "list_driver_shifts", Description: "Driver shifts (司机排班) for a day.", SideEffect: toolspec.Read, Parameters: []byte(shifts)},
	}
}

// TestPlanReportAfterRequestIsItsReason: a Chinese part after a request
// that only tells what has happened (司机排班换了) says why the request is
// made: it is no need of its own, and a request after it still is.
func TestPlanReportAfterRequestIsItsReason(t *testing.T) {
	tests := []struct {
		goal        string
		want, avoid []string
	}{
		{"把取件单 PK-1234 取消掉，司机排班换了", []string{"cancel_pickup"}, []string{"list_driver_shifts", "get_pickup"}},
		{"取消取件单 PK-1234，司机排班换了，上门费免掉", []string{"cancel_pickup"}, []string{"list_driver_shifts", "get_pickup"}},
		// A request after the report is a need of its own.
		{"把取件单 PK-1234 取消掉，司机排班换了，查一下明天的司机排班", []string{"cancel_pickup", "list_driver_shifts"}, nil},
		// A report about an object of its own is not the request's reason.
		{"把取件单 PK-1234 取消掉，PK-1240 的司机换了", []string{"cancel_pickup"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			planAvoids(t, pickupTools(), tc.goal, tc.want, tc.avoid)
		})
	}
}
