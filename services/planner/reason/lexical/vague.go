package lexical

import (
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// vagueWords praise, grade or hedge what a request asks for ("a good
// restaurant", "various options", "relevant and reliable sources",
// "effectively") without naming it: any tool may be described in them.
// They are kept as written, for their stems are often a subject's too
// (reliable and reliability, important and import). In a query they count
// towards its length in full but as evidence for a tool only at
// vagueWeight, so what they qualify decides (see vagueStems).
var vagueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`various variety varied different diverse
relevant significant overall wide reliable comprehensive detailed thorough
particular good great better nice useful helpful important interesting
perfect ideal suitable appropriate effective effectively efficiently
accurate accurately kindly exactly precisely really truly actually fully
specifically particularly especially greatly highly engaging appealing
captivating stunning amazing awesome excellent fantastic wonderful intricate
concise reputable`) {
		m[w] = true
	}
	return m
}()

// vagueWeight is the share of its weight a vague word keeps in a query.
const vagueWeight = 0.3

// vagueStems gives the stems a query writes only as vague words: "a
// reliable supplier" makes reliabl vague, "the reliability of a supplier"
// or "reliable suppliers and their reliability" does not. The words of a
// vague hyphened phrase (see vagueCompoundRE) are vague words too. It is
// nil when the query has no vague word.
func vagueStems(query string) map[string]bool {
	notWord := func(r rune) bool { return !unicode.IsLetter(r) || r > unicode.MaxASCII }
	var m map[string]bool
	if vagueCompoundRE.MatchString(query) {
		query = vagueCompoundRE.ReplaceAllStringFunc(query, func(c string) string {
			if m == nil {
				m = map[string]bool{}
			}
			for _, t := range analyze(c, nil) {
				m[t.text] = true
			}
			return " "
		})
	}
	for _, w := range strings.FieldsFunc(query, notWord) {
		if w = strings.ToLower(w); vagueWords[w] {
			if m == nil {
				m = map[string]bool{}
			}
			m[stemWord(w)] = true
		}
	}
	if m == nil {
		return nil
	}
	for _, w := range strings.FieldsFunc(query, notWord) {
		if w = strings.ToLower(w); !vagueWords[w] {
			delete(m, stemWord(w))
		}
	}
	return m
}

// vagueCompoundRE finds the hyphened phrases that praise or grade what a
// request asks for ("a user-friendly platform", "step-by-step
// instructions", "a well-known brand", "top-rated apps"): their words
// (user, step, rate) are no subject of the request. Like vagueWords, a
// stem the query also writes outside them keeps its weight (see
// vagueStems).
var vagueCompoundRE = prefilter.MustCompile(`(?i)\b(?:step-by-step|state-of-the-art|top-quality|in-depth|eye-catching|cutting-edge|top-notch|world-class|thought-provoking|attention-grabbing|crystal-clear|world-famous|easy-to-[a-z]+|(?:user|beginner)-friendly|well-[a-z]+(?:ed|wn|en)|(?:highly|top|best|high)-rated)\b`)
