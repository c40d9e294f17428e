package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// An English list of nouns under one verb names one object, however it is
// written: "the distribution and variation of rainfall", "what licenses
// and permits I need", "colors, sizes, and materials". The goal's commas
// and conjunctions only propose needs; a list's items are no verbs of
// their own, so they stay with the need whose verb governs them.

// subjectRE opens a part with a clause of its own: a subject pronoun or
// "there", which a list's item never starts with.
var subjectRE = prefilter.MustCompile(`(?i)^\s*(?:i|you|we|they|he|she|it|there|i'm|i've|i'd|we're|you're|they're|it's|there's)\b`)

// verbObjectRE opens a part with a word then an object: a determiner or
// pronoun second ("book a cab", "open the door", "send me the bill") marks
// the first word as a verb, so the part is a request of its own, not an
// item of a list.
var verbObjectRE = prefilter.MustCompile(`(?i)^\s*[a-z-]+\s+(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|me|us|him|them|it|all|some|any)\b`)

// openNounRE ends a part with a short noun phrase its determiner or
// question word opens ("the precise distribution", "what licenses", "a
// unique"): a noun joined to it by "and" or "or" shares that determiner.
var openNounRE = prefilter.MustCompile(`(?i)\b(?:a|an|the|my|your|our|their|his|her|its|this|these|those|some|any|all|what|which)\s+(?:[a-z'’-]+\s+){0,2}[a-z'’-]+\s*$`)

// askingOpenRE opens a part with a question or request of its own: a
// verb before its subject, after a word that asks or alone (how does it,
// what is, can you, are there). "… in my city and can you send me a
// link" joins two requests, not two nouns. A word that asks before its
// subject and verb (the hotels and how far they are, the employees and
// which team they are on) opens a clause the list's verb takes as its
// object: a detail of the same need.
var askingOpenRE = prefilter.MustCompile(`(?i)^\s*(?:(?:how|what|where|when|why|who)(?:'s|’s)|(?:how|what|where|when|why|which|who|whose)(?:\s+[a-z'’-]+)?\s+` + askingVerb + `\b|` + askingVerb + `\s+(?:you|i|we|they|he|she|it|there|this|that|these|those)\b)`)

// askingVerb is an auxiliary that goes before its subject in a question.
const askingVerb = `(?:can|could|would|will|do|does|did|is|are|was|were|has|have|should)`

// conjRE opens a part with the conjunction that closes a list.
var conjRE = prefilter.MustCompile(`(?i)^\s*(?:and|or)\s+`)

// listItemWords is the most words a list's item holds: "the specific
// regulations and laws I should be aware of" is one; a longer part says
// more than a noun phrase does.
const listItemWords = 10

// nounItem reports whether an English part reads as a noun phrase, an
// item of a list rather than a request: it opens with no subject, no
// request verb, no verb before an object, no connective and no qualifier,
// and names no object by an identifier ("refund, and ship RT-3" lists
// actions on it).
func nounItem(part string) bool {
	p := strings.TrimSpace(part)
	if p == "" || !hasContent(p) || language(p) == "zh" || identifierRE.MatchString(p) {
		return false
	}
	return !subjectRE.MatchString(p) && !askingOpenRE.MatchString(p) && !actionRE.MatchString(p) && !verbObjectRE.MatchString(p) &&
		!thenRE.MatchString(firstWord(p)) && leadingRE.FindString(p) == "" && !qualifierRE.MatchString(p) &&
		!leadRE.MatchString(p) && !strongSepRE.MatchString(firstWord(p))
}

// firstWord is part's first word.
func firstWord(part string) string {
	f := strings.Fields(part)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// nounAnd joins back the parts of an English text split at an "and" or
// "or" between two nouns of one noun phrase: the part before ends in a
// short phrase its determiner opens, and the part after opens with a bare
// noun ("the theme and purpose of my blog", "some discounts and
// promotional deals"). A part after that opens with a determiner, a
// subject or a verb is a need of its own.
func nounAnd(text string, parts []string) []string {
	return rejoin(text, parts, func(last, p string) bool {
		return openNounRE.MatchString(last) && !headedRE.MatchString(p) && nounItem(placedItem(p))
	})
}

// placedItem is part without the identifier a preposition places, when
// the part opens with a plural noun ("bartenders on EV-1"). A bare word
// of another form may be a verb ("and cancel bookings for EV-2", "and
// assign seats for EV-3"): the identifier is then that request's object,
// and the part stays as it is.
func placedItem(part string) string {
	if !pluralRE.MatchString(part) {
		return part
	}
	return placedIDRE.ReplaceAllString(part, "")
}

// pluralRE opens a part with a plural noun: a word in -s, not in -ss, -us
// or -is (process, focus, analysis).
var pluralRE = prefilter.MustCompile(`(?i)^\s*[a-z'’-]*[a-z][^isu\W]s\b`)

// placedIDRE is an identifier a preposition places ("on EV-3", "for
// ORD-7"): it names what the noun before it belongs to, not the object
// of a verb, so a noun joined by "and" keeps its place in the list
// ("all drivers and loaders on RT-4"), while "and ship RT-3" stays an
// action on it.
var placedIDRE = prefilter.MustCompile(`(?i)\b(?:on|for|of|at|in|from|to|under|with)\s+[A-Za-z]+[-_]?\d[A-Za-z0-9-]*\b`)

// listClauses marks the clauses of a goal that are items of an English
// list its commas write: bare noun phrases after a clause that opens the
// list, the last one after "and" or "or" ("…choose different colors,
// sizes, and materials"). Only a list that closes so, with at least one
// item between, is marked: a clause after a comma alone may be a need of
// its own.
func listClauses(cls []clause) []bool {
	marked := make([]bool, len(cls))
	for i := 1; i < len(cls); i++ {
		j := i
		for j < len(cls) && cls[j-1].comma && nounItem(cls[j].text) && !conjRE.MatchString(cls[j].text) && wordCount(cls[j].text) <= listItemWords {
			j++
		}
		if j == i || j >= len(cls) || !cls[j-1].comma {
			continue
		}
		closing := strings.TrimSpace(cls[j].text)
		loc := conjRE.FindStringIndex(closing)
		if loc == nil || !nounItem(closing[loc[1]:]) || wordCount(closing[loc[1]:]) > 2*listItemWords {
			continue
		}
		for k := i; k <= j; k++ {
			marked[k] = true
		}
		i = j
	}
	return marked
}

// wordCount is how many words s holds.
func wordCount(s string) int {
	return len(strings.Fields(s))
}

// alsoRE opens an English clause that adds to the object before it.
var alsoRE = prefilter.MustCompile(`(?i)^\s*(?:as well as|along with|together with)\s+`)

// alsoObject reports whether a clause only adds a noun phrase to the
// object of the need before it (", as well as the potential
// consequences of …"): no verb of its own, so no need of its own.
func alsoObject(clause string) bool {
	loc := alsoRE.FindStringIndex(clause)
	if loc == nil {
		return false
	}
	rest := clause[loc[1]:]
	return nounItem(rest) && wordCount(rest) <= 2*listItemWords
}

// ofRE opens an English clause with "of": the rest of the noun phrase
// the clause before ends in ("the usage, such as CPU and memory, of my
// server"), never a request of its own.
var ofRE = prefilter.MustCompile(`(?i)^\s*of\s+\S`)
