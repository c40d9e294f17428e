package embedded

import "testing"

func TestFillArgsGender(t *testing.T) {
	const plural = `{"type":"dict","properties":{"gender":{"type":"string","description":"The gender of the sport category.","default":"men"}}}`
	const adjective = `{"type":"dict","properties":{"gender":{"type":"string","description":"Gender of the athletes.","default":"male"}}}`
	runFillCases(t, []fillCase{
		{"woman as the default's plural", "Who is the top player in woman tennis?", plural, map[string]any{"gender": "women"}},
		{"women as the default's adjective", "Who is the top player in women's tennis?", adjective, map[string]any{"gender": "female"}},
		{"no gender named", "Who is the top player in tennis?", plural, map[string]any{}},
	})
}
