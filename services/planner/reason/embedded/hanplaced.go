package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanPlacedRE is a person 把 moves to a place, a table, a shift: 把陈嘉怡
// 调到3号桌, 把刘建国安排到1号桌. The object of 把 before a verb of placing
// and 到 is who is placed; its group is the name, shortest first.
var hanPlacedRE = prefilter.MustCompile(`把\s*(\p{Han}{2,3}?)\s*(?:调|安排|排|换|挪|移|分|加)到`)

// settingRE opens a value a thing is set to, where a person is placed at
// a place, a shift or a day: 22度, 500元, 50%, 最大 (把金额调到500元,
// 把马达调到最大). A number of 号 (3号桌) is a place.
var settingRE = prefilter.MustCompile(`^\s*(?:\d+(?:\.\d+)?\s*(?:度|℃|%|元|块|倍|档|级|格)|最[大小高低])`)

// hanPlacedName finds the Chinese name a goal moves somewhere with 把: a
// surname and one or two more characters, its byte offsets in text.
// Anything else 把 moves is no one: a word the glossary opens it with
// (把周报调到, 把白班调到), or what is set to a value (把金额调到500元).
func hanPlacedName(text string) (int, int, bool) {
	for _, m := range hanPlacedRE.FindAllStringSubmatchIndex(text, -1) {
		name := text[m[2]:m[3]]
		if first, _ := utf8.DecodeRuneInString(name); !strings.ContainsRune(hanSurnames, first) {
			continue
		}
		if utf8.RuneCountInString(lexical.OpeningWord(name)) > 1 || settingRE.MatchString(text[m[1]:]) {
			continue
		}
		return m[2], m[3], true
	}
	return 0, 0, false
}
