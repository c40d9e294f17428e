package embedded

import "strings"

// leadOpeners open a flag's description with words that frame what it
// says rather than say it: "Only", "Also", "True if".
var leadOpeners = []string{"only ", "also ", "true if ", "set if "}

// leadClosers close a flag's description with words that frame it:
// "when true", "if set".
var leadClosers = []string{" when true", " if true", " when set", " if set"}

// leadCutWords are the prepositions and conjunctions after which a flag's
// description goes on to say more about its lead phrase.
var leadCutWords = map[string]bool{"with": true, "on": true, "for": true, "in": true, "when": true, "if": true, "to": true,
	"from": true, "at": true, "by": true, "about": true, "until": true, "so": true, "and": true, "or": true}

// describedLead is the lead phrase of a flag's description, as written:
// without its framing words (leadOpeners, leadClosers) and cut before a
// clause's punctuation or a word of leadCutWords.
func describedLead(description string) string {
	d := strings.TrimSpace(strings.TrimRight(description, ". "))
	for _, o := range leadOpeners {
		if len(d) > len(o) && strings.EqualFold(d[:len(o)], o) {
			d = d[len(o):]
			break
		}
	}
	if i := strings.IndexAny(d, ",;:(/"); i >= 0 {
		d = d[:i]
	}
	for _, c := range leadClosers {
		if len(d) > len(c) && strings.EqualFold(d[len(d)-len(c):], c) {
			d = d[:len(d)-len(c)]
			break
		}
	}
	for i := 0; i < len(d); {
		j := strings.IndexByte(d[i:], ' ')
		if j < 0 {
			break
		}
		i += j + 1
		k := strings.IndexByte(d[i:], ' ')
		if k < 0 {
			k = len(d) - i
		}
		if leadCutWords[d[i:i+k]] {
			d = d[:i-1]
			break
		}
	}
	return strings.TrimSpace(d)
}

// boolByDescribedLead sets a flag whose description leads with a phrase
// of at least two words the goal writes as they stand: "vitamin tablet
// given" for "Vitamin tablet given with the feed.", "the night routes" for
// "Only night routes when true.". A goal that negates the phrase leaves
// the flag to the other rules, and so does one writing it in a condition
// ("if the night routes are late").
func boolByDescribedLead(description string, g *goalValues) (any, bool) {
	d := describedLead(description)
	sp := strings.IndexByte(d, ' ')
	if len(d) < 8 || sp < 3 || !isLatin(d) || !strings.Contains(g.lower, d[1:sp]) {
		return nil, false // the first word, but its capital, is not in the goal
	}
	d = lowerASCII(d)
	content := 0
	for _, w := range strings.Fields(d) {
		if !stopWords[w] && !glossStop[w] {
			content++
		}
	}
	if content < 2 {
		return nil, false
	}
	at := aliasIndex(g.lower, d)
	if at < 0 || flagNegatedAt(g.lower, at) || inCondition(g.lower, at) {
		return nil, false
	}
	return true, true
}
