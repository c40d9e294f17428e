package embedded

import "testing"

// TestFillArgsEnumRomanNumeral names a value of a word and a digit by the
// word and the digit as a Roman numeral ("category III" for
// category_3), but not by the pronoun I after the word, nor in a name
// capitalised throughout, nor by a numeral no value has.
func TestFillArgsEnumRomanNumeral(t *testing.T) {
	const storm = `{"type":"object","properties":{"category":{"type":"string","enum":["category_1","category_2","category_3"]}}}`
	runFillCases(t, []fillCase{
		{"one", "list the category I storms this year", storm, map[string]any{"category": "category_1"}},
		{"three", "list the category III storms this year", storm, map[string]any{"category": "category_3"}},
		{"the pronoun", "which category I should pick for this storm", storm, map[string]any{}},
		{"the pronoun before a participle", "escalate to the category I mentioned yesterday", storm, map[string]any{}},
		{"the pronoun before an adverb", "use the category I usually pick for storms", storm, map[string]any{}},
		{"the pronoun before an everyday verb", "file it under the category I told you about", storm, map[string]any{}},
		{"a name with a numeral", "list the storms Category III Partners insured", storm, map[string]any{}},
		{"a numeral opening the goal", "Category II storms this year, list them", storm, map[string]any{"category": "category_2"}},
		{"a numeral of no value", "list the category IV storms this year", storm, map[string]any{}},
	})
}
