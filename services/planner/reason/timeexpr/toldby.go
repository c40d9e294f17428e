package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A request followed by a sentence saying who told of it and when ("Can
// you cancel it? The family called this morning.") names the time of the
// telling, not of anything the request asks for: that day is no range.

// sentenceEndRE ends a sentence: a question mark, an exclamation mark, or
// a full stop before a space or the end.
var sentenceEndRE = prefilter.MustCompile(`[?!？！。]|\.(?:\s|$)`)

// toldRE is a verb of telling in the past, right before the day it was
// told on with at most a few words between: "called this morning",
// "emailed us yesterday", "phoned in on Monday".
var toldRE = prefilter.MustCompile(`(?i)\b(?:called|phoned|rang|emailed|e-mailed|texted|messaged|wrote|said|told|mentioned|reported)\b(?:\s+[\w']+){0,2}\s*$`)

// dropToldOn drops the days a later sentence says something was told on,
// after a sentence that names no day.
func dropToldOn(text string, found []Period) []Period {
	last := -1
	for _, p := range found {
		last = max(last, p.Pos)
	}
	if last < 0 || !sentenceEndRE.MatchString(text[:last]) {
		return found // no sentence ends before a day
	}
	out := found[:0:0]
	for _, p := range found {
		if !toldOn(text, p, found) {
			out = append(out, p)
		}
	}
	if len(out) == len(found) {
		return found
	}
	return out
}

// toldOn reports whether p follows a verb of telling in a sentence after
// the first, and the first sentence names none of found.
func toldOn(text string, p Period, found []Period) bool {
	head := text[:p.Pos]
	ends := sentenceEndRE.FindAllStringIndex(head, -1)
	if len(ends) == 0 {
		return false
	}
	for _, q := range found {
		if q.Pos < ends[0][1] {
			return false
		}
	}
	sentence := head[ends[len(ends)-1][1]:]
	if i := strings.LastIndexAny(sentence, ",;，；"); i >= 0 {
		sentence = sentence[i+1:]
	}
	return toldRE.MatchString(sentence)
}
