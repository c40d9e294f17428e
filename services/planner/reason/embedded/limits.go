package embedded

// dropOutOfBounds removes a number the schema's minimum or maximum rules
// out: the 204 of "Room 204" is no score of at most 100, so it is not the
// value the goal states for it.
func dropOutOfBounds(sch object, args map[string]any) {
	for name, v := range args {
		p, ok := sch.Properties[name]
		if !ok {
			continue
		}
		var x float64
		switch n := v.(type) {
		case int64:
			x = float64(n)
		case float64:
			x = n
		default:
			continue
		}
		if !withinBounds(x, p) {
			delete(args, name)
		}
	}
}

// withinBounds reports whether x meets p's minimum and maximum.
func withinBounds(x float64, p property) bool {
	if p.Minimum != nil && (x < *p.Minimum || x == *p.Minimum && p.ExclusiveMinimum == true) {
		return false
	}
	if p.Maximum != nil && (x > *p.Maximum || x == *p.Maximum && p.ExclusiveMaximum == true) {
		return false
	}
	if b, ok := p.ExclusiveMinimum.(float64); ok && x <= b {
		return false
	}
	if b, ok := p.ExclusiveMaximum.(float64); ok && x >= b {
		return false
	}
	return true
}
