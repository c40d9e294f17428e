package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// ownQuestion reports whether the i-th part keeps its tool as a question
// of its own: every part of the goal is an English question ("which lots
// were rejected, and what's the supplier's score"), so none is a detail
// of another, and the part's tool reaches the threshold on the part and
// rivals the goal's on the whole goal.
func ownQuestion(in []intent, i int, whole task.Subtask, threshold float64) bool {
	for _, x := range in {
		if len(x.texts) != 1 || !asksOwnQuestion(x.texts[0]) {
			return false
		}
	}
	t := in[i].st.Tool
	return t != "" && rivals(whole.Scores, t, rivalShare) && scoreOf(in[i].st.Scores, t) >= threshold
}

// asksOwnQuestion reports whether an English part is a question of its
// own: a question word, then within a few words its verb ("which lots
// from S-1 were rejected", "and what's the score").
func asksOwnQuestion(text string) bool {
	ws := wordSpans(text)
	if len(ws) < 3 || language(text) == "zh" {
		return false
	}
	i := 0
	if strings.EqualFold(ws[0].text, "and") {
		i++
	}
	if !questionWords[strings.ToLower(ws[i].text)] {
		return false
	}
	if rest := text[ws[i].end:]; strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") {
		return true // what's, who's
	}
	for _, w := range ws[i+1 : min(i+7, len(ws))] {
		if questionVerbs[strings.ToLower(w.text)] {
			return true
		}
	}
	return false
}

// questionVerbs are the verbs an English question puts after its question
// word and subject.
var questionVerbs = map[string]bool{"is": true, "are": true, "was": true, "were": true, "do": true, "does": true, "did": true,
	"has": true, "have": true, "had": true, "can": true, "will": true}
