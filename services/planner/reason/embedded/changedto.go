package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// changedToRE ends an English request to set a named field to the quoted
// value that follows: "change the standfirst on ART-1 to '", "set the
// title to “". Its group is the field's words.
var changedToRE = prefilter.MustCompile(`(?i)\b(?:change|set|update|edit|rename|switch)\s+(?:the\s+|its\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:on|of|for|in)\s+\S+\s+)?to\s*['"“‘]?$`)

// fillChangedTo gives the open text parameter a request names as the
// field to set the quoted value written after "to": "Change the
// standfirst on ART-1 to 'Regulators move to cap exports'" sets the
// standfirst, however far its word stands from the value.
func fillChangedTo(slots []slot, g *goalValues, args map[string]any) {
	for j, sp := range g.spans {
		if g.used[j] || !g.inScope(sp) || sp.kind != spanQuoted {
			continue
		}
		m := changedToRE.FindStringSubmatch(g.text[:sp.pos])
		if m == nil {
			continue
		}
		field := strings.Fields(strings.ToLower(m[1]))
		var taker *slot
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || !plainString(s) || len(s.words) == 0 || !matchesWord(field, s.words[len(s.words)-1]) {
				continue
			}
			if taker != nil {
				taker = nil // two fields of that word: nothing says which
				break
			}
			taker = s
		}
		if taker != nil {
			args[taker.name] = sp.text
			g.take(j)
		}
	}
}
