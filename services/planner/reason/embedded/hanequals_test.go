package embedded

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// TestFillArgsEnumHanAfterEquals reads the Chinese gloss an enum's
// description gives each value after an equals sign or a colon, for the
// part of it that tells one value from the rest; a part two glosses hold
// names none.
func TestFillArgsEnumHanAfterEquals(t *testing.T) {
	const (
		branch = `{"type":"object","properties":{"branch":{"type":"string","enum":["cd_wuhou","cd_jinjiang","xa_yanta"],"description":"Branch: cd_wuhou = 成都武侯店 (Wuhou, Chengdu); cd_jinjiang = 成都锦江店 (Jinjiang, Chengdu); xa_yanta = 西安雁塔店 (Yanta, Xi'an)."}}}`
		wing   = `{"type":"object","properties":{"wing":{"type":"string","enum":["bldg_a","bldg_b"],"description":"bldg_a: 北楼; bldg_b: 南楼."}}}`
	)
	runFillCases(t, []fillCase{
		{"a district", "武侯店今天来了多少人", branch, map[string]any{"branch": "cd_wuhou"}},
		{"a city one gloss opens with", "西安那家今天来了多少人", branch, map[string]any{"branch": "xa_yanta"}},
		{"after a colon", "北楼的房间", wing, map[string]any{"wing": "bldg_a"}},
		{"a city two glosses open with", "成都今天来了多少人", branch, map[string]any{}},
		{"the ending every gloss shares", "店里今天来了多少人", branch, map[string]any{}},
	})
}

// TestFillArgsEnumHanPartOfTool leaves to the tool the part of a value's
// Chinese gloss that its own description uses: 召回 of "product recalls
// (召回)" names what the tool lists, not the level glossed 一级召回.
func TestFillArgsEnumHanPartOfTool(t *testing.T) {
	spec := &toolspec.Spec{Name: "t", Description: "List product recalls (召回) with the batches they affect.",
		Parameters: objectSchema(`"level":{"type":"string","enum":["lvl_1","lvl_2","lvl_3"],"description":"lvl_1: 一级召回 (serious harm); lvl_2: 二级; lvl_3: 三级."}`, ``)}
	e := newEngine(t)
	for _, tc := range []struct{ goal, want string }{
		{"召回通知 RN-0042 涉及哪些批次", ""},
		{"一级召回现在有哪些", "lvl_1"},
		{"二级的有哪些", "lvl_2"},
	} {
		args, _, _ := fillSpec(t, e, tc.goal, spec)
		if got, _ := args["level"].(string); got != tc.want {
			t.Errorf("%q: level = %q, want %q (args %v)", tc.goal, got, tc.want, args)
		}
	}
}
