package embedded

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// countMeasures are the measure words a count of things made or done
// takes after a verb (下一张单, 补一张卡, 订一节课, 停收一次, 酿一批, 加派
// 3辆车): the count says how many of the action's object the request
// makes, so the verb before it asks for the action.
const countMeasures = "张节次批期场辆台份笔套件趟单"

// countNumerals are the Chinese numerals a count after a verb opens with.
const countNumerals = "一两二三四五六七八九十"

// notCountedVerbs stand before a count without asking for an action:
// having, being and totalling (有3辆, 共两张, 是一次), and the words of
// order and time a count follows (第一次, 上一期, 下一批, 每一张), the
// nouns of time that date one (昨天3笔退款, 全年12期) and the words that
// pick which one (同一张卡, 另一台, 头两期).
const notCountedVerbs = "有是共计约近超满剩余差还再又各每第上下前后这那哪几多少只仅就才也都的了着过和与及或把被给在从到为" +
	"天月年周日号时点" + "同另唯统逐某任其头首整"

// countedVerb finds the verb of a Chinese request that is followed by a
// count of what it makes or does (登记一个新的月捐 has its measure 个
// read by lightVerb; 补一张新卡, 停收一次, 开8台雪炮 are read here): a
// verb of one character, or the glossary word of two that ends there
// (登记, 停收 read as a whole when the glossary holds it). A verb of
// looking, counting or telling (查一次, 看两张) is no such verb. It
// reports the byte offset where the verb begins and whether the text
// holds one.
func countedVerb(text string) (int, bool) {
	rs := []rune(text)
	at := 0
	for k := 0; k+2 < len(rs); k++ {
		v := rs[k]
		if unicode.Is(unicode.Han, v) && !strings.ContainsRune(notCountedVerbs, v) && !strings.ContainsRune(lookVerbs, v) && counted(rs, k+1) {
			w := []rune(lexical.ClosingWord(string(rs[max(0, k-3) : k+1])))
			if len(w) < 2 {
				return at, true
			}
			if len(w) == 2 && !strings.ContainsRune(lookVerbs, w[0]) {
				return at - len(string(w[0])), true
			}
		}
		at += len(string(v))
	}
	return 0, false
}

// counted reports whether rs holds, from i, a count of a numeral (Chinese
// or digits) and a measure word, before more of the request.
func counted(rs []rune, i int) bool {
	j := i
	for j < len(rs) && (strings.ContainsRune(countNumerals, rs[j]) || rs[j] >= '0' && rs[j] <= '9') {
		j++
	}
	return j > i && j < len(rs) && strings.ContainsRune(countMeasures, rs[j])
}
