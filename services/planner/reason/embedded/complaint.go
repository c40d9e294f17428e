package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// complaintRE is a question that only complains how hard something is to
// do ("Why is it so hard to find a reliable QR code maker?"): the speaker
// wants it done, and asks to be shown nothing.
var complaintRE = prefilter.MustCompile(`(?i)^\s*why\s+(?:is|was)\s+it\s+(?:always\s+)?so\s+(?:hard|difficult|complicated)\s+to\b`)

// endsInComplaint reports whether the last sentence of text is a
// complaint of how hard something is to do (see complaintRE) and no
// sentence before it asks a question ("Which makers do you have? Why is
// it so hard to find one?" still asks).
func endsInComplaint(text string) bool {
	end := strings.TrimRight(text, asciiSpace+"?？!！.。")
	i := strings.LastIndexAny(end, "?？!！.。") + 1
	return complaintRE.MatchString(end[i:]) && !asksQuestion(end[:i])
}
