package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// parenNameStarts are where a Chinese name of two or three characters
// opens right before a parenthesis that gives the person's number:
// 王秀兰（手机139…）, 李娜(会员号 …). The longer name is tried first: 查一下
// 王秀兰 opens 王秀兰 at 王, not 秀兰.
func parenNameStarts(text string) []int {
	var starts []int
	for _, open := range []string{"（", "("} {
		for p := range occurrences(text, open) {
			if !personNumber(parenthesized(text[p+len(open):])) {
				continue
			}
			for _, n := range []int{3, 2} {
				at, ok := p, true
				for i := 0; i < n && ok; i++ {
					r, s := utf8.DecodeLastRuneInString(text[:at])
					ok = s > 0 && unicode.Is(unicode.Han, r)
					at -= s
				}
				if ok {
					if r, _ := utf8.DecodeRuneInString(text[at:]); strings.ContainsRune(hanSurnames, r) {
						starts = append(starts, at)
						break
					}
				}
			}
		}
	}
	return starts
}

// parenthesized is the text up to the closing parenthesis, or all of it.
func parenthesized(rest string) string {
	if i := strings.IndexAny(rest, ")）"); i >= 0 {
		return rest[:i]
	}
	return rest
}

// personNumber reports whether a parenthesis gives a number a person is
// known by: a run of four digits or more (a phone, a member number) and
// no date (3月13日) or train or room (G123次).
func personNumber(in string) bool {
	if strings.ContainsAny(in, "年月日次") {
		return false
	}
	run := 0
	for i := 0; i < len(in); i++ {
		if in[i] >= '0' && in[i] <= '9' {
			if run++; run >= 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}
