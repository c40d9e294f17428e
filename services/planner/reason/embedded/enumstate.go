package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// stateParam reports whether a parameter's name ends in a word for the
// state of what it finds: status, state (truck_status, case_state).
func stateParam(name string) bool {
	ws := nameWordsAll(name)
	return len(ws) > 0 && (ws[len(ws)-1] == "status" || ws[len(ws)-1] == "state")
}

// stateMarkers are the words before a verb or noun that make it the
// state something is in: 在维修, 正在发酵, 还在充电, 处于维修.
var stateMarkers = []string{"正在", "还在", "仍在", "处于", "在"}

// stateEnds are what may follow a word written as a state, closing it:
// the sentence's end or pause, 的 before the noun it describes, 中, or a
// question's or statement's particle.
var stateEnds = []string{"的", "中", "了", "呢", "吗", "？", "?", "，", ",", "。", "！", "!", " "}

// stateMarked reports whether the Chinese word at lower[p:end] is written
// as the state things are in — 哪些车在维修, 现在有哪些批次在发酵 — so
// that a read asking after them asks for that state: after a marker of
// being in a state, and closing the clause. The same word as a noun's
// part (在维修单里查) or an act to do (去维修) is no state asked after,
// nor is a state denied (不在维修, 没在发酵): those things are in any
// other.
func stateMarked(lower string, p, end int) bool {
	i := slices.IndexFunc(stateMarkers, func(m string) bool { return strings.HasSuffix(lower[:p], m) })
	if i < 0 || stateDenied(lower[:p-len(stateMarkers[i])]) {
		return false
	}
	return stateClosed(lower[end:])
}

// stateClosed reports whether rest, what follows a word written after a
// marker of a state, closes it as one. 中 closes it only as a state's
// own close (在维修中的, 在发酵中), not as a noun's first part (在维修中心
// names a place); 的 before a time or a condition (在维修的时候, 在审核的
// 话) makes the clause say when, not which things.
func stateClosed(rest string) bool {
	if rest == "" {
		return true
	}
	if r, _ := utf8.DecodeRuneInString(rest); r == '\n' {
		return true
	}
	if after, ok := strings.CutPrefix(rest, "中"); ok {
		return stateClosed(after)
	}
	if after, ok := strings.CutPrefix(rest, "的"); ok {
		return !slices.ContainsFunc(stateWhens, func(w string) bool { return strings.HasPrefix(after, w) })
	}
	return slices.ContainsFunc(stateEnds, func(e string) bool { return strings.HasPrefix(rest, e) })
}

// stateWhens are the nouns after 的 that make a state's clause say when
// or on what condition: 时候, 时, 话, 过程, 期间, 阶段.
var stateWhens = []string{"时", "话", "过程", "期间", "阶段"}

// stateDenials are what, just before a marker of a state, deny it: 不在,
// 没在, 没有在, 并未处于.
var stateDenials = []string{"不", "没", "没有", "未", "并非"}

// stateDenied reports whether head, the text before a marker of a state,
// ends in a word denying that state.
func stateDenied(head string) bool {
	return slices.ContainsFunc(stateDenials, func(d string) bool { return strings.HasSuffix(head, d) })
}
