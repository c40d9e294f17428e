package embedded

import (
	"encoding/json"
	"regexp"
	"strings"
)

// dictRE is a dictionary written out: {'math': 90, 'art': 75}.
var dictRE = regexp.MustCompile(`\{[^{}]+\}`)

// fillDictLiteral fills the one open parameter that takes an object with
// the one dictionary the goal writes out, in JSON or with single quotes:
// "scores {'math': 90, 'art': 75}".
func fillDictLiteral(slots []slot, g *goalValues, args map[string]any) {
	var open *slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "object" && s.p.typ() != "dict" {
			continue
		}
		if open != nil {
			return // two open: nothing says which takes it
		}
		open = s
	}
	if open == nil {
		return
	}
	ms := dictRE.FindAllStringIndex(g.text, -1)
	if len(ms) != 1 || !g.free(ms[0][0], ms[0][1]) {
		return
	}
	lit := g.text[ms[0][0]:ms[0][1]]
	var m map[string]any
	if json.Unmarshal([]byte(lit), &m) != nil && json.Unmarshal([]byte(strings.ReplaceAll(lit, "'", `"`)), &m) != nil || len(m) == 0 {
		return
	}
	args[open.name] = m
	g.use(ms[0][0], ms[0][1])
}
