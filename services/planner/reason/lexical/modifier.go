// Modifiers: a word written right before a noun narrows it ("freezing
// point", "boiling point"). When a query and a tool narrow the same noun
// with different words, the noun they share names two different things.

package lexical

import (
	"strings"
	"unicode"
)

// modifier is one word written right before another in a tool's text: mod
// narrows head.
type modifier struct {
	doc int32
	mod string
}

// modifierPairs returns the pairs of words written next to each other in
// text — no stop word, number or punctuation between them, though '_' and
// '-' join words as in names — whose second word ends its run of words:
// (modifier, head) terms, as in "boiling point" of "the boiling point of
// water". A word written twice in a row counts once.
func modifierPairs(text string, all bool) [][2]string {
	var out [][2]string
	var run []string
	end := func() {
		if n := len(run); n >= 2 && !all {
			out = append(out, [2]string{run[n-2], run[n-1]})
		}
		run = run[:0]
	}
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) || isHan(r) {
			if !unicode.IsSpace(r) && r != '_' && r != '-' {
				end() // punctuation or a Han character ends a phrase
			}
			i++
			continue
		}
		j := i
		for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) && !isHan(rs[j]) {
			j++
		}
		var verb phrasalVerb
		ts := wordTerms(rs[i:j], nil, &verb)
		if len(ts) == 0 {
			end() // a stop word or number stands between
		}
		for _, t := range ts {
			if t.kind == kindPhrasal {
				continue
			}
			if n := len(run); n == 0 || run[n-1] != t.text {
				if all && n > 0 {
					out = append(out, [2]string{run[n-1], t.text})
				}
				run = append(run, t.text)
			}
		}
		i = j
	}
	end()
	return out
}

// conflicts returns the tools whose text narrows a noun of the query with
// another word than the query does: the query writes "m h", the tool holds
// h but not m, and writes "x h" with an x the query lacks. Their match on h
// is no evidence that they serve the query.
func (ix *Index) conflicts(query string, qterms map[string]bool) map[int32]bool {
	var out map[int32]bool
	for _, p := range modifierPairs(query, true) {
		m, h := p[0], p[1]
		mods := ix.modifiers[h]
		if len(mods) == 0 {
			continue
		}
		holdsM := map[int32]bool{}
		if id, ok := ix.terms[m]; ok {
			for _, ps := range ix.post[id] {
				if ps.pos > 0 {
					holdsM[ps.doc] = true
				}
			}
		}
		for _, md := range mods {
			if holdsM[md.doc] || qterms[md.mod] {
				continue
			}
			if out == nil {
				out = map[int32]bool{}
			}
			out[md.doc] = true
		}
	}
	return out
}

// addModifiers records the modifier pairs of tool doc's name, part by part
// (thermodynamics.calculate_boiling_point): the name says what the tool is,
// where its description also says how. The first word of the name's last
// part is its verb (get_top_scorer, book_ticket), which narrows nothing,
// unless it is a word of degree (high_score, lowest_price).
func (ix *Index) addModifiers(doc int32, name string) {
	seen := map[[2]string]bool{}
	parts := strings.Split(name, ".")
	for i, part := range parts {
		verb := ""
		if ts := analyze(part, nil); i == len(parts)-1 && len(ts) > 0 && !degreeWords[ts[0].text] {
			verb = ts[0].text
		}
		for _, p := range modifierPairs(part, false) {
			if seen[p] || p[0] == verb {
				continue
			}
			seen[p] = true
			ix.modifiers[p[1]] = append(ix.modifiers[p[1]], modifier{doc: doc, mod: p[0]})
		}
	}
}

// degreeWords place a noun on a scale ("high score", "lowest price"): a
// name that opens with one narrows its noun, where a verb would not.
var degreeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`high higher highest low lower lowest top max maximum
min minimum most least best worst big bigger biggest small smaller smallest
large larger largest long longest short shortest fast fastest slow slowest
early earliest late latest new newest old oldest`) {
		for _, t := range analyze(w, nil) {
			m[t.text] = true
		}
	}
	return m
}()
