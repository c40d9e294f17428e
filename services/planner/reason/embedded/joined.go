package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// joinedWordRE is a word written with an apostrophe or hyphen inside:
// Xi'an, Jing’an.
var joinedWordRE = prefilter.MustCompile(`[A-Za-z]+(?:['’-][A-Za-z]+)+`)

// enumByJoinedWord returns the enum values the text writes with an
// apostrophe or hyphen inside that the enum writes as one word: Xi'an
// names xian.
func enumByJoinedWord(enum []any, text string) []string {
	var out []string
	for _, w := range joinedWordRE.FindAllString(text, -1) {
		joined := strings.NewReplacer("'", "", "’", "", "-", "").Replace(w)
		if v, ok := enumValue(enum, joined); ok && !containsString(out, v) {
			out = append(out, v)
		}
	}
	return out
}
