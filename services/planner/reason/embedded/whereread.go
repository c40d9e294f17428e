package embedded

import (
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// whereWhoRE is a question that asks for a place, a person or
// a time: "Where's the van for PCL-1?", "Who is driving it?", "When
// will it land?", 骑手在哪, 谁在送, 什么时候到.
var whereWhoRE = prefilter.MustCompile(`(?i)^\s*(?:where|who|when)(?:'s|'re|\b)|在哪|哪里|哪儿|是谁|谁在|什么时候|几点`)

// asksWhereWho reports whether text asks where, who or when about the
// object a write acts on, without naming the write's verb: the place,
// person or time is a fact another read may hold better than the
// object's own record ("When was PCL-1 dispatched?" asks about the
// dispatch, which the object's record tells).
func asksWhereWho(text string, write *toolspec.Spec) bool {
	return whereWhoRE.MatchString(text) && !namesVerb(text, write.Name)
}

// namesVerb reports whether text writes the verb the tool named name is
// named after, in English or, by the glossary, in Chinese (付 for
// pay_invoice).
func namesVerb(text, name string) bool {
	words := nameWordsAll(name)
	return len(words) > 0 && (namesAction(text, name) || lexical.GlossNames(text, words[0]))
}
