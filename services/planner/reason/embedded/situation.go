package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// situationRE opens an English statement of what the asker is doing or
// in the mood for ("I'm trying to build a monitoring system", "I'm in the
// mood for a sad story", "we're redecorating the flat"): the setting of a
// request, not one.
var situationRE = prefilter.MustCompile(`(?i)^\s*(?:i'm|i’m|i am|we're|we’re|we are)\s+(?:(?:currently|really|just|now)\s+)?(?:in the mood for\b|[a-z]+ing\b)`)

// seekingRE is a statement that is a request after all: the asker says
// what it looks for or needs ("I'm looking for…", "…and I need a…").
var seekingRE = prefilter.MustCompile(`(?i)\b(?:looking|searching|seeking|hoping|wondering|need|needs|want|wants|would like|'d like)\b|\?`)

// askingRE opens an English request: a question to the helper, a polite
// imperative, or a question word.
var askingRE = prefilter.MustCompile(`(?i)^\s*(?:(?:can|could|would|will)\s+you|please|what|which|where|who|how|when|is there|are there|do you|recommend|suggest|find|show|give|tell)\b`)

// situationContext joins a part that only states the asker's situation to
// the request that follows it ("I'm trying to build a monitoring system
// for my APIs. Can you write a webhook that alerts me…?"): the statement
// says what the request is for, and a tool that its own words fit would
// answer nothing asked.
func situationContext(in []intent) []intent {
	return joinNext(in, situationFor, func(_ intent, next *intent) {
		// A situation yields nothing for the request to work on.
		next.afterPrev = false
		next.situated = true
	})
}

// situationFor reports whether x only states the situation next asks in.
func situationFor(x, next intent) bool {
	if len(x.texts) != 1 || x.listed || x.afterPrev || x.asks || next.st.Tool == "" {
		return false
	}
	text := x.texts[0]
	if language(text) == "zh" || !situationRE.MatchString(text) || seekingRE.MatchString(text) {
		return false
	}
	return askingRE.MatchString(strings.TrimLeft(next.texts[0], " ,;"))
}
