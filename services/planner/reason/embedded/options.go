package embedded

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// optionRE is a value a description quotes: "Can be 'list' or
// 'dictionary'", "could be 'IMAX', '2D', '3D'".
var optionRE = prefilter.MustCompile(`'([^'\n]{1,30})'|"([^"\n]{1,30})"|‘([^’\n]{1,30})’|“([^”\n]{1,30})”`)

// optionDefaultRE ends the words that introduce a default: the value
// quoted after "Default is" is what an unstated value means, not one the
// description offers.
var optionDefaultRE = prefilter.MustCompile(`(?i)\bdefaults?(?:\s+value)?(?:\s+(?:is|to|will be|as))?(?:\s+set\s+to)?\s*[:=]?\s*$`)

// describedOptions returns the values a free-text parameter's description
// quotes as the ones it takes, when it quotes two or more besides its
// default: such a parameter is an enum written in prose.
func describedOptions(desc string) []string {
	var out []string
	for _, m := range optionRE.FindAllStringSubmatchIndex(desc, -1) {
		a, b := -1, -1
		for k := 2; k < len(m); k += 2 {
			if m[k] >= 0 {
				a, b = m[k], m[k+1]
				break
			}
		}
		v := strings.TrimSpace(desc[a:b])
		if v == "" || optionDefaultRE.MatchString(desc[:m[0]]) || containsString(out, v) {
			continue
		}
		out = append(out, v)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// optionAt finds where the goal names an option: as written, or in
// another form of the word (detail for detailed, mile for miles). Part of
// a code the goal writes is no option: the C of C#.
func optionAt(g *goalValues, opt string) (int, int) {
	lo := strings.ToLower(opt)
	if len(opt) == 1 {
		// One letter is an option only as written: the "a" of "a DNA
		// sequence" is an article, not the nucleotide A.
		if i := aliasIndex(g.text, opt); i >= 0 && !cutsToken(g, i, i+1) {
			return i, i + 1
		}
		return -1, -1
	}
	if i := aliasIndex(g.lower, lo); i >= 0 && !cutsToken(g, i, i+len(lo)) {
		return i, i + len(lo)
	}
	if strings.Contains(lo, " ") {
		// "scenic views" for 'Scenic View', "historical record" for
		// 'historical records': the last word in its other number.
		for _, alt := range []string{lo + "s", strings.TrimSuffix(lo, "s")} {
			if i := aliasIndex(g.lower, alt); alt != lo && i >= 0 && !cutsToken(g, i, i+len(alt)) {
				return i, i + len(alt)
			}
		}
		return -1, -1
	}
	if a, b := measureOption(g, lo); a >= 0 {
		return a, b
	}
	if len(lo) < 3 {
		return -1, -1
	}
	for _, m := range asciiWordRE.FindAllStringIndex(g.lower, -1) {
		w := g.lower[m[0]:m[1]]
		if formOf(lo, w) || formOf(w, lo) || w+"s" == lo || lo+"s" == w || w+"es" == lo || lo+"es" == w {
			return m[0], m[1]
		}
	}
	return -1, -1
}

// cutsToken reports whether goal[a:b] is part of a longer token.
func cutsToken(g *goalValues, a, b int) bool {
	for _, sp := range g.spans {
		if sp.kind == spanToken && sp.pos <= a && sp.end >= b && sp.end-sp.pos > b-a {
			return true
		}
	}
	return false
}

// insideName reports whether goal[a:b] is a word inside a longer name
// the goal writes that a parameter's word heads: part of what the name
// names ("Natural History Museum" for museum), no value of its own.
func insideName(g *goalValues, a, b int) bool {
	for _, sp := range g.spans {
		if sp.kind != spanName || sp.pos > a || sp.end < b || sp.end-sp.pos <= b-a {
			continue
		}
		f := strings.Fields(strings.ToLower(sp.text))
		if len(f) > 1 && (matchesWord(g.paramWords, f[0]) || matchesWord(g.paramWords, f[len(f)-1])) {
			return true
		}
	}
	return false
}

// fillOptions fills a free-text parameter whose description quotes the
// values it takes with the one the goal names ("using simpson method" for
// "Choices are 'trapezoid' or 'simpson'"), an array with all it names in
// the goal's order. The option is written as the description spells it.
func fillOptions(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		array := s.p.typ() == "array" && (s.p.Items == nil || s.p.Items.Type == "string")
		if _, done := args[s.name]; done || !plainString(s) && !array {
			continue
		}
		type hit struct {
			a, b int
			v    string
		}
		var hits []hit
		for _, opt := range describedOptions(s.p.Description) {
			if a, b := optionAt(g, opt); a >= 0 && g.free(a, b) {
				hits = append(hits, hit{a, b, opt})
			}
		}
		if len(hits) == 0 {
			continue
		}
		for x := 1; x < len(hits); x++ {
			for y := x; y > 0 && hits[y].a < hits[y-1].a; y-- {
				hits[y], hits[y-1] = hits[y-1], hits[y]
			}
		}
		if side := sideOf(s); !array && side != "" && len(hits) > 1 {
			// from_unit and to_unit: the unit of the amount, or the one
			// after "from", is converted from; the other is converted to.
			k := 0
			for x, h := range hits {
				before := strings.TrimSpace(g.lower[:h.a])
				if before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9' || strings.HasSuffix(before, " from") {
					k = x
					break
				}
			}
			if side == "target" {
				k = (k + 1) % len(hits)
			}
			hits[0], hits[k] = hits[k], hits[0]
		}
		if !array {
			args[s.name] = hits[0].v
			g.use(hits[0].a, hits[0].b)
			continue
		}
		vals := make([]any, 0, len(hits))
		for _, h := range hits {
			vals = append(vals, h.v)
			g.use(h.a, h.b)
		}
		args[s.name] = vals
	}
}

