package lexical

import "testing"

func TestGlossIndex(t *testing.T) {
	tests := []struct {
		text, w string
		want    int
	}{
		{"押金不退", "refund", len("押金不")},
		{"还有没排讲解员的导览吗", "docent", len("还有没排")},
		// Must leave alone: 退 inside a longer word is not the word.
		{"这单要退货", "refund", -1},
		{"no Chinese here refund", "refund", -1},
	}
	for _, tc := range tests {
		if got, _ := GlossIndex(tc.text, tc.w); got != tc.want {
			t.Errorf("GlossIndex(%q, %q) = %d, want %d", tc.text, tc.w, got, tc.want)
		}
	}
}
