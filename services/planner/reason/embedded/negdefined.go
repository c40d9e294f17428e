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
		for _, m := range negatedDoneRE.FindAllStringSubmatch(text, -1) {
			if formsOfOneVerb(strings.ToLower(m[1]), strings.ToLower(d[2])) && !containsString(out, d[1]) {
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
