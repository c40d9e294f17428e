package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// notStartedRE is a Chinese statement that work has not begun: 还没开始,
// 未开始, 尚未开工. 有没有开始 asks it, and is no statement.
var notStartedRE = prefilter.MustCompile(`(?:还没有?|尚未|未|没有?)(?:开始|开工|动工)`)

// startNounRE follows a 开始 that names a thing's start, not work begun:
// 没有开始日期 lacks a start date.
var startNounRE = prefilter.MustCompile(`^(?:的)?(?:日期|时间|时刻|节点)`)

// enumByNotStarted returns open for a state whose values set open apart
// from in_progress when a Chinese goal says the work has not begun: 还没
// 开始的工单 are the open ones, which no one has started on. A start date
// the work lacks (没有开始日期) says nothing of it.
func enumByNotStarted(enum []any, text string) []string {
	vs := enumStrings(enum)
	if !slices.Contains(vs, "open") || !slices.Contains(vs, "in_progress") {
		return nil
	}
	m := notStartedRE.FindStringIndex(text)
	if m == nil || askedBefore(text, m[0]) || startNounRE.MatchString(text[m[1]:]) {
		return nil
	}
	return []string{"open"}
}

// askedBefore reports whether the negation at i of text is the second half
// of an A-not-A question: the 有 of 有没有.
func askedBefore(text string, i int) bool {
	return i >= len("有") && text[i-len("有"):i] == "有"
}
