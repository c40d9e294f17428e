package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// notDefinedRE is a value a description defines as a thing not done:
// "missing = not submitted by the worker".
var notDefinedRE = prefilter.MustCompile(`(?i)\b([a-z][a-z0-9_]*)\s*=\s*not\s+(?:yet\s+)?([a-z]{4,})`)

// negatedDoneRE is an English verb the goal negates: "haven't submitted",
// "has not been signed", "didn't return".
var negatedDoneRE = prefilter.MustCompile(`(?i)\b(?:haven't|hasn't|hadn't|didn't|don't|doesn't|isn't|aren't|wasn't|weren't|not|never|have not|has not|did not|do not|does not)\s+(?:yet\s+)?(?:been\s+|be\s+)?([a-z]{4,})`)

var (
	// askerBeforeRE ends in the asker as the subject of a negation.
	askerBeforeRE = prefilter.MustCompile(`(?i)\b(?:i|we)\s*$`)
	// askerAfterRE opens the asker as the object of a verb.
	askerAfterRE = prefilter.MustCompile(`(?i)^\s*(?:my|our|me|us)\b`)
)

// ofAsker reports whether the negated verb at text[a:b] is one the asker
// did not do ("I did not return from leave") or had not done for them
// ("hasn't returned my call"): no state of the records asked about.
func ofAsker(text string, a, b int) bool {
	return askerBeforeRE.MatchString(text[:a]) || askerAfterRE.MatchString(text[b:])
}

// enumByNegatedDefinition returns the value a description defines as a
// thing not done when the goal negates that verb: "which temps haven't
// submitted" names missing, defined "not submitted by the worker".
func enumByNegatedDefinition(enum []any, description, text string) []string {
	if !strings.Contains(strings.ToLower(description), "not ") {
		return nil
	}
	var out []string
	for _, d := range notDefinedRE.FindAllStringSubmatch(description, -1) {
		if !hasValue(enum, d[1]) {
			continue
		}
		for _, m := range negatedDoneRE.FindAllStringSubmatchIndex(text, -1) {
			verb := strings.ToLower(text[m[2]:m[3]])
			if formsOfOneVerb(verb, strings.ToLower(d[2])) && !ofAsker(text, m[0], m[1]) && !containsString(out, d[1]) {
				out = append(out, d[1])
			}
		}
	}
	if len(out) != 1 {
		return nil
	}
	return out
}

// formsOfOneVerb reports whether a and b are forms of one verb: submit and
// submitted, sign and signed, return and returning.
func formsOfOneVerb(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= 4 && n >= max(len(a), len(b))-4
}
