package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// firstPersonRE opens an English statement about the asker ("I have a
// business idea", "I can't believe you said that", "we could be a good
// fit"): its subject is the asker, not the helper asked.
var firstPersonRE = prefilter.MustCompile(`(?i)^\s*(?:i|i'm|i’m|i've|i’ve|i'd|i’d|we|we're|we’re|we've|we’ve)\b`)

// referBackRE is a word by which a part refers to what an earlier part
// named ("…, can you sort them", "…on this topic", "such a person").
var referBackRE = prefilter.MustCompile(`(?i)\b(?:it|its|them|they|their|this|that|these|those|such)\b`)

// dropUnaskedStatements drops the tool of a part that only states
// something about the asker ("I can't believe you said that", "I have a
// business idea") when a later part makes a request of its own that no
// tool serves ("Show me a funny gif", "Can you provide some insights"),
// while no tool fits the goal as a whole. The request says what is
// asked; the statement's words fitting a tool answer nothing asked, so
// that tool would stand for a goal that does not ask for it. A request
// that refers back to the statement ("…, can you sort them?", "…on this
// topic?") asks about what it names: the statement then keeps its tool.
func dropUnaskedStatements(in []intent) {
	for i := range in {
		x := &in[i]
		if x.st.Tool == "" || x.listed || x.afterPrev || x.asks || !unaskedStatement(x.texts[0]) {
			continue
		}
		if asksOwnUnserved(in[i+1:]) {
			x.st.Tool = ""
		}
	}
}

// unaskedStatement reports whether an English part states something about
// the asker without asking for anything: no need, want, search or
// question (see seekingRE).
func unaskedStatement(text string) bool {
	return language(text) != "zh" && firstPersonRE.MatchString(text) && !seekingRE.MatchString(text)
}

// asksOwnUnserved reports whether rest makes a request (see askingRE)
// that no part of it chose a tool for and that names its own object:
// neither the request nor any part after it refers back to an earlier
// one. Parts before the request only go on stating ("but I'm not sure
// it works"): they may refer back, but not choose a tool.
func asksOwnUnserved(rest []intent) bool {
	asked := false
	for _, x := range rest {
		asked = asked || askingRE.MatchString(strings.TrimLeft(x.texts[0], " ,;"))
		if x.st.Tool != "" || asked && referBackRE.MatchString(x.texts[0]) {
			return false
		}
	}
	return asked
}
