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

func TestFillArgsGenderEnum(t *testing.T) {
	const members = `{"type":"object","properties":{"gender":{"type":"string","enum":["male","female","all"]}}}`
	const patients = `{"type":"object","properties":{"sex":{"type":"string","enum":["M","F"]}}}`
	runFillCases(t, []fillCase{
		{"women for female, not all", "list the club's women members", members, map[string]any{"gender": "female"}},
		{"男士", "列出男士会员", members, map[string]any{"gender": "male"}},
		{"a letter enum", "patients who are women over 60", patients, map[string]any{"sex": "F"}},
		{"both genders: all", "list men and women members", members, map[string]any{"gender": "all"}},
	})
}
