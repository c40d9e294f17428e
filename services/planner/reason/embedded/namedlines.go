package embedded

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lineNameProps finds, in the item schema of a list of objects, the one
// required string property no pattern or enum closes (the item a line
// names), the one required number property (its count) and, if there is
// one, a free string property named for the unit of that count.
func lineNameProps(s slot) (item, count, unit string) {
	if s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "object" {
		return "", "", ""
	}
	free := func(q property) bool {
		return q.typ() == "string" && q.Pattern == "" && len(q.Enum) == 0 && q.Format == ""
	}
	item, count = labelAndCount(s.p.Items.Properties, slices.Values(s.p.Items.Required), free, true)
	if item == "" {
		return "", "", ""
	}
	if q, ok := s.p.Items.Properties["unit"]; ok && q.typ() == "string" && len(q.Enum) == 0 {
		unit = "unit"
	}
	return item, count, unit
}

// namedLineRE is a line written as a Latin name or code right before its
// count and the count's unit: "Citra 40公斤", "WLP001 10 pack".
var namedLineRE = prefilter.MustCompile(`(?:^|[^A-Za-z0-9\-])([A-Za-z][A-Za-z0-9\-]*(?: [A-Z][A-Za-z0-9\-]*)*) ?(\d+(?:\.\d+)?) ?(公斤|千克|毫升|克|升|(?i:kg|g|ml|l|packs?|boxes|box|cases?|bags?|bottles?)\b|[箱袋包盒瓶桶])`)

// lineUnitNames are the plain names of the Han units a line is counted in.
var lineUnitNames = map[string]string{"公斤": "kg", "千克": "kg", "克": "g", "毫升": "ml", "升": "l"}

// fillNamedLines fills a list whose items are objects of a free name and
// a count with one item for each name the goal writes right before a
// count and its unit: "Citra 40公斤，Mosaic 20公斤" is two lines, each of
// a name, a quantity and, where the item takes one, its unit.
func fillNamedLines(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done {
			continue
		}
		item, count, unit := lineNameProps(*s)
		if item == "" {
			continue
		}
		cp := s.p.Items.Properties[count]
		var lines []any
		var spans [][2]int
		for _, m := range namedLineRE.FindAllStringSubmatchIndex(g.text, -1) {
			if !g.free(m[2], m[7]) {
				continue
			}
			n, err := strconv.ParseFloat(g.text[m[4]:m[5]], 64)
			if err != nil || !within(cp, n) || cp.typ() == "integer" && n != float64(int64(n)) {
				lines = nil
				break
			}
			line := map[string]any{item: g.text[m[2]:m[3]], count: lineNumber(cp, n)}
			if unit != "" {
				u := g.text[m[6]:m[7]]
				if name, ok := lineUnitNames[u]; ok {
					line[unit] = name
				} else if u[0] < 0x80 {
					line[unit] = strings.ToLower(u)
				}
			}
			lines = append(lines, line)
			spans = append(spans, [2]int{m[2], m[7]})
		}
		if len(lines) == 0 {
			continue
		}
		args[s.name] = lines
		for _, r := range spans {
			g.use(r[0], r[1])
		}
	}
}
