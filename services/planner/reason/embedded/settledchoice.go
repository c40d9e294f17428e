package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// settledRE is a value the speaker settles on, a few words before 就行,
// 就好, 就可以 or 即可 in the same clause: the 邮件 of 邮件就行, the 短信
// of 短信通知一下就可以.
var settledRE = prefilter.MustCompile(`^[^\s，。,；;！!？?]{0,12}?(?:就行|就好|就可以|即可)`)

// settledFirst returns the values of hits in text order, but for the one
// value the goal settles on, which comes first (发封感谢信，邮件就行 asks
// for email, not a letter), so that a parameter of one value takes it.
// When none or several are settled on the order is the text's; a value
// the clause refuses before it is settled on by no one.
func settledFirst(hits []valueHit, text string) []string {
	vals := valuesInOrder(hits)
	if len(vals) < 2 || !strings.Contains(text, "就") && !strings.Contains(text, "即可") {
		return vals
	}
	settled := ""
	for _, h := range hits {
		if settledRE.MatchString(text[h.pos:]) && !refusedBefore(text[:h.pos]) {
			if settled != "" && settled != h.v {
				return vals
			}
			settled = h.v
		}
	}
	if k := slices.Index(vals, settled); k > 0 {
		vals = slices.Insert(slices.Delete(vals, k, k+1), 0, settled)
	}
	return vals
}

// refusedBefore reports whether the clause ending at a value refuses it
// (别发短信就好, 不用短信就行): the value is what the goal settles
// against, not on.
func refusedBefore(head string) bool {
	if i := strings.LastIndexAny(head, " ，。,；;！!？?"); i >= 0 {
		head = head[i+1:]
	}
	return strings.ContainsAny(head, "别不没勿")
}
