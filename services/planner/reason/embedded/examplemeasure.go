package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// writtenMeasureRE is a measure as written: a number and its unit, and the unit
// it is per: 250 mg, 1.5 mg/ml, 5mg/kg.
var writtenMeasureRE = prefilter.MustCompile(`(?i)\b(\d+(?:\.\d+)?)\s?([a-zµμ]{1,5})(?:/([a-zµμ]{1,5}))?\b`)

// measureShape is what a measure measures, and what it is per.
type measureShape struct{ unit, dim, per string }

// measureShapeAt reads the measure at m, a match of writtenMeasureRE in text.
func measureShapeAt(text string, m []int) (measureShape, bool) {
	u, ok := parseUnit(text[m[4]:m[5]])
	if !ok {
		return measureShape{}, false
	}
	sh := measureShape{unit: strings.ToLower(text[m[4]:m[5]]), dim: u.dim}
	if m[6] >= 0 {
		p, ok := parseUnit(text[m[6]:m[7]])
		if !ok {
			return measureShape{}, false
		}
		sh.per = p.dim
	}
	return sh, true
}

// exampleMeasures returns the shapes of the measures a description gives
// as its examples, after its example mark: "e.g. 1.5 mg/ml, 250 mg."
func exampleMeasures(description string) []measureShape {
	mark := exampleMarkRE.FindStringIndex(description)
	if mark == nil {
		return nil
	}
	var out []measureShape
	d := description[mark[1]:]
	for _, m := range writtenMeasureRE.FindAllStringSubmatchIndex(d, -1) {
		if sh, ok := measureShapeAt(d, m); ok {
			out = append(out, sh)
		}
	}
	return out
}

// fillExampleMeasures fills a plain string parameter whose examples are
// measures (a strength "e.g. 1.5 mg/ml, 250 mg") with the one measure of
// the same kind the subtask's part of the goal writes, as written: the
// one in an example's own unit first, else the one of its dimension.
func fillExampleMeasures(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		shapes := exampleMeasures(s.p.Description)
		if len(shapes) == 0 {
			continue
		}
		var same, kin [][2]int
		text := g.text[:g.scopeEnd]
		for _, m := range writtenMeasureRE.FindAllStringSubmatchIndex(text, -1) {
			sh, ok := measureShapeAt(text, m)
			if !ok || m[0] < g.scopeStart || !g.free(m[0], m[1]) || g.dated(m[0], m[1]) {
				continue
			}
			switch {
			case slices.Contains(shapes, sh):
				same = append(same, [2]int{m[0], m[1]})
			case slices.ContainsFunc(shapes, func(x measureShape) bool { return x.dim == sh.dim && x.per == sh.per }):
				kin = append(kin, [2]int{m[0], m[1]})
			}
		}
		if len(same) == 0 {
			same = kin
		}
		if len(same) == 1 {
			args[s.name] = g.text[same[0][0]:same[0][1]]
			g.use(same[0][0], same[0][1])
		}
	}
}
