package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// versionRE is a version or an address written as three or four numbers
// joined by dots: 4.2.1, 10.0.0.12.
var versionRE = prefilter.MustCompile(`^\d+(?:\.\d+){2,3}$`)

// hanRoundRE is a round amount written in Chinese numerals with its unit:
// 一千块, 两万元, 三百人.
var hanRoundRE = prefilter.MustCompile(`([一二两三四五六七八九十])([百千万])多?\s*(块钱|块|元|人|个|件|台|名|份|箱|次|位|张|本|瓶|盒|袋)`)

// hanRoundPaidRE is a round amount in Chinese numerals with no unit
// after it, right after a word of pay or price that makes it money: 周薪
// 六万, 月租是三千.
var hanRoundPaidRE = prefilter.MustCompile(`(?:薪|价|租|租金|预算|费)(?:是|为|[:：])?\s*(([一二两三四五六七八九十])([百千万]))多?`)

// hanScales are the Chinese words of a power of ten after a numeral.
var hanScales = map[string]float64{"百": 100, "千": 1000, "万": 1e4}

// hanRoundAmounts reads the round amounts written in Chinese numerals
// that no span in out covers: 超过一千块 is 1000 in 块.
func hanRoundAmounts(goal, masked string, free func(a, b int) bool, out []span) []span {
	var found []span
	for _, m := range hanRoundRE.FindAllStringSubmatchIndex(masked, -1) {
		if !free(m[0], m[1]) || slices.ContainsFunc(out, func(o span) bool { return o.pos < m[1] && o.end > m[0] }) {
			continue
		}
		d, ok := hanNumber(goal[m[2]:m[3]])
		if !ok {
			continue
		}
		n := d * hanScales[goal[m[4]:m[5]]]
		unit := goal[m[6]:m[7]]
		if unit == "块钱" {
			unit = "块"
		}
		found = append(found, span{kind: spanNumber, text: goal[m[0]:m[5]], pos: m[0], end: m[5], num: n, integer: true, unit: unit})
	}
	if !strings.ContainsAny(masked, "百千万") {
		return found
	}
	for _, m := range hanRoundPaidRE.FindAllStringSubmatchIndex(masked, -1) {
		a, b := m[2], m[3]
		if r, _ := utf8.DecodeRuneInString(masked[m[1]:]); strings.ContainsRune(hanNumerals, r) || !free(a, b) ||
			slices.ContainsFunc(append(out, found...), func(o span) bool { return o.pos < b && o.end > a }) {
			continue // 六万五 is no round amount
		}
		if d, ok := hanNumber(goal[m[4]:m[5]]); ok {
			found = append(found, span{kind: spanNumber, text: goal[a:b], pos: a, end: b, num: d * hanScales[goal[m[6]:m[7]]], integer: true})
		}
	}
	return found
}
