package timeexpr

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// saidRE is a telling before a day in its clause: 说, 讲, "says",
	// "said"; the 讲 of 讲座, 讲课 or 演讲 is a talk, told by no one.
	saidRE = prefilter.MustCompile(`说|(?:^|[^演])讲(?:[^座课台]|$)|(?i:\bsa(?:ys|id)\b)`)
	// notComingRE is what someone told says they will not come: 来不了,
	// 不来了, 去不了, "can't make it", "won't come".
	// agreedRE opens what follows a 说 that is an agreement (说好, 说定):
	// a plan made, not word that someone will not come.
	agreedRE = prefilter.MustCompile(`^(?:好|定)`)
	// untilRE closes the words before a day that bounds when someone
	// will not come (beforeDayRE opens those after one: 之前).
	untilRE     = prefilter.MustCompile(`(?i)\b(?:until|till|before)\s+(?:next\s+|this\s+)?$`)
	notComingRE = prefilter.MustCompile(`来不了|不来|不能来|没法来|去不了|不去|(?i:\b(?:can't|cannot|can not|won't|will not)\s+(?:come|make it|attend))`)
)

// dropNotComing drops a day told as when someone will not come (病人说这周
// 出差来不了, "the guest said she can't make it Friday"): the reason a
// request gives for its act (cancel the booking), not the days it asks
// about. A day told as when someone will come keeps its reading.
func dropNotComing(text string, found []Period) []Period {
	if len(found) == 0 || !notComingRE.MatchString(text) {
		return found
	}
	out := found[:0:0]
	for _, p := range found {
		if !toldNotComing(text, p) {
			out = append(out, p)
		}
	}
	if len(out) == len(found) {
		return found
	}
	return out
}

// toldNotComing reports whether p's clause tells, before p, that someone
// said something and, after that, that they will not come. A day they
// will not come until or before ("won't come until Thursday", 下周三之前
// 来不了) is when they will, and stays.
func toldNotComing(text string, p Period) bool {
	head, rest := text[:p.Pos], text[p.Pos+len(p.Text):]
	if i := strings.LastIndexAny(head, clauseBreaks); i >= 0 {
		head = head[i+1:]
	}
	if j := strings.IndexAny(rest, clauseBreaks); j >= 0 {
		rest = rest[:j]
	}
	if untilRE.MatchString(head) || beforeDayRE.MatchString(rest) {
		return false
	}
	loc := saidRE.FindStringIndex(head)
	if loc == nil || agreedRE.MatchString(head[loc[1]:]) {
		return false
	}
	return notComingRE.MatchString(head[loc[1]:] + " " + rest)
}
