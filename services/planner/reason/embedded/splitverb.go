package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// splitVerbRE is a Chinese verb-object word split by a count or 一下 (报个修,
// 请个假, 理一下发): the verb's character, then the object's and the one
// after it, if any.
var splitVerbRE = prefilter.MustCompile(`(\p{Han})(?:一下|了个|一个|个)(\p{Han})(\p{Han})?`)

// splitVerbWords is the glossary's verb-object words that text writes
// split (报修 for 报个修), each after a space, "" for none: the scorer
// reads the split word's characters apart, and so misses the act. An
// object that is a word of its own with the character after it (转个眼科:
// 眼科) is no split word.
func splitVerbWords(text string) string {
	if !strings.Contains(text, "个") && !strings.Contains(text, "一下") {
		return ""
	}
	var out strings.Builder
	for _, m := range splitVerbRE.FindAllStringSubmatch(text, -1) {
		if m[3] != "" && lexical.ClosingWord(m[2]+m[3]) == m[2]+m[3] {
			continue
		}
		if w := m[1] + m[2]; lexical.ClosingWord(w) == w {
			out.WriteString(" " + w)
		}
	}
	return out.String()
}
