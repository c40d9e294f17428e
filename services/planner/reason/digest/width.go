package digest

import (
	"strings"
	"unicode"
)

// width is a string's width in a monospace font: East Asian wide characters
// take two columns.
func width(s string) int {
	n := 0
	for _, r := range s {
		n++
		if wide(r) {
			n++
		}
	}
	return n
}

func wide(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hangul, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF01 && r <= 0xFF60) ||
		(r >= 0xFFE0 && r <= 0xFFE6)
}

// fitWidth cuts s to at most w columns, ending in "…" when cut.
func fitWidth(s string, w int) string {
	if width(s) <= w {
		return s
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		rw := 1
		if wide(r) {
			rw = 2
		}
		if n+rw > w-1 {
			break
		}
		b.WriteRune(r)
		n += rw
	}
	return b.String() + "…"
}

func pad(s string, w int, right bool) string {
	gap := strings.Repeat(" ", max(0, w-width(s)))
	if right {
		return gap + s
	}
	return s + gap
}
