package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanDoneRE is a Chinese clause's mark that something has happened or
// changed: 了 after a verb or at the clause's end (快到期了, 刚转了), not
// inside a word of its own (了解, 为了, 除了, 完了吗 asks).
var hanDoneRE = prefilter.MustCompile(`\p{Han}了(?:[^解]|$)`)

// hanNotDoneRE are words that make a Chinese clause a request or a
// question rather than a report: a request's 帮, 请, 麻烦, 让, 把, 给我, a
// wish's 要, 想, 需要, a question's word, particle or mark, 为了 and 除了.
var hanNotDoneRE = prefilter.MustCompile(`帮|请|麻烦|让|把|给我|要|想|吗|呢|哪|什么|多少|几|谁|[?？]|为了|除了|了解`)

// reportsHappened reports whether a Chinese part only tells what has
// happened (客户刚转了三千块过来, 保单快到期了): it asks for nothing, so it
// is the case the next part's request acts on, not a need of its own.
func reportsHappened(text string) bool {
	return hanDoneRE.MatchString(text) && !hanNotDoneRE.MatchString(text)
}

// happenedFor reports whether part x only tells what has happened before
// next, one request with a tool: x is joined to it, and the two are one
// intent. Each of x's parts tells what happened or only names an object
// by its identifier (保单PL2025064421): a part joined to a short request
// (…坏了，报个修) is a request itself.
func happenedFor(x, next intent, byName map[string]*toolspec.Spec) bool {
	if x.asks || x.listed || x.afterPrev || next.afterPrev || byName[next.st.Tool] == nil {
		return false
	}
	told := false
	for _, t := range x.texts {
		switch {
		case reportsHappened(t):
			told = true
		case !namesObject(t):
			return false
		}
	}
	return told && !reportsHappened(strings.Join(next.texts, "，"))
}

// namesObject reports whether a part only names an object by its
// identifier, with a word or two for what it is (保单PL2025064421).
func namesObject(text string) bool {
	if !identifierRE.MatchString(text) {
		return false
	}
	rest := identifierRE.ReplaceAllString(text, "")
	return utf8.RuneCountInString(strings.TrimSpace(rest)) <= 3
}
