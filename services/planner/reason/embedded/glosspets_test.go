package embedded

import "testing"

// TestFillArgsPetAgeGloss: the Chinese words for a grown or a young dog or
// cat name their English values: 成犬 is an adult dog, 幼猫 a kitten.
func TestFillArgsPetAgeGloss(t *testing.T) {
	const plan = `{"type":"object","properties":{"plan":{"type":"string","enum":["puppy","kitten","adult_dog","adult_cat"]}}}`
	runFillCases(t, []fillCase{
		{"成犬 is an adult dog", "这只柯基两岁了，想办成犬健康计划", plan, map[string]any{"plan": "adult_dog"}},
		{"幼猫 is a kitten", "幼猫的健康计划", plan, map[string]any{"plan": "kitten"}},
		{"a pet without its age names none", "这只狗的健康计划", plan, map[string]any{}},
	})
}
