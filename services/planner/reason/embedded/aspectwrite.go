package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// handleZhRE is a Chinese verb of getting something done (办理退票, 按规定
// 处理): like a request word, it asks for an action.
var handleZhRE = prefilter.MustCompile(`办理|处理`)

// aspectWrite turns a read chosen for a Chinese need that asks for
// something done (a request or want word, 办理) into the write on the
// read's object when the read looks up an aspect of the object the need
// does not name (get_X_status for "办理 X"): the need's words fit the
// read for its object, not for the aspect. The write must score within
// coverShare of the read, be the only such write and not be told done;
// a goal that forbids any action, or a need whose last clause asks to be
// shown or told something, keeps the read.
func aspectWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	read := byName[st.Tool]
	if read == nil || read.SideEffect == toolspec.Write || language(text) != "zh" || !asksWrite(text, goal) {
		return
	}
	if !requestMarkRE.MatchString(text) && !handleZhRE.MatchString(text) {
		return
	}
	if asksToBeShown(strings.TrimSpace(text[clauseStart(text):])) {
		return // …办理好了，帮我确认: the request is to be shown the aspect
	}
	rw := nameWordsAll(read.Name)
	if len(rw) < 3 {
		return // a verb and an object: no aspect
	}
	forbidden := negatedActions(goal)
	if len(forbidden) > 0 {
		return // 不要办理…: the request word itself may be what is refused
	}
	floor := coverShare * scoreOf(scores, st.Tool)
	lower := strings.ToLower(text)
	found := ""
	for _, sc := range scores {
		w := byName[sc.Tool]
		if w == nil || w.SideEffect != toolspec.Write || sc.Score < floor || !sameObject(read, w) || statesDone(text, w) {
			continue
		}
		extra := aspectWords(rw[1:], nameWordsAll(w.Name))
		if len(extra) == 0 {
			continue
		}
		for _, x := range extra {
			if lexical.GlossNames(text, x) || strings.Contains(lower, x) {
				return // the aspect is asked about
			}
		}
		if found != "" {
			return
		}
		found = sc.Tool
	}
	if found != "" {
		st.Tool, st.Ambiguous = found, nil
	}
}

// aspectWords are the words of a read's object (its name past the verb)
// that the write's name does not hold, in the singular or plural.
func aspectWords(object, write []string) []string {
	var out []string
	for _, x := range object {
		shared := false
		for _, y := range write {
			shared = shared || x == y || x+"s" == y || x == y+"s"
		}
		if !shared && !stopWords[x] {
			out = append(out, x)
		}
	}
	return out
}
