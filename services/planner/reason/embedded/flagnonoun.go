package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// refusedObjectRE ends the text just before a noun a goal turns down
// outright: "no", "without a", "without any".
var refusedObjectRE = prefilter.MustCompile(`\b(?:no|without(?:\s+an?|\s+any)?)\s+$`)

// refusedObjectEndRE follows a refused noun that stands alone, not the
// head of a longer noun ("no notice period" refuses no notice): the end,
// a stop, or a word that closes the phrase.
var refusedObjectEndRE = prefilter.MustCompile(`^(?:s|es)?(?:\s*$|\s*[^\sa-z]|\s+(?:for|yet|now|this|needed|required|please|either|and|then|is|was|to|at|today|thanks)\b)`)

// refusingVerbs open a flag's name whose true does without the thing it
// names (skip_inspection, waive_fee): refusing the thing sets them, so
// boolByRefusedObject leaves them to other rules.
var refusingVerbs = map[string]bool{"skip": true, "waive": true, "exempt": true, "exclude": true, "hide": true,
	"omit": true, "suppress": true, "disable": true, "no": true, "without": true, "remove": true, "forgive": true, "drop": true}

// boolByRefusedObject clears a flag named for an act on a thing (verb then
// noun: issue_replacement, print_receipt) when the goal refuses the thing
// itself, whatever verb it would take: "block it, no replacement for now"
// clears issue_replacement though the goal never says issue. The noun is
// the name's last word, five letters at least, so a short word standing
// for many things ("no fee") is left to the other rules.
func boolByRefusedObject(name string, g *goalValues) (any, bool) {
	words := nameWords(name)
	if len(words) < 2 || refusingVerbs[words[0]] || !strings.Contains(g.lower, "no") && !strings.Contains(g.lower, "without") {
		return nil, false
	}
	noun := words[len(words)-1]
	if len(noun) < 5 || stopWords[noun] {
		return nil, false
	}
	lower := g.lower[g.scopeStart:g.scopeEnd]
	for from := 0; from < len(lower); {
		i := aliasIndex(lower[from:], noun)
		if i < 0 {
			return nil, false
		}
		at := from + i
		if refusedObjectRE.MatchString(lower[max(0, at-16):at]) && refusedObjectEndRE.MatchString(lower[at+len(noun):]) {
			return false, true
		}
		from = at + len(noun)
	}
	return nil, false
}
