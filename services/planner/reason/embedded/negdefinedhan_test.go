package embedded

import "testing"

// TestFillArgsNegatedHanGloss names the value glossed as a thing not done
// by the goal negating that verb in short, over a value another verb of
// the goal names, and leaves the done state to a goal that does not
// negate, or negates the verb of another thing (没关电脑) or a word grown
// on it (没关系).
func TestFillArgsNegatedHanGloss(t *testing.T) {
	const tickets = `{"type":"object","properties":{"status":{"type":"string","enum":["pending","confirmed","closed"],"description":"pending (未关闭), confirmed (已确认), closed (已关闭)."}}}`
	runFillCases(t, []fillCase{
		{"a verb negated in short", "先别确认，看看还有哪些工单没关", tickets, map[string]any{"status": "pending"}},
		{"the verb done", "看看有哪些工单已关闭", tickets, map[string]any{"status": "closed"}},
		{"a word grown on the verb", "没关系，帮我看看工单", tickets, map[string]any{}},
		{"the verb's own object", "我还没关电脑，先查一下工单", tickets, map[string]any{}},
		{"a negated verb before 的", "没关的工单有哪些", tickets, map[string]any{"status": "pending"}},
	})
}
