package embedded

import (
	"strings"
	"testing"
)

// TestRuneSetKeepsEveryName checks that the names findAliases skips for
// their first rune are names the text does not hold.
func TestRuneSetKeepsEveryName(t *testing.T) {
	texts := []string{"", "华东区和华南的销售额", "Revenue of EAST CHINA and southern China", "ＡＢ east", "\xff华北", "a\xffb"}
	names := []string{"", "华东", "East China", "eastern China", "east", "华北地区", "Ａ", "\xff", "b", "B"}
	for _, a := range DefaultAliases() {
		names = append(names, a.Names...)
	}
	for _, text := range texts {
		lower := lowerASCII(text)
		set := runeSetOf(lower)
		for _, n := range names {
			if strings.Contains(lower, lowerASCII(n)) && !set.mayHold(n) {
				t.Errorf("runeSetOf(%q).mayHold(%q) = false, but the text holds it", text, n)
			}
		}
	}
	if set := runeSetOf(lowerASCII("华东区的销售额")); set.mayHold("East China") || set.mayHold("北京") {
		t.Errorf("the set of 华东区的销售额 holds East China or 北京")
	}
}
