package embedded

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestFillArgsGlossedCodes: a description that glosses its example codes
// ("DP-XS (Hangzhou Xiaoshan)") lets a goal name the code by its gloss,
// in English, in Han characters whose pinyin spells it, or through the
// gloss table — once, unambiguously, and never a code the pattern
// refuses.
func TestFillArgsGlossedCodes(t *testing.T) {
	const codes = `e.g. DP-XS (Hangzhou Xiaoshan), DP-YH (Hangzhou Yuhang), DP-KS (Suzhou Kunshan), DP-SZ (Suzhou), DP-WX (Wuxi), DP-BJ (Beijing Capital), DP-BD (Beijing Daxing).`
	const (
		move  = `{"type":"object","properties":{"from_depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot the stock leaves, depot code, ` + codes + `"},"to_depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot the stock goes to, depot code, ` + codes + `"}},"required":["from_depot","to_depot"]}`
		stock = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot code, ` + codes + `"}}}`
		other = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^[0-9]{4}$","description":"Depot number, ` + codes + `"}}}`
		plain = `{"type":"object","properties":{"depot":{"type":"string","description":"Depot, such as DP-XS (Hangzhou Xiaoshan) or DP-WX (Wuxi)."}}}`
		room  = `{"type":"object","properties":{"room":{"type":"string","pattern":"^R[0-9]-[0-9]{2}$","description":"Room code, e.g. R3-01 (floor 3, 三楼, room 1)."}}}`
		named = `{"type":"object","properties":{"owner":{"type":"string","description":"Owner ID (工号 of the owner), e.g. E1234."}}}`
		later = `{"type":"object","properties":{"depot":{"type":"string","description":"Depot, e.g. DP-WX (Wuxi). Stock is counted at TZ (UTC) midnight."}}}`
	)
	runFillCases(t, []fillCase{
		{"cued sides in Chinese", "从萧山调200箱到昆山", move, map[string]any{"from_depot": "DP-XS", "to_depot": "DP-KS"}},
		{"cued sides in English", "Move 200 cases from Yuhang to Wuxi", move, map[string]any{"from_depot": "DP-YH", "to_depot": "DP-WX"}},
		{"the sides in the goal's order", "杭州萧山调200箱去无锡", move, map[string]any{"from_depot": "DP-XS", "to_depot": "DP-WX"}},
		{"a to-cue first", "调200箱到无锡，从萧山出", move, map[string]any{"from_depot": "DP-XS", "to_depot": "DP-WX"}},
		{"a written code and a gloss", "从 DP-XS 调200箱到无锡", move, map[string]any{"from_depot": "DP-XS", "to_depot": "DP-WX"}},
		{"a gloss in pinyin", "萧山的库存", stock, map[string]any{"depot": "DP-XS"}},
		{"a gloss in English", "stock at the Kunshan depot", stock, map[string]any{"depot": "DP-KS"}},
		{"the whole gloss over a part of another", "杭州萧山的库存", stock, map[string]any{"depot": "DP-XS"}},
		{"a word of two glosses names neither", "杭州的库存", stock, map[string]any{}},
		{"a whole gloss over a longer one it begins", "苏州的库存", stock, map[string]any{"depot": "DP-SZ"}},
		{"a gloss word through the table", "北京首都的库存", stock, map[string]any{"depot": "DP-BJ"}},
		{"the written code", "DP-KS 的库存", stock, map[string]any{"depot": "DP-KS"}},
		{"two places for one parameter", "萧山和无锡的库存", stock, map[string]any{}},
		{"a negated place", "不是萧山的库存", stock, map[string]any{}},
		{"nothing named", "列出所有库存", stock, map[string]any{}},
		{"a code the pattern refuses", "萧山的库存", other, map[string]any{}},
		{"examples without a pattern", "Wuxi stock", plain, map[string]any{"depot": "DP-WX"}},
		{"one example's gloss partly named", "三楼的会议室", room, map[string]any{}},
		{"a term glossed before the examples", "工号 of the owner", named, map[string]any{}},
		{"a team named for a place", "stock counted by the Wuxi team", stock, map[string]any{}},
		{"a 团队 named for a place", "无锡团队盘点的库存", stock, map[string]any{}},
		{"a gloss after the examples' sentence", "list stock in UTC", later, map[string]any{}},
		{"the examples' own sentence", "list Wuxi stock in UTC", later, map[string]any{"depot": "DP-WX"}},
	})
}

// TestFillArgsGlossedCodeHomophone: Han characters that spell a gloss
// word in pinyin but are a word the gloss table knows mean that word, not
// the place: 异常 (yichang, abnormal) is no Yichang.
func TestFillArgsGlossedCodeHomophone(t *testing.T) {
	const stock = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot code, e.g. DP-YC (Yichang), DP-WX (Wuxi)."}}}`
	runFillCases(t, []fillCase{
		{"a known word", "列出异常的库存", stock, map[string]any{}},
		{"the place", "列出宜昌的库存", stock, map[string]any{"depot": "DP-YC"}},
	})
}

// TestFillArgsExcludedGlossedCode: a place the goal negates or excludes,
// in English or Chinese, names no code; another place it names still
// does.
func TestFillArgsExcludedGlossedCode(t *testing.T) {
	const (
		codes = `e.g. DP-XS (Hangzhou Xiaoshan), DP-YH (Hangzhou Yuhang), DP-WX (Wuxi).`
		move  = `{"type":"object","properties":{"from_depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot the stock leaves, ` + codes + `"},"to_depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot the stock goes to, ` + codes + `"}}}`
		stock = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot code, ` + codes + `"}}}`
	)
	runFillCases(t, []fillCase{
		{"not from", "shipments to Wuxi, not from Xiaoshan", move, map[string]any{"to_depot": "DP-WX"}},
		{"except", "stock of every depot except Wuxi", stock, map[string]any{}},
		{"excluding", "stock excluding Wuxi", stock, map[string]any{}},
		{"other than", "stock in depots other than Wuxi", stock, map[string]any{}},
		{"不从", "不从萧山调货，调到无锡", move, map[string]any{"to_depot": "DP-WX"}},
		{"不是从", "库存调到无锡，不是从萧山出", move, map[string]any{"to_depot": "DP-WX"}},
		{"a negated whole gloss", "不是杭州萧山的库存", stock, map[string]any{}},
		{"除了", "除了无锡以外的库存", stock, map[string]any{}},
		{"排除", "排除无锡的库存", stock, map[string]any{}},
	})
}

// TestFillArgsGlossedCodeOfItsPart: a goal of two parts names a place in
// each; each part's parameter takes the place its own part names.
func TestFillArgsGlossedCodeOfItsPart(t *testing.T) {
	const stock = `{"type":"object","properties":{"depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot code, e.g. DP-XS (Hangzhou Xiaoshan), DP-WX (Wuxi)."}}}`
	e := newEngine(t)
	goal := "查一下萧山的库存，再看看无锡的出库单"
	tk, err := e.Parse(context.Background(), goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	spec := &toolspec.Spec{Name: "t", Parameters: json.RawMessage(stock)}
	for part, want := range map[string]string{"查一下萧山的库存": "DP-XS", "再看看无锡的出库单": "DP-WX"} {
		args, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: part}, spec, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		if args["depot"] != want {
			t.Errorf("%s: depot = %v, want %s", part, args["depot"], want)
		}
	}
}
