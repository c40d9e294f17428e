package embedded

import "strings"

// describedSpan is where a goal writes a word a description gives an
// enum value.
type describedSpan struct {
	a, b  int
	value string
	word  string
}

// passiveDropped returns the hits of the spans but for a word opening
// with the passive 被 that another value's word overlaps after it: of
// 被盗刷, with 被盗 given one value and 盗刷 another, 被 marks the verb
// that follows, and 盗刷 is what was done.
func passiveDropped(spans []describedSpan) []valueHit {
	var out []valueHit
	for _, s := range spans {
		dropped := false
		if rest, ok := strings.CutPrefix(s.word, "被"); ok && rest != "" {
			for _, o := range spans {
				dropped = dropped || o.value != s.value && o.a > s.a && o.a < s.b && o.b > s.b
			}
		}
		if !dropped {
			out = append(out, valueHit{s.a, s.value})
		}
	}
	return out
}
