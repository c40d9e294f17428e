package embedded

import (
	"slices"
	"strings"
)

// bareNamed reports whether the naming verb w ("called", "named") says
// the value after it is what s, the bare name parameter of a tool that
// names other things too (name beside pet_name), is for: the words before
// the verb name none of the others ("a lady called Zhou Min" is the
// name; "a cat called Mochi" may be the pet's, when "cat" is not written
// there). before are the lower-case words before the verb.
func bareNamed(s *slot, w string, before []string) bool {
	head, ok := namingVerbs[w]
	if !ok || len(s.raw) != 1 || s.raw[0] != head || s.p.typ() != "string" || s.pattern != nil || len(s.p.Enum) > 0 || s.p.Format != "" {
		return false
	}
	for k := 0; k < len(before) && k < 5; k++ {
		b := strings.Trim(before[len(before)-1-k], ".(),")
		if b != head && !stopWords[b] && slices.Contains(s.rivals, b) {
			return false
		}
	}
	return true
}
