package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// dunListRE is a list written after a colon with its items joined by
// 、, up to the end of the clause: "tags：AI、芯片、出口管制".
var dunListRE = prefilter.MustCompile(`[:：]\s*([^\s、，,。；;：:！？!?“”"'「」《》()（）]{1,16}(?:、[^\s、，,。；;：:！？!?“”"'「」《》()（）]{1,16})+)\s*(?:$|[，,。；;！？!?])`)

// fillDunList gives the one list of strings of the tool every item of a
// list the goal writes after a colon with 、: "加 tags：AI、芯片、出口管制"
// is three tags, where the words alone read only AI. A value already
// taken that is not some of those items stays.
func fillDunList(slots []slot, g *goalValues, args map[string]any) {
	var open *slot
	for i := range slots {
		s := &slots[i]
		if s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "string" || len(s.p.Items.Enum) > 0 {
			continue
		}
		if open != nil {
			return // two lists: nothing says which
		}
		open = s
	}
	if open == nil {
		return
	}
	m := dunListRE.FindStringSubmatchIndex(g.text)
	if m == nil || m[2] < g.scopeStart || m[2] >= g.scopeEnd {
		return // a list that starts in the step's part is its whole, even where 、 split the goal
	}
	items := strings.Split(g.text[m[2]:m[3]], "、")
	if v, done := args[open.name]; done {
		had, ok := v.([]any)
		if !ok {
			return
		}
		for _, x := range had {
			if s, ok := x.(string); !ok || !slices.Contains(items, s) {
				return
			}
		}
	} else if !g.free(m[2], m[3]) {
		return
	}
	out := make([]any, len(items))
	for i, it := range items {
		out[i] = it
	}
	args[open.name] = out
	g.use(m[2], m[3])
}
