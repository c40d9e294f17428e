package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// handoverToRE is a word between two codes of one shape saying the second
// is where the first one's thing goes: "X's plan to his wife, member Y",
// "把X的会籍转给Y". An English to-word comes with the word before it and
// the words after it, for receivingTo to weigh.
var handoverToRE = prefilter.MustCompile(`(?i)(\w*)\s+(?:to|into)\b([^,;.]*)`)

// hanHandoverToRE is a Chinese to-word: 转给Y, 转入Y.
var hanHandoverToRE = prefilter.MustCompile(`给|转到|转入`)

// notReceiverBefore are words that make the to after them no receiver:
// "due to the move", "according to the form", "next to".
var notReceiverBefore = map[string]bool{"due": true, "according": true, "prior": true, "next": true, "close": true,
	"thanks": true, "owing": true, "order": true, "addition": true, "up": true, "relation": true, "regard": true}

// receiverLeads are the words that open who or what receives after to:
// "to his son", "to the new owner".
var receiverLeads = map[string]bool{"the": true, "a": true, "an": true, "his": true, "her": true, "their": true,
	"my": true, "our": true, "your": true, "its": true, "this": true, "that": true, "another": true, "each": true}

// receivingTo reports whether between writes a to-word that sends the
// thing to the code after it: a Chinese 给 or 转入, or a to that is no
// infinitive (asked X to confirm) nor part of "due to": the code, or one
// word and the code, follow it, or a determiner opens what follows.
func receivingTo(between string) bool {
	if hanHandoverToRE.MatchString(between) {
		return true
	}
	for _, m := range handoverToRE.FindAllStringSubmatchIndex(between, -1) {
		if notReceiverBefore[strings.ToLower(between[m[2]:m[3]])] {
			continue
		}
		rest := strings.Fields(between[m[4]:m[5]])
		if len(rest) == 0 && strings.TrimSpace(between[m[1]:]) == "" || len(rest) == 1 && m[1] == len(between) || len(rest) > 0 && receiverLeads[strings.ToLower(rest[0])] {
			return true
		}
	}
	return false
}

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
			if receivingTo(between) && !handoverFromRE.MatchString(between) {
				args[to], args[other] = ov, tv
			}
			return
		}
	}
}
