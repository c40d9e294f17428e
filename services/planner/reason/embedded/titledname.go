package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// titledFullNameRE is a person's full name written after the title they
// are called by: "Mrs. Margaret Lin", "Prof. Sarah Chen".
var titledFullNameRE = prefilter.MustCompile(`^(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.? ([A-Z][a-z]+(?:[ -][A-Z][a-z]+)+)$`)

// titleWantedRE is a description that asks for the title with the name.
var titleWantedRE = prefilter.MustCompile(`(?i)\b(?:title|honorific|salutation)|Mr\.|Mrs\.|Dr\.|称呼|称谓`)

// dropNameTitles takes the title off a free-text value that is a full
// name written with it: the given name and the surname say who the
// person is, and a name parameter wants no title unless its description
// asks for one. A surname alone keeps its title ("Mr. X"): it is how the
// person is called.
func dropNameTitles(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		sl := &slots[i]
		s, ok := args[sl.name].(string)
		if !ok || !titledNameSlot(sl, g) {
			continue // a street or a hall named for a person keeps the title
		}
		n, p := sl.name, sl.p
		m := titledFullNameRE.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		if p.typ() != "string" || len(p.Enum) > 0 || p.Pattern != "" || p.Format != "" || titleWantedRE.MatchString(p.Description) || strings.Contains(strings.ToLower(n), "title") {
			continue
		}
		args[n] = m[1]
	}
}
