package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// likeQuestionRE asks what a thing is like for what it is asked for
// ("What's the weather going to be like for the run?", "what will the
// traffic be like on Friday for the parade"): the thing is the whole
// question, whatever it is asked for. One with no for-phrase ("what is
// the queue like at the branch") is about the place or time it names,
// which a tool may speak of in other words.
var likeQuestionRE = prefilter.MustCompile(`(?i)^\s*what(?:'s|’s|\s+is|\s+was|\s+will)\s+the\s+([a-z]+)\s+(?:going\s+to\s+)?(?:be\s+)?like\b[^?.!]*\bfor\b`)

// unaskedSubject reports whether st answers a question of what a thing
// is like that no tool of the catalog speaks of: the tool fits only the
// words of what the thing is asked for ("…for the charity run"), not the
// thing asked about.
func unaskedSubject(st *task.Subtask, byName map[string]*toolspec.Spec) bool {
	m := likeQuestionRE.FindStringSubmatch(st.Description)
	if m == nil {
		return false
	}
	return !catalogMentions(byName, strings.ToLower(m[1]))
}

// catalogMentions reports whether some tool's name, description or
// parameters hold a form of the lower-case word.
func catalogMentions(byName map[string]*toolspec.Spec, word string) bool {
	stem := strings.TrimSuffix(word, "e")
	if len(stem) < 3 {
		stem = word
	}
	for _, s := range byName {
		if strings.Contains(strings.ToLower(s.Name+" "+s.Description+" "+s.WhenToUse+" "+string(s.Parameters)), stem) {
			return true
		}
	}
	return false
}
