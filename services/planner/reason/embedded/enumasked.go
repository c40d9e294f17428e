package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// polarAskRE opens a yes-or-no question about a thing's state: "has it
// been", "is the order", "was QT-1", "does PET-1 have". "Is there" and
// "are there any" ask whether such things exist, a filter's question,
// and do not match.
var polarAskRE = prefilter.MustCompile(`(?i)^\s*(?:(?:and|so|then|also)\s+)?(?:has|have|had|is|are|was|were|does|did)\s+(\w+)`)

// codeWordRE is an identifier written in a goal: letters and digits
// together (QT-220958, PC250612), or a long run of digits.
var codeWordRE = prefilter.MustCompile(`\b(?:[A-Za-z]+[-_]?\d[A-Za-z0-9_-]*|\d{5,})\b`)

// dropAskedStates drops the values the goal only asks about: a value
// written in a yes-or-no question of a goal about one named thing ("Has
// quote QT-1 been accepted yet?", "Where's PC25? Has it been
// delivered?") is what the caller wants to learn of that thing, not a
// filter to read it by — filtered by it, a quote not yet accepted would
// not be found.
func dropAskedStates(vals []string, g *goalValues) []string {
	if len(vals) == 0 || !codeWordRE.MatchString(g.text) {
		return vals
	}
	return slices.DeleteFunc(slices.Clone(vals), func(v string) bool {
		a, b := optionAt(g, v)
		return a >= 0 && statedOf(g.lower, a, b) && !picksThings(g.lower, a) && inPolarQuestion(g.text, a)
	})
}

// pickingDeterminerRE ends in a determiner before a participle that picks
// the things a noun names: "the cancelled stays".
var pickingDeterminerRE = prefilter.MustCompile(`\b(?:the|these|those)\s+$`)

// picksThings reports whether the value at lower[a:] modifies the noun
// after a determiner, a filter of the things asked about, not the named
// thing's state: "did KN-104's owner get refunds for the cancelled
// stays?" reads the cancelled stays.
func picksThings(lower string, a int) bool {
	return pickingDeterminerRE.MatchString(lower[:a])
}

// statedOf reports whether lower[a:b] says a state the thing is in: a
// participle, or a word after "been" ("been accepted", "been paid"). A
// noun asked about is no state: "has RES-1 been losing weight" names
// the weight to read.
func statedOf(lower string, a, b int) bool {
	return strings.HasSuffix(lower[a:b], "ed") || strings.HasSuffix(lower[:a], "been ")
}

// inPolarQuestion reports whether the byte at i lies in a clause of text
// that asks a yes-or-no question of a thing's state: it opens with has,
// is, was… (not "is there", "are any") and ends with a question mark.
func inPolarQuestion(text string, i int) bool {
	start := strings.LastIndexAny(text[:i], ".?!;。？！；") + 1
	rest := text[i:]
	end := strings.IndexAny(rest, ".?!;。？！；")
	if end < 0 || rest[end] != '?' && !strings.HasPrefix(rest[end:], "？") {
		return false
	}
	m := polarAskRE.FindStringSubmatch(text[start:])
	return m != nil && !askerWords[strings.ToLower(m[1])]
}

// askerWords follow the verb of a question that asks whether such things
// exist ("is there", "are any") or what the asker holds ("did we", "does
// anyone"): a filter's question, not one thing's state.
var askerWords = map[string]bool{"there": true, "any": true, "we": true, "you": true, "i": true, "anyone": true, "anybody": true}
