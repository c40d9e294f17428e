package embedded

import "testing"

// TestFillArgsDoubledParticiple: a verb whose participle doubles its last
// letter names that participle's value: "Cancel WO-1" is cancelled.
func TestFillArgsDoubledParticiple(t *testing.T) {
	const order = `{"type":"object","properties":{"order_no":{"type":"string","pattern":"^WO-[0-9]{4}$"},
		"status":{"type":"string","enum":["open","on_hold","completed","cancelled"]}},"required":["order_no","status"]}`
	runFillCases(t, []fillCase{
		{"cancel is cancelled", "Cancel WO-2871, the customer withdrew the request.", order, map[string]any{"order_no": "WO-2871", "status": "cancelled"}},
		{"no verb of a value", "Look at WO-2871 again, the customer called.", order, map[string]any{"order_no": "WO-2871"}},
	})
}
