package embedded

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// pairJoinRE joins the names a goal pairs: "Apple and Samsung", "Aries with
// Gemini", "Lakers vs Clippers", "from the Earth to the Moon".
var pairJoinRE = prefilter.MustCompile(`^\s*(?:,|and|or|with|vs\.?|versus|against|&|to(?: the)?|and the)\s*$`)

// fillNumbered fills string parameters numbered as one family (company1,
// company2; team1, team2) with names the goal joins one to the next, in
// order: "the latest case between Apple and Samsung".
func fillNumbered(slots []slot, g *goalValues, args map[string]any) {
	families := map[string][]*slot{}
	for i := range slots {
		s := &slots[i]
		stem := strings.TrimRight(s.name, "0123456789")
		if stem == s.name || !plainString(s) {
			continue
		}
		if _, done := args[s.name]; done {
			continue
		}
		families[stem] = append(families[stem], s)
	}
	stems := make([]string, 0, len(families))
	for stem := range families {
		stems = append(stems, stem)
	}
	slices.Sort(stems)
	for _, stem := range stems {
		fam := families[stem]
		if len(fam) < 2 {
			continue
		}
		slices.SortStableFunc(fam, func(a, b *slot) int { return strings.Compare(a.name, b.name) })
		if js := joinedNames(g, len(fam)); js != nil {
			for k, j := range js {
				args[fam[k].name] = g.spans[j].text
				g.take(j)
			}
			continue
		}
		if len(fam) == 2 {
			pairedWords(g, stem, fam, args)
		}
	}
}

// pairedWords fills a numbered pair from two lower-case words joined by
// "and" before the family's own noun: "mix yellow and blue colors" →
// color1 yellow, color2 blue.
func pairedWords(g *goalValues, stem string, fam []*slot, args map[string]any) {
	words := nameWords(stem)
	if len(words) == 0 {
		return
	}
	noun := regexp.QuoteMeta(words[len(words)-1])
	re := regexp.MustCompile(`\b([a-z][a-z\-]+) (?:and|or) ([a-z][a-z\-]+) ` + noun + `(?:s|es)?\b`)
	m := re.FindStringSubmatchIndex(g.lower)
	if m == nil || !g.free(m[2], m[5]) || stopWords[g.lower[m[2]:m[3]]] || stopWords[g.lower[m[4]:m[5]]] {
		return
	}
	args[fam[0].name] = g.text[m[2]:m[3]]
	args[fam[1].name] = g.text[m[4]:m[5]]
	g.use(m[2], m[5])
}

// joinedNames finds n unused names, none starting a sentence, each joined
// to the next by a pairing word; it returns their span indexes.
func joinedNames(g *goalValues, n int) []int {
	var names []int
	for j, sp := range g.spans {
		if sp.kind == spanName && !sp.sentStart && !sp.place && !g.used[j] {
			names = append(names, j)
		}
	}
	slices.SortStableFunc(names, func(a, b int) int { return g.spans[a].pos - g.spans[b].pos })
	for i := 0; i+n <= len(names); i++ {
		ok := true
		for k := i; k+1 < i+n; k++ {
			a, b := g.spans[names[k]], g.spans[names[k+1]]
			if b.pos < a.end || !pairJoinRE.MatchString(g.lower[a.end:b.pos]) {
				ok = false
				break
			}
		}
		if ok {
			return names[i : i+n]
		}
	}
	return nil
}
