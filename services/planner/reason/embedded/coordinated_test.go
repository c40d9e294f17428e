package embedded

import "testing"

// TestFillArgsCoordinatedValues leaves a parameter that takes one value
// unstated when the goal joins two of its values with a conjunction, in
// Chinese or English: the goal asks about both. One value named alone
// fills it.
func TestFillArgsCoordinatedValues(t *testing.T) {
	const sales = `{"type":"object","properties":{"service":{"type":"string","enum":["lunch","dinner"],"description":"Service: lunch (午市, 11:00–14:00), dinner (晚市, 17:00–22:00)."},"outlet":{"type":"string","pattern":"^OT[0-9]{2}$"}}}`
	runFillCases(t, []fillCase{
		{"Chinese pair", "OT03 昨天午市和晚市各卖了多少", sales, map[string]any{"outlet": "OT03"}},
		{"English pair", "What did OT03 sell at lunch and dinner yesterday?", sales, map[string]any{"outlet": "OT03"}},
		{"Chinese one", "OT03 昨天晚市卖了多少", sales, map[string]any{"outlet": "OT03", "service": "dinner"}},
		{"English one", "What did OT03 sell at dinner yesterday?", sales, map[string]any{"outlet": "OT03", "service": "dinner"}},
	})
}

// TestFillArgsBothValue fills a one-value parameter's "both" when the goal
// joins two of its values with "and", and leaves it unset for "or" and
// for values asked about each on its own (分别, separately).
func TestFillArgsBothValue(t *testing.T) {
	const (
		notice = `{"type":"object","properties":{"language":{"type":"string","enum":["zh","en","both"],"description":"Language of the flyer."}}}`
		route  = `{"type":"object","properties":{"send_via":{"type":"string","enum":["email","sms","both"]}}}`
	)
	runFillCases(t, []fillCase{
		{"two languages joined by and", "Print the flyer in Chinese and English for the fair", notice, map[string]any{"language": "both"}},
		{"two languages offered as a choice", "Print the flyer in Chinese or English for the fair", notice, map[string]any{}},
		{"two values joined by 和", "把报价单用邮件和短信发过去", route, map[string]any{"send_via": "both"}},
		{"two values offered by 或", "把报价单用邮件或短信发过去", route, map[string]any{}},
		{"two values counted apart", "邮件和短信分别发了多少", route, map[string]any{}},
		{"two languages each on their own", "Count the Chinese and English flyers separately", notice, map[string]any{}},
	})
}
