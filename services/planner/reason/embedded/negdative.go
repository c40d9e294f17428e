package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// negatedDativeRE is a negation before the one an action would be done
// for — a pronoun or an identifier after 给, 帮 or 替 (别给他, 不要帮对方,
// 别给 13900001111): the action's verb follows it, before its object
// (别给他加流量包, 不要替它续期三个月), not at the clause's end as after 把.
var negatedDativeRE = prefilter.MustCompile(`(?:不要|别|不用|无需|不必|请勿|勿)\s*(?:给|帮|替)\s*(?:他们|她们|它们|他|她|它|对方|[A-Za-z0-9][A-Za-z0-9-]*)\s*`)

// dativeVerbRead reports whether the negation at goal[at:], whose clause
// ends at end, is one dativeNegations reads the verb of: 不要帮他换套餐
// forbids 换, after the one it would be done for, not 套餐, the object
// ending the clause. A verb after 把 still ends it (别给他把订单取消).
func dativeVerbRead(goal string, at, end int) bool {
	loc := negatedDativeRE.FindStringIndex(goal[at:end])
	return loc != nil && loc[0] <= len("暂时先") && !strings.Contains(goal[at+loc[1]:end], "把") && lexical.OpeningWord(goal[at+loc[1]:]) != ""
}

// bieWordRE ends a text on a word 别 closes (分别 "each", 特别
// "especially", 个别 "a few"): 分别给他们发通知 sends each of them a notice,
// it forbids nothing.
var bieWordRE = prefilter.MustCompile(`(?:分|特|个|区|类|级|告|识|辨|鉴|性|差|派|判|甄|离|惜|送|道|临|久)别$`)

// closesWord reports whether the negation at goal[at:] is the 别 that
// closes a word (see bieWordRE), no negation at all.
func closesWord(goal string, at int) bool {
	return strings.HasPrefix(goal[at:], "别") && bieWordRE.MatchString(goal[:at+len("别")])
}

// dativeNegations lists the verbs goal forbids after the one they would
// be done for (加 in 不够的话别给他加流量包), each the glossary's word the
// rest opens with, and where each is written. A negation in the middle of
// an A-not-A question (要不要给他加) forbids nothing, nor does the 别 that
// closes a word (分别给他们发, see bieWordRE).
func dativeNegations(goal string) ([]string, [][2]int) {
	var words []string
	var spans [][2]int
	for _, at := range negatedDativeRE.FindAllStringIndex(goal, -1) {
		if choiceNegation(goal, at[0]) || closesWord(goal, at[0]) {
			continue
		}
		if w := lexical.OpeningWord(goal[at[1]:]); w != "" {
			words = append(words, w)
			spans = append(spans, [2]int{at[1], at[1] + len(w)})
		}
	}
	return words, spans
}

// negatedCondAction reports whether a Chinese conditional clause forbids
// the action its condition would allow (不够的话别给他加流量包, 有空位就不要
// 订了): like a clause that opens with the negation, it is no need.
func negatedCondAction(clause string) bool {
	m := zhCondition(clause)
	return m != nil && negatedClauseRE.MatchString(strings.TrimSpace(m[1]+m[3]))
}
