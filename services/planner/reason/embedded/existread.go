package embedded

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// existenceRE matches a question whether something is held or to be had
// ("do we have any …", "do we carry …", "is there a …", "are there any
// …"): the asker wants the records searched for it.
var existenceRE = regexp.MustCompile(`(?i)^\s*(?:(?:do|does)\s+(?:we|you)\s+(?:have|carry|stock|hold)\b|(?:is|are)\s+there\s+(?:a|an|any)\b)`)

// searchVerbs are the verbs a tool that looks for things by what they
// are opens its name or description with.
var searchVerbs = map[string]bool{"search": true, "find": true, "check": true, "lookup": true, "look": true, "query": true, "browse": true}

// searches reports whether spec looks for things: its name or its
// description opens with a verb of searching ("search_…", "findItems",
// "Check …").
func searches(spec *toolspec.Spec) bool {
	return searchVerbs[leadingWord(spec.Name)] || searchVerbs[leadingWord(spec.Description)]
}

// leadingWord is the first word of s, lower-cased: its letters up to a
// non-letter or, in a camel-cased name, up to a capital.
func leadingWord(s string) string {
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	if end < 0 {
		end = len(s)
	}
	w := s[:end]
	if i := strings.IndexFunc(w, unicode.IsUpper); i > 0 {
		w = w[:i]
	}
	return strings.ToLower(w)
}

// existenceLead is how many times the runner-up's score the best tool must
// score for an existence question to take it below the threshold.
const existenceLead = 1.1

// existenceRead sets st's tool, when none was suitable, to the best tool
// of an existence question that is the goal's whole request: such a
// question names little besides the thing it looks for, so the search
// that leads the catalog covers less of it than a request's tool would.
// The best tool must be a read that searches (see searches), lead the runner-up by existenceLead and
// reach half the threshold.
func existenceRead(st *task.Subtask, query string, scores []task.Score, threshold float64, byName map[string]*toolspec.Spec) {
	if st.Tool != "" || len(scores) == 0 || !existenceRE.MatchString(query) {
		return
	}
	best := scores[0]
	if best.Score < threshold/2 || byName[best.Tool] == nil || isWrite(best.Tool, byName) || !searches(byName[best.Tool]) {
		return
	}
	if len(scores) > 1 && best.Score < existenceLead*scores[1].Score {
		return
	}
	st.Tool = best.Tool
}
