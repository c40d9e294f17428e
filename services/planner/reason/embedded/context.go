package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// stateContext joins a part that only states what is the case (ITM-2231
// 在 WH-01 盘亏 5 件，…) to the next part when that one asks for a write
// on the same object (…，调整库存): the statement says why and with what
// the action is asked, which its read would only repeat.
//
// A part that only tells what has happened (M-1 的货款多扣了一次，查下他的账户)
// is the reason for the look asked after it: the look's own words chose
// its tool, which the report's words, read with the whole goal, do not
// overrule. An action after the report (…已经恢复了，把它关掉) may name
// its object only by a pronoun: the whole goal's words still choose.
func stateContext(in []intent, byName map[string]*toolspec.Spec) []intent {
	told := false
	return joinNext(in, func(x, next intent) bool {
		if statesFor(x, next, byName) {
			told = false
			return true
		}
		joined := happenedFor(x, next, byName)
		told = joined && next.asks
		return joined
	}, func(x intent, next *intent) {
		next.listed = next.listed || x.listed
		next.cased = true
		next.reasoned = next.reasoned || told
	})
}

// joinNext joins each part that into says only sets the scene for the part
// after it to that part: the joined part keeps both parts' texts and
// queries, and mark notes on it what the first part was.
func joinNext(in []intent, into func(x, next intent) bool, mark func(x intent, next *intent)) []intent {
	out := make([]intent, 0, len(in))
	for i := 0; i < len(in); i++ {
		x := in[i]
		if i+1 < len(in) && into(x, in[i+1]) {
			next := in[i+1]
			next.texts = append(slices.Clone(x.texts), next.texts...)
			next.queries = append(slices.Clone(x.queries), next.queries...)
			mark(x, &next)
			out = append(out, next)
			i++
			continue
		}
		out = append(out, x)
	}
	return out
}

// statesFor reports whether part x only states the case for next: x chose
// a read without asking for it — no question, no request to look or be
// shown — and next asks for a write on the read's object.
func statesFor(x, next intent, byName map[string]*toolspec.Spec) bool {
	r, w := byName[x.st.Tool], byName[next.st.Tool]
	if r == nil || w == nil || r.SideEffect == toolspec.Write || w.SideEffect != toolspec.Write || !sameObject(r, w) {
		return false
	}
	if x.asks || x.listed || x.afterPrev || next.asks || next.afterPrev {
		return false
	}
	for _, t := range x.texts {
		if asksItself(t) {
			return false
		}
	}
	return true
}
