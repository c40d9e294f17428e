package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// valueForm is an enum value as a goal writes it: in_progress is "in
// progress" or "in-progress", and CamelCase ConnectorLockFailure
// "connector lock failure".
func valueForm(v string) string {
	lower := lowerSameBytes(v)
	for i := 1; i < len(v); i++ {
		if c := v[i]; c >= 'A' && c <= 'Z' && v[i-1] >= 'a' && v[i-1] <= 'z' {
			var b strings.Builder
			for j := 0; j < len(v); j++ {
				if c := v[j]; j > 0 && c >= 'A' && c <= 'Z' && v[j-1] >= 'a' && v[j-1] <= 'z' {
					b.WriteByte(' ')
				}
				b.WriteByte(v[j])
			}
			lower = lowerSameBytes(b.String())
			break
		}
	}
	return valueFormSpacer.Replace(lower)
}

// valueFormSpacer writes the joins of an enum value's words as spaces.
var valueFormSpacer = strings.NewReplacer("_", " ", "-", " ")

// writtenValues maps each string enum value to where the lower-case text
// first writes it, as is or spaced; -1 when it does not.
func writtenValues(enum []any, lower string) map[string]int {
	out := map[string]int{}
	dashless := strings.ReplaceAll(lower, "-", " ")
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || len(v) < 2 {
			continue
		}
		at := aliasIndex(lower, lowerSameBytes(v))
		if at < 0 {
			form := valueForm(v)
			if at = aliasIndex(dashless, form); at < 0 {
				at = joinedAt(lower, lowerSameBytes(v))
			}
			if at < 0 && strings.Contains(form, " ") {
				at = aliasIndex(dashless, form+"s") // "lock failures" for LockFailure
			}
		}
		out[v] = at
	}
	return out
}

// writtenInside reports whether every place the text writes value v lies
// inside a longer value it also writes: the lab of "computer lab" is
// computer_lab's, not lab's.
func writtenInside(lower, v string, written map[string]int) bool {
	form := valueForm(v)
	dashless := strings.ReplaceAll(lower, "-", " ")
	var longer []string
	for w, at := range written {
		if at >= 0 && w != v && len(w) > len(v) && strings.Contains(" "+valueForm(w)+" ", " "+form+" ") {
			longer = append(longer, valueForm(w))
		}
	}
	if len(longer) == 0 {
		return false
	}
	for from := 0; from < len(dashless); {
		i := aliasIndex(dashless[from:], form)
		if i < 0 {
			return true
		}
		i += from
		covered := false
		for _, l := range longer {
			for k := strings.Index(l, form); k >= 0 && !covered; {
				if s := i - k; s >= 0 && strings.HasPrefix(dashless[s:], l) {
					covered = true
				}
				n := strings.Index(l[k+1:], form)
				if n < 0 {
					break
				}
				k += 1 + n
			}
		}
		if !covered {
			return false
		}
		from = i + len(form)
	}
	return true
}

// hyphenedRE is a word written in hyphened parts: make-up, e-mail.
var hyphenedRE = prefilter.MustCompile(`[a-z]+(?:-[a-z]+)+`)

// joinedAt finds a value written as one word in hyphened parts: "make-up"
// for makeup; -1 when the text has none.
func joinedAt(lower, v string) int {
	for _, m := range hyphenedRE.FindAllStringIndex(lower, -1) {
		if !latinAt(lower, m[0]-1) && !latinAt(lower, m[1]) && strings.ReplaceAll(lower[m[0]:m[1]], "-", "") == v {
			return m[0]
		}
	}
	return -1
}
