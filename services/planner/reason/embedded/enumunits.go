package embedded

// fillEnumUnits fills a number parameter that takes only some values, in
// a unit its description states, with a number the goal writes in a unit
// of the same measure when, converted, it is one of those values:
// 一年 for a term of 6 or 12 months is 12. The unit says which parameter
// the number is for, so no other cue is needed.
func fillEnumUnits(names []string, props map[string]property, args map[string]any, g *goalValues) {
	for _, n := range names {
		p := props[n]
		if _, done := args[n]; done || len(p.Enum) == 0 || p.typ() != "integer" && p.typ() != "number" {
			continue
		}
		s := newSlot(n, p, 0, false)
		for j, sp := range g.spans {
			if g.used[j] || sp.kind != spanNumber || !g.inScope(sp) {
				continue
			}
			c, ok := inSlotUnit(&s, sp)
			if !ok || !enumHasNumber(p.Enum, c) {
				continue
			}
			if p.typ() == "integer" {
				args[n] = int64(c)
			} else {
				args[n] = c
			}
			g.take(j)
			break
		}
	}
}

// inSlotUnit is a number written with a unit in the unit its parameter
// states, converted or not: 六个月 for a term in months is 6.
func inSlotUnit(s *slot, sp span) (float64, bool) {
	if c, ok := convertUnit(s, sp); ok {
		return c, true
	}
	from, ok := parseUnit(sp.rawUnit)
	if !ok || sp.rawUnit == "" {
		return 0, false
	}
	to, ok := slotUnit(s)
	return sp.num, ok && to == from
}

// enumHasNumber reports whether a number is one of an enum's values.
func enumHasNumber(enum []any, v float64) bool {
	for _, x := range enum {
		if f, ok := x.(float64); ok && f == v {
			return true
		}
	}
	return false
}
