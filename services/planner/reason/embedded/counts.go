package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// topParamRE is a parameter that says how many of the best come back:
// top_n, or a description of "Top n banks".
var topParamRE = prefilter.MustCompile(`(?i)^top(?:_?n)?$`)

// topDescRE is a description of the top n of something.
var topDescRE = prefilter.MustCompile(`(?i)\btop\s+n\b|\bnumber of top\b`)

// singularBestRE is "the" and a superlative before a noun phrase: "the
// highest grossing bank", "the best restaurant".
var singularBestRE = prefilter.MustCompile(`(?i)\bthe\s+(?:top|best|worst|most\s+[a-z]+|least\s+[a-z]+|[a-z]{2,}est)((?:\s+[a-z\-]+){1,3})`)

// fillSingularTop gives a top-n parameter the goal states no number for
// 1 when the goal asks for "the highest grossing bank": the one best, in
// the singular of the noun the description counts ("Top n banks").
func fillSingularTop(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" || !topParamRE.MatchString(s.name) && !topDescRE.MatchString(s.p.Description) {
			continue
		}
		desc := strings.ToLower(s.p.Description)
		for _, m := range singularBestRE.FindAllStringSubmatch(g.text, -1) {
			for _, noun := range strings.Fields(strings.ToLower(m[1])) {
				if cuePreps[noun] {
					break
				}
				if len(noun) > 2 && !strings.HasSuffix(noun, "s") && (aliasIndex(desc, noun+"s") >= 0 || aliasIndex(desc, noun+"es") >= 0) {
					args[s.name] = int64(1)
					break
				}
			}
		}
	}
}

// noneRE is "no" or "without" before a noun: "no refills".
var noneRE = prefilter.MustCompile(`(?i)\b(?:no|without|zero)\s+([a-z]+)\b`)

// noneOfThemRE is "none of them" and what none of them is: "none of them
// damaged", "none of those were late".
var noneOfThemRE = prefilter.MustCompile(`(?i)\bnone\s+of\s+(?:them|those|these)\s+(?:(?:is|are|was|were)\s+)?([a-z]+)\b`)

// fillNone gives an integer parameter named for a noun 0 when the goal
// says there are none of it: "no refills" → refills: 0, and one named
// for a state when none of the things is in it: "none of them damaged"
// → quantity_damaged: 0.
func fillNone(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" {
			continue
		}
		for _, m := range slices.Concat(noneRE.FindAllStringSubmatchIndex(g.text, -1), noneOfThemRE.FindAllStringSubmatchIndex(g.text, -1)) {
			noun := strings.ToLower(g.text[m[2]:m[3]])
			if len(noun) > 3 && matchesWord(s.words, noun) && !stopWords[noun] {
				args[s.name] = int64(0)
				break
			}
		}
	}
}

// fillCountedNumbers gives a number parameter whose description counts a
// noun ("Expected number of people.") a whole number the goal writes
// right before that noun and no other parameter took: "for 6 people".
func fillCountedNumbers(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" {
			continue
		}
		for j, sp := range g.spans {
			if g.used[j] || sp.kind != spanNumber || sp.dated || !g.inScope(sp) || !countedAfter(s, g, sp) {
				continue
			}
			if v, ok := valueFor(s, sp); ok {
				args[s.name] = v
				g.take(j)
				break
			}
		}
	}
}

// itemWords are the names a parameter has for the thing counted in an
// order: what a quantity is a quantity of.
var itemWords = map[string]bool{"item": true, "items": true, "product": true, "goods": true, "article": true, "merchandise": true, "commodity": true}

// countedPhraseRE is the words right after a count, up to three: "40 Dell
// monitors at …".
var countedPhraseRE = prefilter.MustCompile(`^\s+([A-Za-z][A-Za-z0-9\-]*(?:\s+[A-Za-z][A-Za-z0-9\-]*){0,2})`)

// fillCountedItem gives a parameter named for the item an order counts
// the words the goal writes right after the count ("40 Dell monitors"),
// when the tool also takes the quantity: the count says how many, the
// words after it of what.
func fillCountedItem(slots []slot, g *goalValues, args map[string]any) {
	var item *slot
	quantity := false
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; !done && plainString(s) && len(s.raw) > 0 && itemWords[s.raw[len(s.raw)-1]] {
			item = s
		}
		if s.p.typ() == "integer" && (slices.Contains(s.raw, "quantity") || slices.Contains(s.raw, "qty") || countSlot(s)) {
			quantity = true
		}
	}
	if item == nil || !quantity {
		return
	}
	for _, sp := range g.spans {
		if sp.kind != spanNumber || !sp.integer || sp.dated || !g.inScope(sp) {
			continue
		}
		a, words := countedWords(g.text, sp.end)
		if len(words) == 0 {
			continue
		}
		// The first count with words after it is the quantity's, and the
		// item is what it counts: "30 cases of water" names water, and
		// the bottles of "24 bottles per unit" after it are no item.
		if rest := g.text[a:]; ofAfter(rest, words) {
			end := a + strings.Index(rest, words[len(words)-1]) + len(words[len(words)-1])
			a, words = countedWords(g.text, end+strings.Index(lowerASCII(g.text[end:]), "of")+len("of"))
			if len(words) == 0 || unitFamily(words[0]) != "" || ofAfter(g.text[a:], words) {
				return // "40 units of …": a measure of nothing named
			}
		} else if unitFamily(words[0]) != "" {
			return // "3 kg": a measure, no item
		}
		if _, ok := parseUnit(words[0]); ok {
			return
		}
		b := a + len(strings.Join(words, " "))
		if g.text[a:b] != strings.Join(words, " ") || !g.free(a, b) {
			return
		}
		args[item.name] = g.text[a:b]
		g.use(a, b)
		return
	}
}

// countedWords are the words of a thing right after offset from of text,
// up to three, and where they start: "Dell monitors" of "40 Dell monitors
// at …". A preposition, a stop word or a word of time or manner ends them.
func countedWords(text string, from int) (int, []string) {
	m := countedPhraseRE.FindStringSubmatchIndex(text[from:])
	if m == nil {
		return 0, nil
	}
	var words []string
	for _, w := range strings.Fields(text[from+m[2] : from+m[3]]) {
		lw := strings.ToLower(w)
		if cuePreps[lw] || stopWords[lw] || lw == "each" || lw == "more" || lw == "per" || notThing(lw) {
			break
		}
		words = append(words, w)
	}
	return from + m[2], words
}

// notThing reports whether a word after a count says when or how rather
// than what: "Order 40 today", "Reorder 12 immediately", "Add 3 please".
func notThing(w string) bool {
	switch w {
	case "today", "tomorrow", "tonight", "now", "asap", "please", "again", "first", "later", "soon":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ly")
}

// ofAfter reports whether "of" follows the words taken after a count in
// rest: they measure or hold the item ("boxes of printer paper").
func ofAfter(rest string, words []string) bool {
	for _, w := range words {
		i := strings.Index(rest, w)
		if i < 0 {
			return false
		}
		rest = rest[i+len(w):]
	}
	next, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	return strings.EqualFold(next, "of")
}