// listedForms adds to the enum values a list parameter found those the
// goal writes in another form — "strength and weakness" for strengths and
// weaknesses, "price and ratings" for price and rating — and puts them
// all in the goal's order, with the values the table names (glossed) at
// the places the goal names them.
func listedForms(enum []any, vals []string, glossed []valueHit, g *goalValues) []string {
	pos := map[string]int{}
	for _, v := range vals {
		pos[v], _ = optionAt(g, v)
		if pos[v] < 0 {
			pos[v], _ = optionAt(g, strings.ReplaceAll(v, "_", " ")) // ticket_price as "ticket price"
		}
	}
	out := slices.Clone(vals)
	for _, h := range glossed {
		if !slices.Contains(out, h.v) {
			out = append(out, h.v)
			pos[h.v] = h.pos
		}
	}
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || slices.Contains(out, v) {
			continue
		}
		if a, _ := optionAt(g, v); a >= 0 {
			out = append(out, v)
			pos[v] = a
		}
	}
	for _, x := range enum {
		v, ok := x.(string)
		if !ok || slices.Contains(out, v) {
			continue
		}
		if a := distinctWordAt(enum, v, out, g); a >= 0 {
			out = append(out, v)
			pos[v] = a
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return pos[a] - pos[b] })
	return out
}

// distinctWordAt finds where the goal writes, in either number, a word
// of a value of several words that no other value of the enum has: the
// hours of opening_hours ("working hours"), the goal of 'Goals Scored'.
// It returns -1 for a value of one word, which optionAt reads whole. A
// word right after a value already taken is that value's noun: the
// section of "fiction section" is no 'Children Section'.
func distinctWordAt(enum []any, v string, taken []string, g *goalValues) int {
	words := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' || r == ' ' || r == '-' })
	if len(words) < 2 {
		return -1
	}
	for _, w := range words {
		if len(w) < 4 || stopWords[w] || matchesWord(g.paramWords, w) {
			continue
		}
		shared := false
		for _, y := range enum {
			o, ok := y.(string)
			if !ok || o == v {
				continue
			}
			for _, ow := range strings.FieldsFunc(strings.ToLower(o), func(r rune) bool { return r == '_' || r == ' ' || r == '-' }) {
				if sameNoun(w, ow) {
					shared = true
				}
			}
		}
		if shared {
			continue
		}
		ws := asciiWordRE.FindAllStringIndex(g.lower, -1)
		for k, m := range ws {
			if !sameNoun(w, g.lower[m[0]:m[1]]) || !g.free(m[0], m[1]) || g.toolName[g.lower[m[0]:m[1]]] {
				continue
			}
			if k > 0 && strings.TrimSpace(g.lower[ws[k-1][1]:m[0]]) == "" && slices.ContainsFunc(taken, func(t string) bool {
				return strings.HasSuffix(strings.ToLower(t), g.lower[ws[k-1][0]:ws[k-1][1]])
			}) {
				continue
			}
			return m[0]
		}
	}
	return -1
}

// sameNoun reports whether two words are one noun in either number.
func sameNoun(a, b string) bool {
	return a == b || a+"s" == b || b+"s" == a || a+"es" == b || b+"es" == a
}

// measureOptionRE is an option that writes a number with a unit's short
// form: '24h', '5min', '10km'.
var measureOptionRE = prefilter.MustCompile(`^(\d+(?:\.\d+)?)\s*([a-zµ°]+)$`)

// measureOption finds an option written as a number and a unit's short
// form where the goal spells the unit out: '24h' in "24 hour format",
// '10km' in "10-kilometre".
func measureOption(g *goalValues, lo string) (int, int) {
	m := measureOptionRE.FindStringSubmatch(lo)
	if m == nil || unitFamily(m[2]) == "" {
		return -1, -1
	}
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(m[1]) + `[\s-]*([a-zµ°]+)\b`)
	for _, x := range re.FindAllStringSubmatchIndex(g.lower, -1) {
		u := g.lower[x[2]:x[3]]
		if u != m[2] && unitFamily(u) == unitFamily(m[2]) {
			return x[0], x[1]
		}
	}
	return -1, -1
}
