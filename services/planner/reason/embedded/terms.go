package embedded

import (
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"

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

// stressedWord reports whether a word written in capitals is one of the
// sentence's own words said loudly ("check my booking PLEASE", "for ALL
// gates", "NOW"): a stop word or a word of a request, which no code is
// made of. An acronym that is no such word (USD, PVG) may be a code.
func stressedWord(w string) bool {
	l := strings.ToLower(w)
	return english.IsStopWord(l) || stopWords[l] || requestWords[l]
}

// describesValue reports whether the parameter's description writes the
// word in capitals itself, as one of its values ("CAN (Guangzhou)"): such
// a word is a code even where it spells a word of the sentence.
func describesValue(s *slot, w string) bool {
	for _, t := range termRE.FindAllString(s.p.Description, -1) {
		if t == w {
			return true
		}
	}
	return false
}

// capitalsApart reports whether a word is written in capitals alone
// (PNR, NXJQLA): beside another such word in a sentence not written in
// capitals it is a code or an acronym of its own, not a part of one name
// ("PNR NXJQLA" is a term and the value it names).
func capitalsApart(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}
