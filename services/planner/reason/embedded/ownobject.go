package embedded

import (
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// ownObjectRead is the one read, of all the catalog's, that takes the
// identifier the goal writes (takers) and acts on the write's own object
// (fetch_stay beside cancel_stay), or "" when there is none or more
// than one; a read named for exactly the write's object comes before one
// sharing a word of it (fetch_stay_bill). It serves a goal that forbids
// the write on that object ("don't cancel BK-1 yet, just tell me when
// they arrive"): what is asked instead is about the object the write
// would have acted on, though the question's words score its read
// nothing and the identifier opens other records too.
func ownObjectRead(write *toolspec.Spec, takers map[string]bool, unfit func(*toolspec.Spec) bool, byName map[string]*toolspec.Spec) string {
	object := nameWordsAll(write.Name)[1:]
	for _, exact := range []bool{true, false} {
		found, many := "", false
		for name := range takers {
			s := byName[name]
			if s == nil || s.SideEffect == toolspec.Write || unfit(s) || !sameObject(write, s) {
				continue
			}
			if exact && !slices.Equal(nameWordsAll(s.Name)[1:], object) {
				continue
			}
			many = many || found != ""
			found = name
		}
		if many {
			return ""
		}
		if found != "" {
			return found
		}
	}
	return ""
}
