package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// A moment word the gloss table reads as the ongoing state ("right now",
// "at the moment") says a thing's state ("which pumps are down at the
// moment", "any alerts in force right now?"), but in a request with no
// thing's state in its clause ("send me the roster right now") it asks
// for haste, and said of the asker ("I'm busy at the moment") it tells
// of no record.

// stateVerbRE is a verb telling what a thing is or has.
var stateVerbRE = prefilter.MustCompile(`(?i)\b(?:is|are|was|were|been|being|has|have|isn't|aren't)\b|\w'(?:s|re)\b`)

// askerStateRE is the asker's own state: "I'm", "we are", "I have".
var askerStateRE = prefilter.MustCompile(`(?i)\b(?:i|we)(?:\s+(?:am|are|have)\b|'(?:m|re|ve)\b)`)

// requestRE is the asker or a verb of a request to the planner.
var requestRE = prefilter.MustCompile(`(?i)\b(?:i|we|me|us|my|our|send|give|get|show|list|tell|need|want|pull|bring)\b|\bi'`)

// momentOfHaste reports whether the moment word at lower[p:end] stands in
// a request or a clause about the asker telling no thing's state, so
// names no ongoing value.
func momentOfHaste(lower string, p, end int) bool {
	if k := lower[p:end]; k != "right now" && k != "at the moment" {
		return false
	}
	clause := clauseOf(lower, p)
	if !requestRE.MatchString(clause) {
		return false
	}
	return !stateVerbRE.MatchString(askerStateRE.ReplaceAllString(clause, " "))
}
