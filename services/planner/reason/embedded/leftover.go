package embedded

import (
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// requestWords ask for something or point at the asker; they are no
// value of any parameter.
var requestWords = map[string]bool{"find": true, "get": true, "show": true, "give": true, "tell": true, "what": true, "which": true,
	"who": true, "whom": true, "whose": true, "how": true, "when": true, "where": true, "why": true, "many": true, "much": true,
	"please": true, "me": true, "my": true, "you": true, "your": true, "can": true, "could": true, "would": true, "like": true,
	"need": true, "help": true, "calculate": true, "compute": true, "retrieve": true, "fetch": true, "search": true, "look": true,
	"up": true, "do": true, "does": true, "did": true, "was": true, "were": true, "has": true, "have": true, "had": true, "there": true,
	"some": true, "about": true, "information": true, "details": true, "detail": true, "know": true, "out": true, "let": true,
	"provide": true, "list": true, "check": true, "current": true, "currently": true, "latest": true, "now": true, "today": true,
	"also": true, "just": true, "us": true, "our": true, "their": true, "they": true, "them": true, "he": true, "she": true, "his": true,
	"her": true, "will": true, "should": true, "may": true, "might": true, "must": true, "want": true, "wants": true, "am": true,
	"been": true, "being": true, "than": true, "then": true, "so": true, "very": true, "more": true, "most": true, "such": true,
	// Words that order or place in time: "the next 6 games".
	"next": true, "last": true, "previous": true, "upcoming": true, "recent": true, "past": true, "coming": true, "following": true, "first": true,
}

// relativeWords open a clause whose first word is its verb: "concerts
// that plays jazz", "a recipe which contains".
var relativeWords = map[string]bool{"that": true, "which": true, "who": true}

// periodUnit are the calendar's units: "the upcoming month" names no
// value.
var periodUnit = map[string]bool{"season": true, "seasons": true, "day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true, "year": true, "years": true}

// degreeWords bound or weigh a quantity; they name no value.
var degreeWords = map[string]bool{"less": true, "fewer": true, "only": true, "least": true, "exactly": true, "approximately": true, "roughly": true, "under": true, "over": true, "above": true, "below": true}

// fillLeftover fills the one required free-text parameter still open
// with the one run of lower-case words that nothing else explains: not
// the tool's own words (its name, description and parameters), no
// request or stop word, no word a negation stands before ("isn't
// working"), no value another parameter took. "the boiling
// point of water" for get_boiling_point(substance): water.
func fillLeftover(slots []slot, g *goalValues, args map[string]any, spec *toolspec.Spec) {
	var open *slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !s.required || !plainString(s) || len(s.roles) > 0 {
			continue // a place, a maker or an author is a name, written capitalised
		}
		if open != nil {
			return // two open: nothing says which takes what
		}
		open = s
	}
	if open == nil {
		return
	}
	for j, sp := range g.spans {
		if !g.used[j] && (sp.kind == spanName && !sp.sentStart && !sp.dated || sp.kind == spanQuoted) {
			return // a name or a quoted value the goal states is the likelier value
		}
	}
	tool := toolWords(spec)
	var runs [][2]int
	last := -1
	words := wordSpans(g.text)
	for k, w := range words {
		lw := strings.ToLower(w.text)
		explained := w.text != lw || stopWords[lw] || cuePreps[lw] || requestWords[lw] || tool[stem(lw)] ||
			isNumeral(lw) || unitFamily(lw) != "" || !g.free(w.pos, w.end) || !lowerWordRE.MatchString(lw) || len(lw) < 3 ||
			g.dated(w.pos, w.end)
		if k > 0 && relativeWords[strings.ToLower(words[k-1].text)] || periodUnit[lw] || degreeWords[lw] {
			explained = true // "that plays jazz", "upcoming month", "less than 30"
		}
		if negatedAt(g.lower, w.pos) {
			explained = true // what is not so: "isn't working"
		}
		if k > 0 && isNumeral(words[k-1].text) && adjacent(g.text, words[k-1], w) {
			explained = true // what a number counts: "4 beats"
		}
		if k+1 < len(words) && cuePreps[strings.ToLower(words[k+1].text)] && (strings.HasSuffix(lw, "ing") || strings.HasSuffix(lw, "ed")) {
			explained = true // a verb that opens a phrase: "starting from", "located in"
		}
		if explained {
			last = -1
			continue
		}
		if last >= 0 && adjacent(g.text, word{pos: runs[last][0], end: runs[last][1]}, w) {
			runs[last][1] = w.end
			continue
		}
		runs = append(runs, [2]int{w.pos, w.end})
		last = len(runs) - 1
	}
	if len(runs) != 1 || strings.Count(g.text[runs[0][0]:runs[0][1]], " ") > 2 {
		return
	}
	args[open.name] = g.text[runs[0][0]:runs[0][1]]
	g.use(runs[0][0], runs[0][1])
}

// toolWords are the stems of the words a tool's schema and description
// use.
func toolWords(spec *toolspec.Spec) map[string]bool {
	out := map[string]bool{}
	for _, w := range wordTexts(strings.ToLower(spec.Name + " " + strings.NewReplacer("_", " ", ".", " ").Replace(spec.Name) + " " + spec.Description + " " + string(spec.Parameters))) {
		out[stem(w)] = true
	}
	return out
}

// stem is the first five letters of a word: forms of one word share it.
func stem(w string) string {
	if len(w) > 5 {
		return w[:5]
	}
	return strings.TrimSuffix(w, "s")
}
