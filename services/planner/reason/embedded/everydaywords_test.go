package embedded

import "testing"

// TestFillArgsEverydayWordsOfTimingAndReasons reads everyday words for
// now, the next billing cycle, a thing run out and a mistake as the enum
// values they stand for.
func TestFillArgsEverydayWordsOfTimingAndReasons(t *testing.T) {
	const (
		effective = `{"type":"object","properties":{"effective":{"type":"string","enum":["immediately","next_cycle"]}}}`
		cancel    = `{"type":"object","properties":{"reason":{"type":"string","enum":["customer_request","out_of_stock","other"]}}}`
		adjust    = `{"type":"object","properties":{"reason":{"type":"string","enum":["goodwill","correction","promotion"]}}}`
	)
	runFillCases(t, []fillCase{
		{"straight away", "move the line to the cheaper plan straight away", effective, map[string]any{"effective": "immediately"}},
		{"马上", "马上换到新套餐", effective, map[string]any{"effective": "immediately"}},
		{"下个月生效", "升级到新套餐，下个月生效", effective, map[string]any{"effective": "next_cycle"}},
		{"卖完", "取消这单，鱼卖完了", cancel, map[string]any{"reason": "out_of_stock"}},
		{"by mistake", "deduct the miles, they were posted twice by mistake", adjust, map[string]any{"reason": "correction"}},
		{"we ran out", "cancel the order, we ran out of the fish", cancel, map[string]any{"reason": "out_of_stock"}},
		{"sold out", "cancel the order, the fish is sold out", cancel, map[string]any{"reason": "out_of_stock"}},
		{"running out of something else", "my phone ran out of battery, cancel the order", cancel, map[string]any{}},
		{"no timing said", "move the line to the cheaper plan", effective, map[string]any{}},
		{"no reason said", "cancel the order for table 5", cancel, map[string]any{}},
	})
}
