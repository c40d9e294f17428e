package embedded

import "testing"

func TestFillArgsOrdinalPairList(t *testing.T) {
	const lend = `{"type":"object","properties":{"kit_ids":{"type":"array","items":{"type":"string","pattern":"^KT-[0-9]{4}$"}},"take_numbers":{"type":"array","items":{"type":"string","pattern":"^[0-9]{1,3}[A-Z]?$","description":"Take number, e.g. 12 or 12B."}}},"required":["kit_ids"]}`
	runFillCases(t, []fillCase{
		{"two ordinals joined by 和", "把 KT-0087 借出去拍第7条和第9条", lend,
			map[string]any{"kit_ids": []any{"KT-0087"}, "take_numbers": []any{"7", "9"}}},
		{"two ordinals joined by 、", "把 KT-0087 借出去拍第7、第9条", lend,
			map[string]any{"kit_ids": []any{"KT-0087"}, "take_numbers": []any{"7", "9"}}},
		{"one ordinal stays one", "把 KT-0087 借出去拍第7条", lend,
			map[string]any{"kit_ids": []any{"KT-0087"}, "take_numbers": []any{"7"}}},
	})
}

func TestOrdinalsJoinedNeedsOneMeasure(t *testing.T) {
	for _, tc := range []struct {
		goal string
		want bool
	}{
		{"拍第7场和第9场", true},
		{"拍第7、第9场", true},
		{"拍第7场和第9集", false},
		{"拍7场和9场", false},
	} {
		nums := numbers(tc.goal, tc.goal, func(int, int) bool { return true })
		got := len(nums) == 2 && ordinalsJoined(tc.goal, nums[0], nums[1])
		if got != tc.want {
			t.Errorf("%s: ordinalsJoined = %v, want %v (%d numbers)", tc.goal, got, tc.want, len(nums))
		}
	}
}
