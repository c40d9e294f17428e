package embedded

// firstOfTwo reports whether the i-th part is what the goal says to do
// first, before the next part that comes in turn (先看下 X，再查 Y; "first
// look up X, then …"): the goal orders two steps, so the part keeps the
// tool chosen for it rather than the whole goal's.
func firstOfTwo(in []intent, i int) bool {
	return i+1 < len(in) && in[i+1].then && firstRE.MatchString(in[i].texts[0])
}
