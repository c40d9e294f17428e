package embedded

// arrayGlossed gives a list parameter the values the goal names through
// the bilingual table besides those an earlier reading found: in 在APP和
// 站牌电子屏上发 the APP is read as written and the screens only through
// the table, and the list takes both. A scalar keeps the first reading
// alone; a list parameter whose values no reading found gets none here.
func arrayGlossed(vals []string, enum []any, name, description string, g *goalValues) []valueHit {
	if len(vals) == 0 {
		return nil
	}
	return glossHits(enum, name, description, g.text)
}
