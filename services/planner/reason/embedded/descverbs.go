package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// descVerbListRE is a description that opens with the verb, or the list
// of verbs, of the actions one write offers ("Book a move job from …",
// "Cancel or suspend a permit", "Pause, resume, cancel or change the
// amount of …"): the words before the first one that no comma or
// "or"/"and" follows.
var descVerbListRE = prefilter.MustCompile(`^\s*([A-Za-z]+(?:\s*,\s*[A-Za-z]+)*(?:\s*,?\s+(?:or|and)\s+[A-Za-z]+)?)\b`)

// descriptionVerbs are the verbs, in lower case, a write's description
// opens with (book; pause, resume, cancel, change): the name's verb
// (create_…, change_…) need not be the one a need writes for its action.
func descriptionVerbs(desc string) []string {
	m := descVerbListRE.FindStringSubmatch(desc)
	if m == nil {
		return nil
	}
	var out []string
	for _, w := range words(m[1]) {
		if w != "or" && w != "and" {
			out = append(out, w)
		}
	}
	return out
}

// namesListedVerb reports whether a Chinese text writes a word the
// glossary gives for one of the verbs a write's description opens with
// (暂停 for "Pause, resume, cancel or change …" or "Cancel or suspend
// …"), or the verb itself in English (book for "Book a move job …"):
// the write's name keeps one verb (change_…, create_…) for actions its
// description spells out.
func namesListedVerb(text, desc string) bool {
	verbs := descriptionVerbs(desc)
	if len(verbs) == 0 {
		return false
	}
	written := map[string]bool{}
	for _, w := range wordSpans(text) {
		written[strings.ToLower(w.text)] = true
	}
	for _, v := range verbs {
		if written[v] || lexical.GlossNames(text, v) {
			return true
		}
	}
	return false
}
