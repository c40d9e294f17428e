package embedded

import "strings"

// leadVerbValue returns the enum value the goal's opening verb names — the
// verb itself or the state it leaves (cancel for cancelled, close for
// closed) — or "". A request opening with that verb asks for that value
// whatever a later clause tells of what someone else did: "Cancel QX-2,
// the customer filled it elsewhere" asks for cancelled, not filled.
func leadVerbValue(enum []string, lower string) string {
	lower = strings.TrimLeft(lower, " ")
	end := 0
	for end < len(lower) && isLatinLetter(lower[end]) {
		end++
	}
	if end < 3 || end < len(lower) && lower[end] != ' ' {
		return ""
	}
	w := lower[:end]
	for _, v := range enum {
		if lv := strings.ToLower(v); lv == w || formOf(w, lv) {
			return v
		}
	}
	return ""
}

// setToValue reports whether lower writes the value v as what a thing is
// set to — "set T-204 to pending", "mark it as paid": the value stated
// outright outweighs the opening verb, which may be of another act
// ("Close the loop with the customer and set T-204 to pending").
func setToValue(lower, v string) bool {
	v = strings.ToLower(v)
	for _, lead := range [...]string{"to ", "as ", "into "} {
		if i := strings.Index(lower, lead+v); i >= 0 && (i == 0 || !latinAt(lower, i-1)) && !latinAt(lower, i+len(lead)+len(v)) {
			return true
		}
	}
	return false
}
