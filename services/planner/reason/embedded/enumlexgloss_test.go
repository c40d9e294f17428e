package embedded

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestPlanEnumLexicalGloss: once a write's tool is chosen, a Chinese
// word the general glossary gives an enum value's English words for names
// that value; a read's filters only when they are kinds or degrees.
func TestPlanEnumLexicalGloss(t *testing.T) {
	const (
		goods  = `{"type":"object","properties":{"category":{"type":"string","enum":["seed","fertilizer","pesticide"]}}}`
		grade  = `{"type":"object","properties":{"level":{"type":"string","enum":["none","light","moderate","severe"]}},"required":["level"]}`
		state  = `{"type":"object","properties":{"status":{"type":"string","enum":["submitted","returned","approved"]}}}`
		pays   = `{"type":"object","properties":{"kind":{"type":"string","enum":["charge","refund"]}}}`
		party  = `{"type":"object","properties":{"party_type":{"type":"string","enum":["personal","business"]}}}`
		scope  = `{"type":"object","properties":{"transfer_scope":{"type":"string","enum":["internal","external"]}}}`
		trades = `{"type":"object","properties":{"category":{"type":"string","enum":["electrical","plumbing","cleaning"]}}}`
	)
	e := newEngine(t)
	for _, tc := range []struct {
		name, goal, params string
		want               map[string]any
		others             []string // other tools of the catalog
		read               bool
	}{
		{"a kind of goods in Chinese", "哪些农药快用完了", goods, map[string]any{"category": "pesticide"}, nil, false},
		{"a required degree in Chinese", "查一下重度的记录", grade, map[string]any{"level": "severe"}, nil, false},
		{"either of two things asked after", "还有多少化肥或者农药", goods, map[string]any{}, nil, false},
		{"a state is the action's word, no value", "今年被退回来的申请有几个", state, map[string]any{}, nil, false},
		{"no glossed word names no value", "今年的申请有几个", state, map[string]any{}, nil, false},
		{"a negated state names none", "没有退回的申请有几个", state, map[string]any{}, nil, false},
		{"a kind that another tool's verb names", "上周那笔退掉", pays, map[string]any{}, []string{"refund_ledger_line"}, false},
		{"the step's own verb", "上周那笔退掉", pays, map[string]any{"kind": "refund"}, nil, false},
		{"a read's kind filter", "哪些农药快用完了", goods, map[string]any{"category": "pesticide"}, nil, true},
		{"a read's degree filter", "哪些地块查出了重度病虫害", `{"type":"object","properties":{"severity":{"type":"string","enum":["none","light","moderate","severe"]}}}`, map[string]any{"severity": "severe"}, nil, true},
		{"a read's kind a person does names none", "查一下保洁阿姨报的维修单", trades, map[string]any{}, nil, true},
		{"a read's kind alone", "查一下保洁的维修单", trades, map[string]any{"category": "cleaning"}, nil, true},
		{"a write's kind a person does", "派保洁阿姨去三楼，记一单", trades, map[string]any{"category": "cleaning"}, nil, false},
		{"a read's other filter is left alone", "查一下重度的记录", `{"type":"object","properties":{"level":{"type":"string","enum":["none","light","moderate","severe"]}}}`, map[string]any{}, nil, true},
		// must leave alone: a word whose English only shares the value's stem
		{"busy is no business", "新增联系人张三，他最近工作很繁忙", party, map[string]any{}, nil, false},
		{"international is no internal", "给李四转一笔国际汇款", scope, map[string]any{}, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			side := toolspec.Write
			if tc.read {
				side = toolspec.Read
			}
			cat := []toolspec.Spec{{Name: "keep_records", Description: "Keep records.", Parameters: json.RawMessage(tc.params), SideEffect: side}}
			for _, o := range tc.others {
				cat = append(cat, toolspec.Spec{Name: o, Description: "Another tool.", Parameters: json.RawMessage(`{"type":"object","properties":{}}`)})
			}
			st := planGiven(t, e, tc.goal, cat)
			if !reflect.DeepEqual(st.Args, tc.want) || len(st.Missing) > 0 {
				t.Errorf("args = %#v, missing %v, want %#v", st.Args, st.Missing, tc.want)
			}
		})
	}
}
