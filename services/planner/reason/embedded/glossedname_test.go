package embedded

import "testing"

// staff is a parameter whose description glosses each code with a
// person's name and role, next to an enum of areas.
const staff = `{"type":"object","properties":{"area":{"type":"string","description":"Area: ip, tax, labor.","enum":["ip","tax","labor"]},"owner_id":{"type":"string","description":"Staff ID: ST-007 (Zhao Min, partner), ST-014 (Chen Jing, partner), ST-021 (Wang Lei, associate).","pattern":"^ST-[0-9]{3}$"}}}`

// TestFillArgsGlossedNameBesideAUsedValue names a glossed code by words
// written in one span with a value another parameter took.
func TestFillArgsGlossedNameBesideAUsedValue(t *testing.T) {
	runFillCases(t, []fillCase{
		{"a name after an enum value in one list", "open the file as IP, Chen Jing responsible", staff, map[string]any{"area": "ip", "owner_id": "ST-014"}},
		{"another name after it", "open the file as tax, Zhao Min responsible", staff, map[string]any{"area": "tax", "owner_id": "ST-007"}},
		{"no glossed name beside the value", "open the file as IP, Li Hua responsible", staff, map[string]any{"area": "ip"}},
		{"a role alone names no one", "open the file as IP, a partner responsible", staff, map[string]any{"area": "ip"}},
	})
}

// TestFillArgsGlossedNameInHan names a code glossed with a name in pinyin
// syllables by the name's Han characters, one a syllable.
func TestFillArgsGlossedNameInHan(t *testing.T) {
	runFillCases(t, []fillCase{
		{"a two-character name", "下周陈静有几个案子要开庭", staff, map[string]any{"owner_id": "ST-014"}},
		{"a name before a title", "王磊律师手上的案子", staff, map[string]any{"owner_id": "ST-021"}},
		{"a name no gloss spells", "下周李华有几个案子要开庭", staff, map[string]any{}},
		{"one syllable of a name", "陈先生有几个案子", staff, map[string]any{}},
	})
}
