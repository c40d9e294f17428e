package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// handoverToRE is a word between two codes of one shape saying the second
// is where the first one's thing goes: "X's plan to his wife, member Y",
// "把X的会籍转给Y".
var handoverToRE = prefilter.MustCompile(`(?i)(?:\bto\b|\binto\b|给|转到|转入)`)

// handoverFromRE is a word between them saying the second is where the
// thing comes from: "to X from Y".
var handoverFromRE = prefilter.MustCompile(`(?i)(?:\bfrom\b|\bout of\b|从|由)`)

// swapHandoverSides puts the code written after a to-word into the
// parameter that takes the receiving side, when two parameters take codes
// of one pattern and the words next to the codes gave them the other way
// round: in "move X's plan to his wife, member Y" the word member before Y
// names the plain member parameter, yet Y is who receives it.
func swapHandoverSides(sch object, args map[string]any, text string) {
	for to, tp := range sch.Properties {
		if tp.Pattern == "" || !nameHasSide(to, toSideWords) {
			continue
		}
		tv, ok := args[to].(string)
		if !ok {
			continue
		}
		for other, op := range sch.Properties {
			if other == to || op.Pattern != tp.Pattern || nameHasSide(other, toSideWords) || nameHasSide(other, fromSideWords) {
				continue
			}
			ov, ok := args[other].(string)
			if !ok || ov == tv || strings.Count(text, tv) != 1 || strings.Count(text, ov) != 1 {
				continue
			}
			ti, oi := strings.Index(text, tv), strings.Index(text, ov)
			if ti > oi {
				continue // the receiving side is written second already
			}
			between := text[ti+len(tv) : oi]
			if handoverToRE.MatchString(between) && !handoverFromRE.MatchString(between) {
				args[to], args[other] = ov, tv
			}
			return
		}
	}
}
