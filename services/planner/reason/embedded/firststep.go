package embedded

// firstOfTwo reports whether the i-th part is what the goal says to do
// first, before the next part that comes in turn (先看下 X，再查 Y; "first
// look up X, then …"): the goal orders two steps, so the part keeps the
// tool chosen for it rather than the whole goal's.
func firstOfTwo(in []intent, i int) bool {
	return i+1 < len(in) && in[i+1].then && firstRE.MatchString(in[i].texts[0])
}

// twoRequests reports whether the i-th part and the next are two English
// requests joined, each opening with a verb of request and naming things
// of its own ("look up citizen C-1 and list what they paid"): the goal
// asks two things, so the first keeps the tool chosen for it rather than
// the whole goal's. Words joined by "and" that open with no such verb
// ("detailed and comprehensive information") are one request.
func twoRequests(in []intent, i int) bool {
	if i+1 >= len(in) {
		return false
	}
	a, b := in[i].texts[0], in[i+1].texts[0]
	return language(a) != "zh" && language(b) != "zh" && actionRE.MatchString(a) && actionRE.MatchString(b) && !bare(a) && !bare(b)
}
