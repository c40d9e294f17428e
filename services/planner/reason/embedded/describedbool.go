package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// describedBoolRE is a flag's description giving a value for a phrase:
// "false for a partial receipt", "true when every line arrived".
var describedBoolRE = prefilter.MustCompile(`(?i)\b(true|false)\s+(?:for|when|if|means)\s+(?:an?\s+|the\s+)?([a-z][a-z' -]{3,40}?)\s*(?:[.;,)]|$)`)

// boolByDescribedPhrase sets a flag to the value its description gives a
// phrase the goal writes: "book it in as a partial receipt" is false
// where the description says "false for a partial receipt".
func boolByDescribedPhrase(description string, g *goalValues) (any, bool) {
	for _, m := range describedBoolRE.FindAllStringSubmatch(description, -1) {
		phrase := lowerASCII(m[2])
		if at := aliasIndex(g.lower, phrase); at >= 0 && !stopWords[phrase] && !negRE.MatchString(g.lower[:at]) {
			return lowerASCII(m[1]) == "true", true
		}
	}
	return boolByEquatedPhrase(description, g)
}

// equatedBoolRE is a flag's description writing each value equal to the
// phrases it stands for: "false = sold out / 售罄, true = back on sale".
var equatedBoolRE = prefilter.MustCompile(`(?i)\b(true|false)\s*=\s*([^,;.()（）]+)`)

// boolByEquatedPhrase sets a flag to the value whose phrase, one of those
// its description equates with it, the goal writes unnegated: 已售罄 is
// false where "false = sold out / 售罄", and "put it back on sale" true
// where "true = back on sale". A goal writing phrases of both values
// sets none.
func boolByEquatedPhrase(description string, g *goalValues) (any, bool) {
	found := map[bool]bool{}
	for _, m := range equatedBoolRE.FindAllStringSubmatch(description, -1) {
		for _, alt := range strings.Split(m[2], "/") {
			alt = strings.TrimSpace(alt)
			at := -1
			switch {
			case hasHan(alt) && len([]rune(alt)) >= 2:
				at = strings.Index(g.text, alt)
			case !hasHan(alt) && len(alt) >= 4 && !stopWords[lowerASCII(alt)]:
				at = equatedTailIndex(g.lower, lowerASCII(alt))
				if at < 0 {
					at = equatedHanIndex(g.text, lowerASCII(alt))
				}
			}
			if at >= 0 && !negRE.MatchString(g.lower[:at]) {
				found[lowerASCII(m[1]) == "true"] = true
			}
		}
	}
	if len(found) != 1 {
		return boolBySomeoneClause(description, g)
	}
	return found[true], true
}

// someoneClauseRE is a flag's description that is a clause about some
// person: "Someone was hurt.", "Anyone was left behind."
var someoneClauseRE = prefilter.MustCompile(`(?i)^\s*(?:someone|somebody|anyone|anybody)\s+([a-z][a-z' ]{2,40}?)\s*\.?\s*$`)

// noOneBeforeRE ends in a subject that says no one did it: "nobody",
// "no one", "none of them".
var noOneBeforeRE = prefilter.MustCompile(`(?i)\b(?:nobody|no one|no-one|none(?: of them| of us)?)\s*$`)

// boolBySomeoneClause sets a flag described as a clause about someone
// ("Someone was hurt.") by the same clause in the goal: true after any
// subject ("a worker was hurt"), false after nobody or under a negation
// ("Nobody was hurt", "no one was hurt"), and neither where whether or if
// asks it ("check whether anyone was hurt").
func boolBySomeoneClause(description string, g *goalValues) (any, bool) {
	m := someoneClauseRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	at := aliasIndex(g.lower, lowerASCII(m[1]))
	if at < 0 {
		return nil, false
	}
	before := strings.TrimRight(g.lower[:at], " ")
	if askedWhetherRE.MatchString(before) {
		return nil, false // "whether anyone was hurt" asks, and says neither
	}
	return !noOneBeforeRE.MatchString(before) && !negRE.MatchString(g.lower[:at]), true
}

