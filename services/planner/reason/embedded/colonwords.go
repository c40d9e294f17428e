package embedded

import (
	"strings"
	"unicode"
)

// wordsRunOn reports whether the key: value pair kvRE matched at m in goal
// gives a free-text parameter p only the first of the words after its
// colon ("notes: calm under pressure"): the words run on after the one
// the pair took, and the label reader takes them all (see fillLabelled).
// A value written with = or in quotes or brackets is whole as taken, as
// is one of a parameter that takes no remark in prose (see proseHeads):
// "username: jdoe and give role admin" names jdoe alone.
func wordsRunOn(goal string, m []int, p property) bool {
	if p.typ() != "string" || len(p.Enum) > 0 || p.Pattern != "" || p.Format != "" || !proseName(goal[m[2]:m[3]]) {
		return false
	}
	if sep := strings.TrimSpace(goal[m[3]:m[4]]); sep != ":" && sep != "：" || strings.ContainsAny(goal[m[4]:m[4]+1], `"'[`) {
		return false
	}
	rest := goal[m[5]:]
	return len(rest) > 1 && rest[0] == ' ' && unicode.IsLetter(rune(rest[1]))
}
