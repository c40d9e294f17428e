package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ordinalsJoined reports whether two numbers are a list of which ones,
// each written with 第 and the same measure word and joined by 和 or 、:
// 第7场和第9场, 第3、第5题. Two such numbers are a list as three plain
// numbers are: 第7场和第9场 names scenes 7 and 9, where "7 and 9" alone may
// be a count and a size.
func ordinalsJoined(goal string, a, b span) bool {
	if a.kind != spanNumber || b.kind != spanNumber || !afterOrdinalMark(goal, a.pos) || !afterOrdinalMark(goal, b.pos) {
		return false
	}
	gap := strings.TrimSuffix(strings.TrimRight(goal[a.end:b.pos], " "), "第")
	gap = strings.TrimLeft(gap, " ")
	if unit := leadingMeasure(gap); unit != "" {
		if !strings.HasPrefix(strings.TrimLeft(goal[b.end:], " "), unit) {
			return false // 第7场和第9集: two kinds of thing
		}
		gap = gap[len(unit):]
	}
	return runSepRE.MatchString(gap)
}

// afterOrdinalMark reports whether 第 stands just before pos.
func afterOrdinalMark(goal string, pos int) bool {
	return strings.HasSuffix(strings.TrimRight(goal[:pos], " "), "第")
}

// leadingMeasure is the one Han character a gap opens with when it is no
// joining word: the 场 of 场和第.
func leadingMeasure(gap string) string {
	r, size := utf8.DecodeRuneInString(gap)
	if size == 0 || !unicode.Is(unicode.Han, r) || strings.ContainsRune("和及与或、", r) {
		return ""
	}
	return gap[:size]
}

// runs finds lists written out of spans of one kind: three numbers or
// more, or two names or quoted values or more, joined by commas and "and".
func runs(goal string, spans []span) []span {
	var out []span
	for i := 0; i < len(spans); {
		j := i
		ordinals := true
		for j+1 < len(spans) && spans[j+1].pos >= spans[j].end {
			if ordinalsJoined(goal, spans[j], spans[j+1]) {
				j++
				continue
			}
			if !joinsRun(goal[spans[j].end:spans[j+1].pos]) {
				break
			}
			ordinals = false
			j++
		}
		n := j - i + 1
		if n >= 3 || n >= 2 && (ordinals || spans[i].kind == spanName || spans[i].kind == spanQuoted || spans[i].kind == spanToken) {
			items := slices.Clone(spans[i : j+1])
			out = append(out, span{kind: spanList, text: goal[spans[i].pos:spans[j].end], pos: spans[i].pos, end: spans[j].end, items: items})
		}
		i = j + 1
	}
	return out
}
