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
