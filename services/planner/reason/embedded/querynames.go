package embedded

import "github.com/hermes-agent/hermes/services/planner/reason/prefilter"

// nameQueryRE is a keyword's description that says it matches a name, or
// part of one: "Part of the hospital's name", "名称关键字".
var nameQueryRE = prefilter.MustCompile(`(?i)\bname\b|名称|名字`)

// namesOnly reports whether a search keyword matches names only. Such a
// keyword is a name the goal states, never the whole request: "which
// hospitals in Beijing bill directly" names no hospital.
func namesOnly(p property) bool {
	return nameQueryRE.MatchString(p.Description)
}
