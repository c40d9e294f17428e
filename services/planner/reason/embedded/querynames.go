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

// hanItemsAsked reports whether a request written in Chinese asks which
// things there are (哪些, 列出): the filters it states answer it, and the
// whole request is no search keyword: 有哪些面向小学生的项目还在报名.
func hanItemsAsked(text string) bool {
	return hasHan(text) && itemsAskedRE.MatchString(text)
}
