package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// newCueRE ends a text that a new value follows: 新车牌, 新的手机号是,
// "new plate", "the new number is".
var newCueRE = prefilter.MustCompile(`(?:新(?:的)?\p{Han}{1,4}?(?:是|为|改为|改成|[:：])?|(?i:\bnew(?:\s+[a-z][a-z-]*){0,2}(?:\s+is|\s*:|\s+to)?))\s*$`)

// fillNewValue fills the one open parameter named for a new value
// (new_value, new_plate) with the code or quoted value the goal writes
// right after a word of "new": 新车牌沪A12345, "new plate ABC123". The
// parameter's other words are often all stop words (new, value), which
// no cue reads.
func fillNewValue(slots []slot, g *goalValues, args map[string]any) {
	taker := soleSlot(slots, func(s *slot) bool {
		_, done := args[s.name]
		return !done && plainString(s) && len(s.raw) > 0 && s.raw[0] == "new"
	})
	if taker == nil {
		return
	}
	for j, sp := range g.spans {
		if g.used[j] || !g.inScope(sp) || sp.kind != spanToken && sp.kind != spanQuoted {
			continue
		}
		if newCueRE.MatchString(g.text[:sp.pos]) {
			args[taker.name] = sp.text
			g.take(j)
			return
		}
	}
}

// soleSlot returns the one slot ok accepts, or nil when none or more
// than one does: a value whose shape alone says what it is goes to a
// parameter only when no other could take it.
func soleSlot(slots []slot, ok func(*slot) bool) *slot {
	var taker *slot
	for i := range slots {
		if !ok(&slots[i]) {
			continue
		}
		if taker != nil {
			return nil
		}
		taker = &slots[i]
	}
	return taker
}
