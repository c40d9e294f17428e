package embedded

import (
	"maps"
	"slices"
	"strings"
)

// fillApposedNames gives a name parameter the capitalised name the goal
// writes right after the noun of what the tool handles or of the
// parameter itself: "find employee Li Wei" for the name of a tool that
// finds employees, "customer Ann Lee" for customer_name. The noun
// introduces the name as the one of its kind.
func fillApposedNames(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || len(s.raw) == 0 || s.raw[len(s.raw)-1] != "name" {
			continue
		}
		own := append(slices.Collect(maps.Keys(g.toolName)), s.raw[:len(s.raw)-1]...)
		for j, sp := range g.spans {
			if g.used[j] || sp.kind != spanName || sp.place || sp.dated || !g.inScope(sp) {
				continue
			}
			prev := strings.ToLower(prevWord(g.text, sp.pos))
			if prev == "" || stopWords[prev] || !matchesWord(own, prev) {
				continue
			}
			args[s.name] = sp.text
			g.take(j)
			break
		}
	}
}
