package embedded

import "strings"

// negPrefixes turn an English adjective or participle into its opposite:
// unrestricted, uncertified. A non- word (non-refundable) is left alone:
// it names a kind of thing more often than it answers the flag.
var negPrefixes = []string{"un"}

// boolByNegPrefix clears a flag named by one word of state (restricted,
// refundable, certified) when the goal writes that word with a prefix
// that negates it, as a whole word: "unrestricted" clears restricted,
// "non-refundable" clears refundable. A name of more than one word, or a
// short word whose prefixed form may be another word, is left to the
// other rules.
func boolByNegPrefix(name string, g *goalValues) (any, bool) {
	words := nameWords(name)
	if len(words) != 1 || len(words[0]) < 6 {
		return nil, false
	}
	w := words[0]
	lower := g.lower[g.scopeStart:g.scopeEnd]
	for from := 0; from < len(lower); {
		i := strings.Index(lower[from:], w)
		if i < 0 {
			break
		}
		at := from + i
		end := at + len(w)
		from = end
		if latinAt(lower, end) {
			continue
		}
		for _, pre := range negPrefixes {
			if strings.HasSuffix(lower[:at], pre) && !latinAt(lower, at-len(pre)-1) {
				if inCondition(g.lower, g.scopeStart+at-len(pre)) {
					return nil, false // "if it's unrestricted" supposes it
				}
				return false, true
			}
		}
	}
	return nil, false
}
