package embedded

import "testing"

// TestFillArgsSharedHanGloss: a place the Han glosses of several codes
// begin with, grouped as the kind of thing they all end in (临溪两家店,
// 临溪的店), fills a list of codes with each of them; a whole gloss, a
// one-value parameter, and the place named for anything else leave it as
// before.
func TestFillArgsSharedHanGloss(t *testing.T) {
	const (
		glosses = `LX01 临溪东岸店 Dongan, LX02 临溪南桥店 Nanqiao, MY01 梅园北门店 Beimen, ZQ01 镇桥新城 Xincheng.`
		list    = `{"type":"object","properties":{"kiosk_codes":{"type":"array","items":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"Kiosk code. ` + glosses + `"}}}}`
		one     = `{"type":"object","properties":{"kiosk_code":{"type":"string","pattern":"^[A-Z]{2}\\d{2}$","description":"Kiosk code. ` + glosses + `"}}}`
	)
	runFillCases(t, []fillCase{
		{"two shops of a place", "临溪两家店的营业额", list, map[string]any{"kiosk_codes": []any{"LX01", "LX02"}}},
		{"the shops of a place", "临溪的店营业额", list, map[string]any{"kiosk_codes": []any{"LX01", "LX02"}}},
		{"every shop of a place", "临溪所有门店的营业额", list, map[string]any{"kiosk_codes": []any{"LX01", "LX02"}}},
		{"and a whole gloss", "临溪的店和梅园北门店的营业额", list, map[string]any{"kiosk_codes": []any{"MY01", "LX01", "LX02"}}},
		{"a whole gloss", "临溪南桥店的营业额", list, map[string]any{"kiosk_codes": []any{"LX02"}}},
		{"a one-value parameter", "临溪两家店的营业额", one, map[string]any{}},
		{"the place for something else", "临溪的天气", list, map[string]any{}},
	})
}
