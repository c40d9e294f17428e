package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanPlacedRE is a person 把 moves to a place, a table, a shift: 把陈嘉怡
// 调到3号桌, 把刘建国安排到1号桌. The object of 把 before a verb of placing
// and 到 is who is placed; its group is the name, shortest first.
var hanPlacedRE = prefilter.MustCompile(`把\s*(\p{Han}{2,3}?)\s*(?:调|安排|排|换|挪|移|分|加)到`)

// hanPlacedName finds the Chinese name a goal moves somewhere with 把: a
// surname and one or two more characters, its byte offsets in text.
// Anything else 把 moves, 把周报发到, is no one.
func hanPlacedName(text string) (int, int, bool) {
	for _, m := range hanPlacedRE.FindAllStringSubmatchIndex(text, -1) {
		if first, _ := utf8.DecodeRuneInString(text[m[2]:]); strings.ContainsRune(hanSurnames, first) {
			return m[2], m[3], true
		}
	}
	return 0, 0, false
}
