package embedded

import "testing"

// TestBracketAfterLowerLength: a value whose lower case is shorter or
// longer than it (the Kelvin sign, a dotted capital I) still finds the
// brackets right after it; a plain value keeps its gloss.
func TestBracketAfterLowerLength(t *testing.T) {
	cases := []struct{ desc, v, want string }{
		{"Band: \u212A (cold chain), A (ambient)", "\u212A", "cold chain"},
		{"Hub: İST (istanbul), ANK (ankara)", "İST", "istanbul"},
		// Must leave alone.
		{"Speed: express (next day), standard (3-5 days)", "express", "next day"},
	}
	for _, tc := range cases {
		got, ok := bracketAfter(tc.desc, tc.v)
		if !ok || got != tc.want {
			t.Errorf("bracketAfter(%q, %q) = %q, %v; want %q", tc.desc, tc.v, got, ok, tc.want)
		}
	}
}

// TestHanGlossesLowerLength: a value whose lower case is shorter than it
// (the Kelvin sign), written plainly in the description, still reads the
// Chinese gloss right after it; a plain value keeps its gloss.
func TestHanGlossesLowerLength(t *testing.T) {
	whole, _ := hanGlosses([]string{"\u212Aeep", "drop"}, "keep (保留), drop (丢弃)")
	if whole["\u212Aeep"] != "保留" || whole["drop"] != "丢弃" {
		t.Errorf("hanGlosses = %q, want \u212Aeep 保留 and drop 丢弃", whole)
	}
}
