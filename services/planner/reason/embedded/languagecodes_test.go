package embedded

import "testing"

// TestFillArgsLanguageCode fills a parameter of language codes from the
// language the goal names, in English or Chinese.
func TestFillArgsLanguageCode(t *testing.T) {
	const (
		codes   = `{"type":"object","properties":{"language":{"type":"string","enum":["zh","en","ja","fr","other"]}}}`
		scripts = `{"type":"object","properties":{"target_lang":{"type":"string","enum":["en","zh-Hans","zh-Hant","ja"]}}}`
		regions = `{"type":"object","properties":{"locale":{"type":"string","enum":["zh_CN","zh_TW","en_US"]}}}`
		target  = `{"type":"object","properties":{"doc":{"type":"string","pattern":"^D[0-9]{4}$"},"target":{"type":"string","description":"Target language","enum":["en","zh-CN","ja","ko"]}}}`
		kinds   = `{"type":"object","properties":{"format":{"type":"string","enum":["en","ja","pdf"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an English name", "Do we have any audiobooks by that author in English?", codes, map[string]any{"language": "en"}},
		{"a Chinese name", "把这篇稿子翻成日文", codes, map[string]any{"language": "ja"}},
		{"a written form of Chinese", "translate it into Traditional Chinese", scripts, map[string]any{"target_lang": "zh-Hant"}},
		{"a region code", "switch the account to 简体中文", regions, map[string]any{"locale": "zh_CN"}},
		{"a region code of English", "switch the account to English", regions, map[string]any{"locale": "en_US"}},
		{"Chinese fits two forms", "translate it into Chinese", scripts, map[string]any{}},
		{"a target language after into", "translate D1021 into Korean", target, map[string]any{"doc": "D1021", "target": "ko"}},
		{"a target language after 成", "把 D1021 译成韩文", target, map[string]any{"doc": "D1021", "target": "ko"}},
		{"a source language is no target", "D1021 was written by our English team, translate it", target, map[string]any{"doc": "D1021"}},
		{"a source language is no target in Chinese", "把 D1021 这份英文合同翻译一下", target, map[string]any{"doc": "D1021"}},
		{"two languages", "books in English or French", codes, map[string]any{}},
		{"no language", "any audiobooks by that author?", codes, map[string]any{}},
		{"a parameter not of languages", "send it in English", kinds, map[string]any{}},
	})
}
