package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// thenLeadRE opens a clause with the 就 (那就, 则, 那么) that ends a
// condition; 就 opening a word of its own (就诊, 就业) is no "then".
var thenLeadRE = prefilter.MustCompile(`^(?:那就|那么|就|则)[^诊业餐读近是算职医绪位]`)

// thenAfterCondition reports whether next is the action of a condition
// prev left open (工时单如果都审完了，就开账单; 保修单要是批下来了，就申请
// RMA): prev states a condition with no 就 of its own, next opens with
// one. The action waits on what the condition asks about. A condition
// that a clause of prev follows already has its action (如果还没发货，
// 帮我取消): prev is that action, not a question.
func thenAfterCondition(prev, next string) bool {
	if !thenLeadRE.MatchString(next) {
		return false
	}
	for _, w := range conditionOpeners {
		if i := strings.LastIndex(prev, w); i >= 0 && !openerInWord(prev[:i], w) {
			rest := prev[i+len(w):]
			if !containsAny(rest, conditionConsequents) && !strings.ContainsAny(rest, ",，;；") {
				return true
			}
		}
	}
	return false
}

// wordsEndingIn maps a condition word to the characters that, before it,
// make it the tail of another word: 主要是 says what it mostly is, 千万一定
// is a must. (只要是 … 就 stays a condition: as long as it is.)
var wordsEndingIn = map[string]string{"要是": "主", "万一": "千"}

// openerInWord reports whether the condition word w after before is the
// tail of another word rather than a condition.
func openerInWord(before, w string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return r != utf8.RuneError && strings.ContainsRune(wordsEndingIn[w], r)
}
