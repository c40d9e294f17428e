package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// glossedAfter reports whether a Chinese noun the glossary gives one of
// the parameter's words for is written right after a name, a space apart
// at most: Chinese puts the kind of place or thing after its name as
// English does (Annex 区 as "the Annex district", San Jose 仓库 as "the
// San Jose warehouse"), where the cue words of cueAfter only read English.
func glossedAfter(s *slot, after string) bool {
	after = strings.TrimPrefix(after, " ")
	if r, _ := utf8.DecodeRuneInString(after); !unicode.Is(unicode.Han, r) {
		return false
	}
	for _, w := range s.words {
		if len(w) > 2 && unitFamily(w) == "" && lexical.GlossLeads(after, w) {
			return true
		}
	}
	return false
}
