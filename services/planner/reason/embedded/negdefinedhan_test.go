package embedded

import "testing"

// TestFillArgsNegatedHanGloss names the value glossed as a thing not done
// by the goal negating that verb in short, over a value another verb of
// the goal names, and leaves the done state to a goal that does not
// negate.
func TestFillArgsNegatedHanGloss(t *testing.T) {
	const tickets = `{"type":"object","properties":{"status":{"type":"string","enum":["pending","confirmed","closed"],"description":"pending (未关闭), confirmed (已确认), closed (已关闭)."}}}`
	runFillCases(t, []fillCase{
		{"a verb negated in short", "先别确认，看看还有哪些工单没关", tickets, map[string]any{"status": "pending"}},
		{"the verb done", "看看有哪些工单已关闭", tickets, map[string]any{"status": "closed"}},
	})
}
