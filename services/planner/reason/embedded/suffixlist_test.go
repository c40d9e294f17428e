package embedded

import "testing"

func TestFillArgsSuffixList(t *testing.T) {
	const notice = `{"type":"object","properties":{"towns":{"type":"array","items":{"type":"string"},"description":"镇名列表"},"message":{"type":"string","description":"通知内容"}},"required":["message"]}`
	runFillCases(t, []fillCase{
		{"two names with one ending joined by 和", "给东村和西村的居民发短信：明天停水", notice,
			map[string]any{"towns": []any{"东村", "西村"}, "message": "明天停水"}},
		{"three names joined by 、", "给东湖镇、南山镇、北坡镇的居民发短信：明天停水", notice,
			map[string]any{"towns": []any{"东湖镇", "南山镇", "北坡镇"}, "message": "明天停水"}},
		{"words of other endings are no list", "给老人和孩子发短信：明天停水", notice,
			map[string]any{"message": "明天停水"}},
	})
}

// TestFillArgsSuffixListNoTimes: words for stretches of time share their
// last character (今天和明天, 上午和下午) as days do, not as names of one
// kind: they fill no list; names of places joined the same way still do.
func TestFillArgsSuffixListNoTimes(t *testing.T) {
	const parcels = `{"type":"object","properties":{"depots":{"type":"array","items":{"type":"string"},"description":"网点"}}}`
	runFillCases(t, []fillCase{
		{"today and tomorrow", "看看今天和明天的包裹", parcels, map[string]any{}},
		{"morning and afternoon", "列出上午、下午的包裹", parcels, map[string]any{}},
		{"two months", "统计一月和二月的包裹", parcels, map[string]any{}},
		// must leave alone
		{"two depots", "河东站和河西站的包裹有多少", parcels, map[string]any{"depots": []any{"河东站", "河西站"}}},
	})
}

// TestFillArgsSuffixListVerbBefore: a first word two characters longer
// than the rest has taken in the verb before the list (统计新用户和老用户),
// so no list is read; names of one kind differing by a character still are.
func TestFillArgsSuffixListVerbBefore(t *testing.T) {
	const parcels = `{"type":"object","properties":{"depots":{"type":"array","items":{"type":"string"},"description":"网点"}}}`
	runFillCases(t, []fillCase{
		{"a verb before the list", "查看河东站和河西站的包裹", parcels, map[string]any{}},
		{"a verb before two words", "统计新用户和老用户的包裹", parcels, map[string]any{}},
		// must leave alone
		{"names a character apart", "黄河村和柳村的包裹有多少", parcels, map[string]any{"depots": []any{"黄河村", "柳村"}}},
	})
}
