package embedded

import "testing"

// TestFillArgsDoubledParticiple: a verb whose participle doubles its last
// letter names that participle's value: "Cancel WO-1" is cancelled.
func TestFillArgsDoubledParticiple(t *testing.T) {
	const order = `{"type":"object","properties":{"order_no":{"type":"string","pattern":"^WO-[0-9]{4}$"},
		"status":{"type":"string","enum":["open","on_hold","completed","cancelled"]}},"required":["order_no","status"]}`
	const ship = `{"type":"object","properties":{"order_no":{"type":"string","pattern":"^WO-[0-9]{4}$"},
		"status":{"type":"string","enum":["open","shipped","delivered"]}},"required":["order_no","status"]}`
	runFillCases(t, []fillCase{
		{"cancel is cancelled", "Cancel WO-2871, the customer withdrew the request.", order, map[string]any{"order_no": "WO-2871", "status": "cancelled"}},
		{"a noun before its doubled form", "Look at WO-2871, it waits on the ship from Rotterdam", ship, map[string]any{"order_no": "WO-2871"}},
		{"a verb before its doubled form", "Ship WO-2871 today", ship, map[string]any{"order_no": "WO-2871", "status": "shipped"}},
		{"no verb of a value", "Look at WO-2871 again, the customer called.", order, map[string]any{"order_no": "WO-2871"}},
	})
}