// askedWhetherRE ends in a clause opened by whether or if, up to its
// subject: the clause after it is asked or supposed, not said.
var askedWhetherRE = prefilter.MustCompile(`\b(?:whether|if)\b[^,.;:!?]{0,30}$`)

// bracketHeadHanRE is the Chinese word a bracket holds alone or opens,
// before a gloss in other words: (直付, no out-of-pocket for the insured).
var bracketHeadHanRE = prefilter.MustCompile(`[(（](\p{Han}{2,6})(?:[)）]|[,，;；]\s*[^)）]*[)）])`)

// boolByBracketedHan sets a flag the goal names by the Chinese word its
// description glosses it with, false when a negation stands before it.
func boolByBracketedHan(description string, g *goalValues) (any, bool) {
	for _, m := range bracketHeadHanRE.FindAllStringSubmatch(description, -1) {
		if at := strings.Index(g.text, m[1]); at >= 0 {
			return !negRE.MatchString(g.text[:at]), true
		}
	}
	return nil, false
}

// equatedTailIndex is where the goal writes an English phrase a flag's
// description equates with a value, or its last words, two or more of
// them: "currently on view" for "only objects currently on view", "in
// storage" for "only in storage"; -1 when it writes neither.
func equatedTailIndex(lower, alt string) int {
	ws := strings.Fields(alt)
	for i := 0; i == 0 || i <= len(ws)-2; i++ {
		tail := strings.Join(ws[i:], " ")
		if len(tail) < 4 || stopWords[tail] {
			break
		}
		if at := aliasIndex(lower, tail); at >= 0 {
			return at
		}
	}
	return -1
}

// insteadBoolRE is a flag's description naming what its true does in
// place of what false does: "Go on the next van instead of the weekly
// run." Each side is the two to four words before and after "instead of".
var insteadBoolRE = prefilter.MustCompile(`(?i)\b((?:[a-z][a-z'-]*\s+){1,3}[a-z][a-z'-]*)\s+instead\s+of\s+(?:the\s+|an?\s+)?((?:[a-z][a-z'-]*\s+){0,2}[a-z][a-z'-]*)\s*(?:[.;,)]|$)`)

// boolByInstead sets a flag whose description says what true does instead
// of what false does by the side the goal writes unnegated, read from
// its end so much as two words: "put it on the next van" is true where
// true goes "on the next van instead of the weekly run". A goal writing
// both sides, or neither, sets none.
func boolByInstead(description string, g *goalValues) (any, bool) {
	m := insteadBoolRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	found := map[bool]bool{}
	for i, side := range []string{m[1], m[2]} {
		words := strings.Fields(lowerASCII(side))
		for len(words) > 2 && (stopWords[words[0]] || len(words) > 3) {
			words = words[1:] // "go on the next van" is said "on the next van", "the next van"
		}
		if len(words) < 2 || stopWords[words[0]] {
			continue // one word alone is too little to tell the sides apart
		}
		phrase := strings.Join(words, " ")
		if at := aliasIndex(g.lower, phrase); at >= 0 && !flagNegatedAt(g.lower, at) {
			found[i == 0] = true
		}
	}
	if len(found) != 1 {
		return nil, false
	}
	return found[true], true
}

// equatedHanIndex is where a Chinese goal writes the glossary's word for
// the last word of an English phrase a flag's description equates with a
// value: 库房 for "only in storage". The last word is the phrase's noun;
// a short one says too little to stand for it. It is -1 when the goal
// writes none.
func equatedHanIndex(text, alt string) int {
	ws := strings.Fields(alt)
	if len(ws) == 0 || !hasHan(text) {
		return -1
	}
	last := ws[len(ws)-1]
	if len(last) < 5 || stopWords[last] {
		return -1
	}
	return glossIndex(text, last)
}
