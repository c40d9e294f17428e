package embedded

import "testing"

func TestFillArgsEnumPinyin(t *testing.T) {
	const (
		carrier  = `{"type":"object","properties":{"carrier":{"type":"string","description":"Carrier code.","enum":["sf","jd_logistics","zto","yunda","ems"]}},"required":["carrier"]}`
		carrier2 = `{"type":"object","properties":{"carrier":{"type":"string","enum":["shunfeng","zhongtong","yuantong","debang"]}},"required":["carrier"]}`
		insurer  = `{"type":"object","properties":{"insurer":{"type":"string","enum":["ping_an","tai_ping_yang","ren_shou","other"]}},"required":["insurer"]}`
		platform = `{"type":"object","properties":{"platforms":{"type":"array","items":{"type":"string","enum":["douyin","kuaishou","xiaohongshu","weibo","bilibili"]}}}}`
		bank     = `{"type":"object","properties":{"bank":{"type":"string","enum":["icbc","ccb","zhaoshang","jiaotong"]},"account":{"type":"string"}},"required":["bank"]}`
		city     = `{"type":"object","properties":{"city":{"type":"string","enum":["beijing","shanghai","guangzhou","shenzhen","xian"]}},"required":["city"]}`
		shared   = `{"type":"object","properties":{"carrier":{"type":"string","enum":["jd_logistics","jd_express","sf"]}},"required":["carrier"]}`
		kind     = `{"type":"object","properties":{"kind":{"type":"string","enum":["shijian","renwu"]}}}`
		flag     = `{"type":"object","properties":{"source":{"type":"string","enum":["sf","yd"]}}}`
		twoCity  = `{"type":"object","properties":{"from":{"type":"string","enum":["beijing","shanghai"]},"to":{"type":"string","enum":["beijing","shanghai"]}}}`
	)
	runFillCases(t, []fillCase{
		{"initials alone decide nothing", "查一下顺丰昨天的派件量", carrier, map[string]any{}},
		{"any two characters begin with some initials", "查询收费标准", carrier, map[string]any{}},
		{"initials and a glossed word", "京东物流的包裹有多少延误了", carrier, map[string]any{"carrier": "jd_logistics"}},
		{"syllables joined", "韵达的揽收单", carrier, map[string]any{"carrier": "yunda"}},
		{"full pinyin of a carrier", "顺丰的运单", carrier2, map[string]any{"carrier": "shunfeng"}},
		{"syllables split at underscores", "平安保险的理赔进度", insurer, map[string]any{"insurer": "ping_an"}},
		{"three syllables", "太平洋保险的保单", insurer, map[string]any{"insurer": "tai_ping_yang"}},
		{"every platform named", "对比抖音和小红书上的投放效果", platform, map[string]any{"platforms": []any{"douyin", "xiaohongshu"}}},
		{"a heteronym's other reading", "招商银行的账户流水", bank, map[string]any{"bank": "zhaoshang"}},
		{"a city", "深圳仓的库存", city, map[string]any{"city": "shenzhen"}},
		{"two syllables, not one", "西安的门店", city, map[string]any{"city": "xian"}},
		{"a single character is no value", "先看一下门店", city, map[string]any{}},
		{"two values sharing initials decide nothing", "京东的包裹", shared, map[string]any{}},
		{"an everyday word that sounds like a value", "按时间排序", kind, map[string]any{}},
		{"a question word is no initials", "是否已经签收", flag, map[string]any{}},
		{"two values with initials decide nothing", "顺丰和韵达的对比", flag, map[string]any{}},
		{"a number is no value", "三十个包裹", `{"type":"object","properties":{"code":{"type":"string","enum":["sanshi","other"]}}}`, map[string]any{}},
		{"a Han word filled once", "从北京发到上海", twoCity, map[string]any{"from": "beijing", "to": "shanghai"}},
	})
}
