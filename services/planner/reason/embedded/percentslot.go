package embedded

// fillPercentSlot fills the one open number parameter that counts in
// percent (spo2 "Oxygen saturation, %", discount_pct) with the one
// number the goal writes with a percent sign: "sats 93%" is no pulse.
func fillPercentSlot(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool {
		return (sl.p.typ() == "integer" || sl.p.typ() == "number") && percentRE.MatchString(sl.name+" "+sl.p.Description) && !decimalRE.MatchString(sl.p.Description)
	})
	if s == nil {
		return
	}
	at := -1
	for j, sp := range g.spans {
		if sp.kind != spanNumber || sp.unit != "%" || g.used[j] || !g.inScope(sp) {
			continue
		}
		if at >= 0 {
			return // two shares: nothing says which
		}
		at = j
	}
	if at < 0 {
		return
	}
	if v, ok := valueFor(s, g.spans[at]); ok {
		args[s.name] = v
		g.take(at)
	}
}
