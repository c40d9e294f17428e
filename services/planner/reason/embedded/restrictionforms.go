package embedded

// restrictionWordIn reports whether goal, the stems of a goal's words,
// holds a content word of a flag's restriction in some form: the word's
// own stem, the word without the a- a verb may take (awaiting is waiting)
// or a compound's two halves written apart (pickup is "picked up").
func restrictionWordIn(goal map[string]bool, w string) bool {
	if goal[glossStem(w)] {
		return true
	}
	if len(w) >= 6 && w[0] == 'a' && len(glossStem(w[1:])) >= 4 && goal[glossStem(w[1:])] {
		return true
	}
	for i := 3; i <= len(w)-2; i++ {
		if goal[glossStem(w[:i])] && goal[w[i:]] && compoundTails[w[i:]] {
			return true
		}
	}
	return false
}

// compoundTails end a compound noun a goal writes as a verb and its
// particle: pickup, checkout, dropoff, signup.
var compoundTails = map[string]bool{"up": true, "out": true, "off": true, "in": true, "over": true, "down": true}
