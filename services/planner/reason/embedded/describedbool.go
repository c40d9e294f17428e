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
	return nil, false
}

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

// someoneClauseRE is a flag's description written as a clause about
// someone: "Someone was hurt.", "Anyone was on site." Its group is the
// predicate.
var someoneClauseRE = prefilter.MustCompile(`(?i)^\s*(?:someone|somebody|anyone|anybody)\s+((?:was|were|is|has been|got)\s+[a-z]+)\s*\.?\s*$`)

// nobodyRE ends in a subject that denies the predicate after it.
var nobodyRE = prefilter.MustCompile(`(?i)\b(?:nobody|no one|no-one|none)\s+$`)

// boolBySomeoneClause sets a flag described as a clause about someone
// ("Someone was hurt.") when the goal writes its predicate: true, false
// when nobody is its subject ("Nobody was hurt.").
func boolBySomeoneClause(description string, g *goalValues) (any, bool) {
	m := someoneClauseRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	pred := lowerASCII(m[1])
	at := aliasIndex(g.lower, pred)
	if at < 0 {
		return nil, false
	}
	return !nobodyRE.MatchString(g.lower[:at]) && !negRE.MatchString(g.lower[:at]), true
}
