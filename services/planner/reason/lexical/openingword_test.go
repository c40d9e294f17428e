package lexical

import "testing"

// TestOpeningWord: the glossary's word a text opens with, one character
// or more; none before a Latin word.
func TestOpeningWord(t *testing.T) {
	for text, want := range map[string]string{"加流量包": "加", "取消订单": "取消", "PO-1 取消": ""} {
		if got := OpeningWord(text); got != want {
			t.Errorf("OpeningWord(%q) = %q, want %q", text, got, want)
		}
	}
}
