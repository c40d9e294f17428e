package embedded

import (
	"encoding/json"
	"strings"
)

// outerBraces returns the spans of text's outermost balanced {…}, and
// false when a brace is left unbalanced.
func outerBraces(text string) ([][2]int, bool) {
	var spans [][2]int
	depth, start := 0, 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '{':
			if depth == 0 {
				start = i
			}
			depth++
		case '}':
			if depth == 0 {
				return nil, false
			}
			if depth--; depth == 0 {
				spans = append(spans, [2]int{start, i + 1})
			}
		}
	}
	return spans, depth == 0
}

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
	ms, ok := outerBraces(g.text)
	if !ok || len(ms) != 1 || !g.free(ms[0][0], ms[0][1]) {
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
