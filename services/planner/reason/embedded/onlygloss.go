package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// onlyGlossRE is a value's gloss that says it is one thing alone: "basic
// cover only", "only the frame", 仅车架.
var onlyGlossRE = prefilter.MustCompile(`(?i)^\s*(?:only\s+(?:the\s+)?([^,;:+]{2,30}?)|([^,;:+]{2,30}?)\s+only|[仅只]([\p{Han}]{2,10}))\s*(?:[,;:]|$)`)

// enumByOnly returns the value glossed as one thing alone ("X only") when
// the goal asks for X alone: 只买X, 仅X, "only X", "just X". Other values'
// glosses may hold X too (X + Y); only the word of "only" tells them apart.
func enumByOnly(enum []any, description, text string) []string {
	var found []string
	for _, v := range enumStrings(enum) {
		gloss, ok := bracketAfter(description, v)
		if !ok {
			continue
		}
		m := onlyGlossRE.FindStringSubmatch(gloss)
		if m == nil {
			continue
		}
		thing := strings.TrimSpace(m[1] + m[2] + m[3])
		if thing != "" && onlyAsked(text, thing) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

var (
	// onlyBeforeRE ends in a word of "only" a few characters before the
	// thing asked for alone: 只做, 仅, "only the", "just".
	onlyBeforeRE = prefilter.MustCompile(`(?:(?:只|仅|光|单)\p{Han}{0,2}|\b(?:only|just|solely)\s+(?:\w+\s+){0,2})$`)
	// onlyAfterRE opens with a word of "only" just after it: "alone", 就行.
	onlyAfterRE = prefilter.MustCompile(`^\s*(?:only\b|alone\b|就行|就够)`)
)

// onlyAsked reports whether text asks for thing alone: a word of "only"
// a few characters before it (只做外观清洗, "only the basic cover"), or
// "only" just after it.
func onlyAsked(text, thing string) bool {
	thing = strings.ToLower(thing)
	if thing == "" {
		return false
	}
	lower := strings.ToLower(text)
	for i := range occurrences(lower, thing) {
		if onlyBeforeRE.MatchString(lower[:i]) || onlyAfterRE.MatchString(lower[i+len(thing):]) {
			return true
		}
	}
	return false
}
