package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// relativeVerbRE is a relative clause whose verb agrees with a singular
// head ("a webhook that tracks …", "an agent who knows …"), an adverb
// allowed before the verb.
var relativeVerbRE = prefilter.MustCompile(`(?i)\b(?:that|which|who)\s+(?:[a-z]+ly\s+)?[a-z]{2,}[^s\W]s\b`)

// leadingVerbSRE opens a part with a word in a verb's third-person -s
// form ("sends an email …", "contains nuts"), past words that end in s
// and are no verb.
var leadingVerbSRE = prefilter.MustCompile(`^\s*(?:and\s+)?([a-z]{2,}[^s\W]s)\b`)

// notVerbsS are words that end as a verb's -s form does and open a part
// without being one.
var notVerbsS = map[string]bool{"this": true, "thus": true, "plus": true, "unless": true, "always": true, "perhaps": true, "towards": true, "besides": true, "afterwards": true, "sometimes": true, "various": true, "previous": true, "serious": true, "famous": true, "numerous": true, "obvious": true, "ours": true, "yours": true, "theirs": true}

// dropRelativeVerbs drops the tool of a part that goes on with the
// relative clause of the part before it ("… a webhook that tracks the
// stock, and sends an email when it runs low") when no tool fits the goal
// as a whole: the part says what the thing asked for does, not what the
// goal asks, and a tool its words fit would stand for a goal that does
// not ask for it.
func dropRelativeVerbs(in []intent) {
	for i := 1; i < len(in); i++ {
		x := &in[i]
		if x.st.Tool == "" || x.listed || x.afterPrev || !continuesRelative(in[i-1].texts[len(in[i-1].texts)-1], x.texts[0]) {
			continue
		}
		x.st.Tool = ""
	}
}

// continuesRelative reports whether text opens with a verb in the -s form
// that goes on with a relative clause prev holds.
func continuesRelative(prev, text string) bool {
	m := leadingVerbSRE.FindStringSubmatch(text)
	return m != nil && !notVerbsS[strings.ToLower(m[1])] && m[1] == strings.ToLower(m[1]) && relativeVerbRE.MatchString(prev)
}
