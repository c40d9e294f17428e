package embedded

import (
	"slices"
	"strconv"
	"strings"
)

// fillPartyOf gives an integer parameter that counts people ("Guests.",
// "Expected number of guests.") a bare whole number written after "for"
// or "of" right behind a noun, with nothing counted after it: "a table
// for 6 at 8pm", "a party for 45 on …", "a dinner of 80?". The noun
// before names the gathering and the number its size; a number with a
// unit or a noun after it ("for 3 days", "of 40 chairs") counts that.
func fillPartyOf(slots []slot, g *goalValues, args map[string]any) {
	var s *slot
	for i := range slots {
		if _, done := args[slots[i].name]; !done && slots[i].p.typ() == "integer" && slices.Contains(slots[i].units, "people") {
			if s != nil {
				return // two counts of people: the words do not say which
			}
			s = &slots[i]
		}
	}
	if s == nil {
		return
	}
	for j, sp := range g.spans {
		if g.used[j] || sp.kind != spanNumber || !sp.integer || sp.dated || (sp.unit != "" || sp.rawUnit != "") && !cuePreps[sp.unit] || sp.num < 1 || !g.inScope(sp) {
			continue
		}
		if g.text[sp.pos:sp.end] != strconv.FormatInt(int64(sp.num), 10) || !partyBefore(g.lower[:sp.pos]) || !bareAfter(g.lower[sp.end:]) {
			continue
		}
		args[s.name] = int64(sp.num)
		g.take(j)
		return
	}
}

// partyBefore reports whether text ends in a noun and "for" or "of": the
// "party for " of "a party for 45".
func partyBefore(text string) bool {
	fields := strings.Fields(text)
	if len(fields) < 2 || !strings.HasSuffix(text, " ") {
		return false
	}
	prep, noun := fields[len(fields)-1], fields[len(fields)-2]
	if prep != "for" && prep != "of" {
		return false
	}
	for _, r := range noun {
		if r < 'a' || r > 'z' {
			return false // "worth 40,000 for 60", "EV-1 of 120": no noun
		}
	}
	return len(noun) > 2 && !cuePreps[noun] && !stopWords[noun] && !measureNouns[noun]
}

// measureNouns are English nouns a number after "of" or "for" is the
// measure of, not the size of a gathering: "a deposit of 200", "a
// minimum of 50", "version of 2".
var measureNouns = map[string]bool{"amount": true, "total": true, "sum": true, "cost": true, "price": true, "fee": true, "deposit": true,
	"budget": true, "minimum": true, "maximum": true, "max": true, "min": true, "average": true, "rate": true, "version": true, "value": true,
	"balance": true, "level": true, "limit": true, "capacity": true, "discount": true, "charge": true, "payment": true, "score": true,
	"weight": true, "height": true, "length": true, "width": true, "depth": true, "distance": true, "speed": true, "age": true, "tip": true}

// bareAfter reports whether nothing counted follows a number: the goal
// ends, a mark stops it or a preposition opens the next part.
func bareAfter(text string) bool {
	if text == "" || strings.IndexAny(text[:1], ",.;:?!)") == 0 {
		return true
	}
	if text[0] != ' ' {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(text, " "), " ")
	return cuePreps[strings.TrimRight(next, ",.;:?!")]
}
