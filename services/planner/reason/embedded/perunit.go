package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// perUnitRE is the unit a number is a rate of, written after it: the kWh
// of "1.12 per kWh", the session of "280 per session" or "280/session".
var perUnitRE = prefilter.MustCompile(`^\s*(?:per|/|a|an)\s*([A-Za-z][A-Za-z0-9]*)\b`)

// perUnitFor reports whether a number is a rate per the unit a
// parameter's name says it counts per: "1.12 per kWh" for
// energy_price_per_kwh, "280 per session" for price_per_session.
func perUnitFor(s *slot, g *goalValues, sp span) bool {
	m := perUnitRE.FindStringSubmatch(g.text[sp.end:])
	if m == nil || !numericSlot(s) {
		return false
	}
	i := slices.Index(s.raw, "per")
	return i >= 0 && i+1 < len(s.raw) && matchesWord(s.raw[i+1:i+2], strings.ToLower(m[1]))
}

// nounCountRE is a whole number joined by a hyphen to the noun it counts:
// 20-session, 3-night.
var nounCountRE = prefilter.MustCompile(`^(\d+)-([a-z]{3,})$`)

// countsOwnNoun reports whether a whole number counts the noun its
// integer parameter is named for: "a 20-session package" or "20 sessions"
// for sessions. A name of one word only: that noun is all it counts.
func countsOwnNoun(s *slot, g *goalValues, sp span) bool {
	if s.p.typ() != "integer" || !sp.integer || len(s.raw) != 1 {
		return false
	}
	noun := sp.unit
	if noun == "" {
		noun = leadingLetters(g.lower[sp.end:min(len(g.lower), sp.end+30)])
	}
	return len(noun) >= 3 && matchesWord(s.raw, noun)
}

// leadingLetters is the run of ASCII letters that opens text after its spaces.
func leadingLetters(text string) string {
	text = strings.TrimLeft(text, " ")
	i := 0
	for i < len(text) && (text[i] >= 'a' && text[i] <= 'z' || text[i] >= 'A' && text[i] <= 'Z') {
		i++
	}
	return text[:i]
}
