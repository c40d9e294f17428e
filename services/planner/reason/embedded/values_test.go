package embedded

import (
	"regexp"
	"slices"
	"testing"
)

// wordPattern is what wordBounds scans for.
var wordPattern = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}'’.&\-]*`)

// wordCases are texts whose words wordBounds must find as wordPattern does.
var wordCases = []string{
	"", " ", "-", "...", "a", "Mr. O'Neil's R&D dept.", "db-02, ORD-7 and E1002", "3.5kg — about 7½ lbs",
	"生成上周的团队周报，包含各产品线核心指标变化", "北京2025年3月", "naïve café’s ‘menu’", "x\xffy", "\xff\xfe", "ab\u00ad-cd",
	"Ⅻ ½ ٣ 𝟘𝟙", "don’t-stop&go.", "a\u0301b", "’'.&-a", "a'", "end.",
}

func wordBoundsOf(s string) [][]int {
	var out [][]int
	for a, b := range wordBounds(s) {
		out = append(out, []int{a, b})
	}
	return out
}

// TestWordBounds checks the scan against the pattern it stands for.
func TestWordBounds(t *testing.T) {
	for _, s := range wordCases {
		if got, want := wordBoundsOf(s), wordPattern.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("wordBounds(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzWordBounds checks the scan against the pattern on any text.
func FuzzWordBounds(f *testing.F) {
	for _, s := range wordCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := wordBoundsOf(s), wordPattern.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("wordBounds(%q) = %v, want %v", s, got, want)
		}
	})
}
