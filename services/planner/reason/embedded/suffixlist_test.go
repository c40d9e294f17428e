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
