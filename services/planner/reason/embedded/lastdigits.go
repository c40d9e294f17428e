package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lastDigitsRE is the goal giving the last few digits of a number: 后四位
// 0417, 尾号 8821, "last four digits 0417", "ending in 0417". Group 1 or 2
// is the digits.
var lastDigitsRE = prefilter.MustCompile(`(?:后|末|尾)(?:[一二三四五六两\d])位(?:数字|号码|数)?(?:是|为|[:：])?\s*(\d{2,6}[Xx]?)\b|尾号(?:是|为|[:：])?\s*(\d{2,6}[Xx]?)\b|(?i)\b(?:last|final)\s+(?:(?:two|three|four|five|six|\d)\s+)?(?:digits|characters|numbers)(?:\s+(?:of\s+)?(?:the\s+|her\s+|his\s+|their\s+)?[a-z]+(?:\s+[a-z]+)?)??(?:\s+(?:are|is))?[:\s]\s*(\d{2,6}[Xx]?)\b|(?i)\bending\s+(?:in\s+|with\s+)?(\d{2,6}[Xx]?)\b`)

// lastDigitsParamRE is a parameter that takes the last digits of a
// number, by its name or description: id_last4, card_tail, "Last four
// characters of the ID card number", 尾号.
var lastDigitsParamRE = prefilter.MustCompile(`(?i)last_?(?:\d|four|three|six|n)\b|last_?(?:\d|four|three|six)_|_tail\b|\btail_|\blast (?:\d|two|three|four|five|six) (?:digits|characters|numbers)\b|后[一二三四五六两\d]位|尾号`)

// fillLastDigits fills the one string parameter that takes the last
// digits of a number with the digits the goal gives as such: a 4-digit
// 0417 is no count, and its leading zero stays.
func fillLastDigits(slots []slot, g *goalValues, args map[string]any) {
	// Two of them: the goal must say which.
	taker := soleSlot(slots, func(s *slot) bool {
		_, done := args[s.name]
		return !done && s.p.typ() == "string" && len(s.p.Enum) == 0 &&
			(lastDigitsParamRE.MatchString(s.name) || lastDigitsParamRE.MatchString(s.p.Description))
	})
	if taker == nil {
		return
	}
	for _, m := range lastDigitsRE.FindAllStringSubmatchIndex(g.text, -1) {
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] < 0 {
				continue
			}
			a, b := m[k], m[k+1]
			v := g.text[a:b]
			if taker.pattern != nil && !taker.pattern.MatchString(v) && !taker.pattern.MatchString(strings.ToUpper(v)) {
				continue
			}
			if !g.free(a, b) {
				continue
			}
			args[taker.name] = v
			g.use(a, b)
			return
		}
	}
}
