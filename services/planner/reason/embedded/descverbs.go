package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// descVerbListRE is a description that opens with a list of verbs, the
// actions one write offers ("Pause, resume, cancel or change the amount
// of …"): the words before the first one that no comma or "or"/"and"
// follows.
var descVerbListRE = prefilter.MustCompile(`^\s*([A-Za-z]+(?:\s*,\s*[A-Za-z]+)+(?:\s*,?\s+(?:or|and)\s+[A-Za-z]+)?)\b`)

// descriptionVerbs are the verbs, in lower case, a write's description
// opens with as a list (pause, resume, cancel, change); none when it
// opens with one word alone, which the name's verb already gives.
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
// glossary gives for one of the verbs a write's description lists (暂停
// for "Pause, resume, cancel or change …"): the write's name keeps one
// verb (change_…) for actions its description spells out.
func namesListedVerb(text, desc string) bool {
	if !strings.Contains(desc, ",") {
		return false
	}
	for _, v := range descriptionVerbs(desc) {
		if lexical.GlossNames(text, v) {
			return true
		}
	}
	return false
}
