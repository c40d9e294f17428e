package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lackingOnlyRE reads a flag's description that narrows a list to the
// items lacking a thing: "Only tours without a docent", "only shifts
// with no supervisor".
var lackingOnlyRE = prefilter.MustCompile(`(?i)^\s*only (?:the )?[a-z]+ (?:without|with no|lacking) (?:an? |the |any )?([a-z]+)\s*\.?\s*$`)

// lackedHanRE ends in what a Chinese goal says before a thing it lacks:
// 没, 没有, 未, 无, and a verb of giving it one (没排, 还没安排, 未分配).
var lackedHanRE = prefilter.MustCompile(`(?:没有?|未|无)(?:排|安排|分配|指派|配)?$`)

// boolByLackedHan sets a flag that narrows a list to the items lacking a
// thing when a Chinese goal writes the glossary's word for the thing
// right after a negation: 没排讲解员的导览 for "Only tours without a
// docent". The thing named with no negation says nothing, nor does 有没有,
// which asks whether there is one (有没排 still says none was given).
func boolByLackedHan(description string, g *goalValues) (any, bool) {
	m := lackingOnlyRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	at, _ := lexical.GlossIndex(g.text, m[1])
	if at < 0 {
		return nil, false
	}
	neg := lackedHanRE.FindStringIndex(g.text[:at])
	if neg == nil {
		return nil, false
	}
	if w := g.text[neg[0]:neg[1]]; (w == "没有" || w == "没") && strings.HasSuffix(g.text[:neg[0]], "有") {
		return nil, false // 有没有讲解员 asks whether there is one; 还有没排讲解员的 says none is
	}
	return true, true
}
