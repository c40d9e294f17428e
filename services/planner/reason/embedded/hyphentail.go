package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// negPrefixRE ends in a prefix that turns the word after its hyphen
// around: non-refundable, un-signed, no-show.
var negPrefixRE = prefilter.MustCompile(`\b(?:non|no|un|not|anti)-$`)

// hyphenTailIndex is where lower, a goal in lower case, writes the word w
// as the last part of a hyphened word: "staff-assisted" for assisted,
// "team-led" for led; -1 when it does not, or when a prefix such as non-
// turns the word around (non-refundable is no refundable). A one-letter
// prefix (e-mail, x-ray) makes a word of its own: letterPrefixIndex reads
// the long words after one.
func hyphenTailIndex(lower, w string) int {
	if !strings.Contains(lower, "-"+w) {
		return -1
	}
	for from := 0; ; {
		i := strings.Index(lower[from:], "-"+w)
		if i < 0 {
			return -1
		}
		at := from + i + 1
		if latinAt(lower, at-2) && latinAt(lower, at-3) && !latinAt(lower, at+len(w)) && !negPrefixRE.MatchString(lower[:at]) {
			return at
		}
		from = at
	}
}
