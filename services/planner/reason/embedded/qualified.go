package embedded

import (
	"slices"
	"strings"
)

// qualifierOf returns the words a parameter's name puts before another
// parameter's whole name of the same type — emergency, contact of
// emergency_contact_phone beside phone — or nil when it has none.
func qualifierOf(s, other *slot) []string {
	n, m := len(s.raw), len(other.raw)
	if m == 0 || n <= m || s.p.typ() != other.p.typ() || !slices.Equal(s.raw[n-m:], other.raw) {
		return nil
	}
	return s.raw[:n-m]
}

// yielding returns the candidates that give way to another candidate of
// equal evidence for the same value: of phone and emergency_contact_phone,
// the plain phone takes a number unless the goal names the qualifier
// (emergency, 紧急) before it and after any other value both could take;
// then the qualified one does.
func yielding(slots []slot, g *goalValues, cands []candidate) map[candidate]bool {
	out := map[candidate]bool{}
	for i := range slots {
		for j := range slots {
			q := qualifierOf(&slots[i], &slots[j])
			if q == nil {
				continue
			}
			// The values both parameters could take, in goal order.
			var shared []int
			for _, c := range cands {
				if c.slot == i && slices.ContainsFunc(cands, func(d candidate) bool { return d.slot == j && d.span == c.span }) {
					shared = append(shared, c.span)
				}
			}
			slices.SortFunc(shared, func(a, b int) int { return g.spans[a].pos - g.spans[b].pos })
			from := 0
			for _, k := range shared {
				named := qualifierNamed(q, g.text[from:g.spans[k].pos])
				from = g.spans[k].end
				for _, c := range cands {
					if c.span == k && (c.slot == i && !named || c.slot == j && named) {
						out[c] = true
					}
				}
			}
		}
	}
	return out
}

// qualifierNamed reports whether text names one of a qualifier's words,
// in English or through glossWords: emergency, 紧急.
func qualifierNamed(q []string, text string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	words := glossedWords(text)
	return slices.ContainsFunc(q, func(w string) bool {
		return len(w) > 2 && !stopWords[w] && slices.ContainsFunc(words, func(x glossWord) bool { return x.stem == glossStem(w) })
	})
}
