package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// leadRoles are the words a parameter's name uses for the person who
// heads a lab or group or oversees someone's work: pi_name,
// supervisor, advisor_name.
var leadRoles = []string{"pi", "supervisor", "advisor", "adviser", "mentor", "professor", "investigator"}

// labOfRE is a person's name and the lab or group they head: "Dr.
// Okafor's lab", "the Okafor lab", "Sarah Chen lab". Its group is the
// name, with its title.
var labOfRE = prefilter.MustCompile(`((?:\b(?:Dr|Prof)\.? )?\b[A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:'s|’s)? (?:lab|laboratory|group)\b`)

// scholarNameRE is a name with an academic title: "Prof. Sarah Chen",
// "Dr. Okafor".
var scholarNameRE = prefilter.MustCompile(`\b(?:Prof|Dr)\.? [A-Z][a-z]+(?: [A-Z][a-z]+)?\b`)

// fillLabHead fills the one open parameter for a lab's head (pi_name)
// with the name whose lab the goal speaks of ("Dr. Okafor's lab"), else
// with the name the goal gives an academic title ("working with Prof.
// Sarah Chen"): that title marks the lead, where a bare name is the
// person the record is for. A bare capital before lab ("the Okafor lab")
// comes last: it may be the lab's subject ("the Physics lab").
func fillLabHead(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && slicesContainsAny(sl.raw, leadRoles) })
	if s == nil {
		return
	}
	var bare [][2]int
	for _, m := range labOfRE.FindAllStringSubmatchIndex(g.text, -1) {
		titled := strings.HasPrefix(g.text[m[2]:], "Dr") || strings.HasPrefix(g.text[m[2]:], "Prof")
		if m[2] == 0 && !titled {
			continue // a capital that opens the goal may be any word
		}
		if !titled && !strings.HasPrefix(g.text[m[3]:], "'s") && !strings.HasPrefix(g.text[m[3]:], "’s") {
			bare = append(bare, [2]int{m[2], m[3]})
			continue
		}
		if fillLabHeadAt(s, g, args, m[2], m[3]) {
			return
		}
	}
	for _, m := range scholarNameRE.FindAllStringIndex(g.text, -1) {
		if fillLabHeadAt(s, g, args, m[0], m[1]) {
			return
		}
	}
	for _, m := range bare {
		if fillLabHeadAt(s, g, args, m[0], m[1]) {
			return
		}
	}
}

// fillLabHeadAt fills s with the goal's text from a to b when it is free.
func fillLabHeadAt(s *slot, g *goalValues, args map[string]any, a, b int) bool {
	if !g.free(a, b) {
		return false
	}
	args[s.name] = g.text[a:b]
	g.use(a, b)
	return true
}
