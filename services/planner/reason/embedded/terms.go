package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// termRE is an acronym a description writes: a word in capitals.
var termRE = prefilter.MustCompile(`\b[A-Z]{2,}\b`)

// exampleMarkRE opens the examples of a description: what comes after it
// are values, not terms.
var exampleMarkRE = prefilter.MustCompile(`(?i)\be\.g\.|\beg\.|\bfor example\b|\bfor instance\b|\bsuch as\b|例如|比如`)

// describedTerms are the acronyms a tool's description and its
// parameters' descriptions use as terms (PNR, IATA): written before any
// example, they name things, and a goal that writes one in capitals names
// that thing, not a code of the same shape. The capitals after "e.g."
// are examples of values (HKQWPZ, PVG).
func describedTerms(desc string, sch object) map[string]bool {
	terms := map[string]bool{}
	add := func(d string) {
		if m := exampleMarkRE.FindStringIndex(d); m != nil {
			d = d[:m[0]]
		}
		for _, w := range termRE.FindAllString(d, -1) {
			terms[w] = true
		}
	}
	add(desc)
	for _, p := range sch.Properties {
		add(p.Description)
	}
	return terms
}

// describedTerm reports whether a value the goal writes in capitals is a
// term of the tool's descriptions.
func (g *goalValues) describedTerm(v string) bool {
	if g.terms == nil && g.termsSch != nil {
		g.terms = describedTerms(g.termsDesc, *g.termsSch)
	}
	return g.terms[strings.TrimSpace(v)]
}

// namesParameter reports whether a word the goal writes names another of
// the tool's parameters by a word of its name (SOP for sop_section): it
// cues that parameter's value and is no free text of s.
func namesParameter(s *slot, v string) bool {
	return !strings.ContainsAny(v, " \t") && matchesWord(s.rivals, strings.ToLower(v))
}

// twinCode reports whether a word in capitals beside span j, with only
// spaces between, also fits s's pattern: of two such words the goal does
// not say which is the code and which a word written in capitals for
// stress, so neither fills s. A term of the descriptions is no rival.
func (g *goalValues) twinCode(s *slot, j int) bool {
	sp := g.spans[j]
	for k, o := range g.spans {
		if k == j || o.kind != spanName || !capitalsApart(o.text) || !s.pattern.MatchString(o.text) || g.describedTerm(o.text) {
			continue
		}
		a, b := sp.end, o.pos
		if o.pos < sp.pos {
			a, b = o.end, sp.pos
		}
		if a <= b && strings.TrimSpace(g.text[a:b]) == "" {
			return true
		}
	}
	return false
}
