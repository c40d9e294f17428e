package embedded

import (
	"regexp"
	"strings"
)

// verbParticles end a verb-and-particle value: drop_off, walk_in, pick_up.
var verbParticles = map[string]bool{"in": true, "out": true, "off": true, "on": true, "up": true, "down": true, "back": true, "over": true}

// phrasalValueRE is the text that names a verb-and-particle value: the
// verb in any form, an object pronoun maybe, then the particle, run into
// "to" maybe — "walked into", "dropped it off", "picks up"; nil for a
// value of another shape. It is compiled once per value.
func phrasalValueRE(v string) *regexp.Regexp {
	return phrasalValues.load(v, func() *regexp.Regexp { return compilePhrasalValue(v) })
}

// phrasalValues remembers phrasalValueRE by the value: every enum of every
// tool filled is read for them.
var phrasalValues memo[*regexp.Regexp]

// compilePhrasalValue is phrasalValueRE, compiled afresh.
func compilePhrasalValue(v string) *regexp.Regexp {
	w := valueWords(v)
	if len(w) != 2 || len(w[0]) < 3 || !verbParticles[w[1]] {
		return nil
	}
	verb := regexp.QuoteMeta(w[0])
	forms := verb + `(?:s|es|ed|d|ing)?`
	if last := w[0][len(w[0])-1]; !strings.ContainsRune("aeiouwy", rune(last)) {
		forms += `|` + verb + regexp.QuoteMeta(string(last)) + `(?:ed|ing)` // dropped, stopping
	}
	return regexp.MustCompile(`\b(?:` + forms + `)\s+(?:(?:it|them|him|her|us|me)\s+)?` + regexp.QuoteMeta(w[1]) + `(?:to)?\b`)
}

// enumByPhrasal returns the verb-and-particle values the text names with
// the verb in another form, in text order.
func enumByPhrasal(enum []any, text string) []string {
	lower := lowerASCII(text)
	var hits []valueHit
	for _, x := range enum {
		v, ok := x.(string)
		if !ok {
			continue
		}
		if re := phrasalValueRE(v); re != nil {
			if m := re.FindStringIndex(lower); m != nil && !endsWith(negatedVerbRE, lower[:m[0]]) {
				hits = append(hits, valueHit{m[0], v})
			}
		}
	}
	return valuesInOrder(hits)
}
