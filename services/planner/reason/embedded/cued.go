package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// headWords are the words of a parameter name that say what kind of value
// it is rather than what it is about: cell_type is a kind of cell.
var headWords = map[string]bool{"type": true, "kind": true, "category": true, "class": true, "sort": true, "form": true, "field": true}

// lowerWordRE is a lower-case word of a goal.
var lowerWordRE = prefilter.MustCompile(`^[a-z][a-z\-]*$`)

// cuePreps end a value read after its cue: "the crime of theft in California".
var cuePreps = map[string]bool{"in": true, "at": true, "on": true, "for": true, "with": true, "from": true, "to": true, "by": true, "near": true,
	"during": true, "over": true, "under": true, "and": true, "or": true, "that": true, "which": true, "who": true, "of": true, "into": true, "between": true, "about": true, "than": true, "like": true, "per": true, "as": true, "across": true, "through": true, "without": true, "within": true, "around": true, "after": true, "before": true}

// unitInRE is the unit a goal asks a result in: "in miles", "in km/h".
var unitInRE = prefilter.MustCompile(`(?i)\b(?:in|into|to)\s+([A-Za-z°µ²][A-Za-z°µ²]*(?:\s*/\s*[A-Za-z]+(?:\^?\d)?)?)`)

// fillUnitWords fills a string parameter named for a unit (unit, to_unit,
// temp_unit) with the unit the goal asks for after "in": "in miles" →
// miles, "in km/h" → km/h. Only words that are units count.
func fillUnitWords(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !slices.Contains(s.raw, "unit") && !slices.Contains(s.raw, "units") {
			continue
		}
		for _, m := range unitInRE.FindAllStringSubmatchIndex(g.text, -1) {
			u := g.text[m[2]:m[3]]
			if (unitFamily(u) != "" || strings.Contains(u, "/")) && g.free(m[2], m[3]) {
				args[s.name] = u
				g.use(m[2], m[3])
				break
			}
		}
	}
}

// fillNumberUnit fills a string parameter named for a unit that the goal
// names no unit for after "in" with the unit a number is written in:
// "a radius of 4 inches" → inches.
func fillNumberUnit(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) || !slices.Contains(s.raw, "unit") && !slices.Contains(s.raw, "units") {
			continue
		}
		var units []string
		for _, sp := range g.spans {
			if fam := unitFamily(sp.unit); sp.kind == spanNumber && fam != "" && fam != "units" && fam != "percent" && fam != "money" && !slices.Contains(units, sp.unit) {
				units = append(units, sp.unit)
			}
		}
		if len(units) == 1 {
			args[s.name] = units[0] // several units: nothing says which
		}
	}
}

// stringList reports whether a parameter takes a list of free strings.
func stringList(s *slot) bool {
	return s.p.typ() == "array" && len(s.p.Enum) == 0 && (s.p.Items == nil || s.p.Items.Type == "string" && len(s.p.Items.Enum) == 0)
}

// plainString reports whether a parameter takes free text: a string with
// no pattern, enum or format (a year-month layout is one).
func plainString(s *slot) bool {
	return s.p.typ() == "string" && s.pattern == nil && len(s.p.Enum) == 0 && s.p.Format == "" && s.monthly == ""
}

// fillExamples fills the string parameters whose description gives an
// example ("e.g., constitutional law, criminal law") that the goal writes:
// the schema itself says that phrase is such a value. A list of strings
// takes every example the goal writes.
func fillExamples(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done {
			continue
		}
		if stringList(s) {
			if vs := examplesInGoal(s, g); len(vs) > 0 {
				args[s.name] = vs
				for _, v := range vs {
					i := aliasIndex(g.lower, strings.ToLower(v.(string)))
					g.use(i, i+len(v.(string)))
				}
			}
			continue
		}
		if !plainString(s) {
			continue
		}
		if v, a, b, ok := exampleInGoal(s, g); ok && g.free(a, b) {
			args[s.name] = v
			g.use(a, b)
		}
	}
}

// fillCued fills the string parameters still open from lower-case words
// the goal ties to them: the words after the parameter's own noun and "of"
// ("the crime of theft" → crime); the word before it when the name is a
// kind of that noun ("human cell" → cell_type), unless the tool is named
// for that word ("hotel room" for a hotel booking says no room type).
func fillCued(slots []slot, g *goalValues, args map[string]any) {
	toks := wordSpans(g.text)
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		if v, a, b, ok := cuedWords(s, toks, g); ok {
			args[s.name] = v
			g.use(a, b)
		}
	}
}

// namedWithNumberRE is a name with a number in it: a word of letters and
// a number ("Windows 10", "iPhone 15") or a model code ("PS5").
var namedWithNumberRE = prefilter.MustCompile(`^[A-Za-z][A-Za-z]+ \d+$|^[A-Z]{2,}\d+$`)

// exampleInGoal finds a value the parameter's description gives as an
// example written in the goal as a phrase of its own.
func exampleInGoal(s *slot, g *goalValues) (string, int, int, bool) {
	for _, m := range exampleRE.FindAllStringSubmatch(s.p.Description, -1) {
		for _, ex := range strings.Split(m[1], ",") {
			ex = strings.Trim(strings.TrimSpace(ex), `"'.`)
			ex = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(ex, "etc"), "and so on"))
			// A number alone is no example of a name, but a name may
			// carry one: "Windows 10", "PS5".
			if len(ex) < 3 || strings.ContainsAny(ex, "0123456789") && !namedWithNumberRE.MatchString(ex) {
				continue
			}
			i, n := aliasIndex(g.lower, strings.ToLower(ex)), len(ex)
			if k := strings.LastIndexByte(ex, ' '); i < 0 && k > 0 {
				// The example's head noun in the other number: "QA
				// engineers" for "e.g. QA engineer".
				for _, f := range numberForms(strings.ToLower(ex[k+1:]))[1:] {
					if i = aliasIndex(g.lower, strings.ToLower(ex[:k+1])+f); i >= 0 {
						n = k + 1 + len(f)
						break
					}
				}
			}
			if i >= 0 {
				a, b := i, i+n
				for j, sp := range g.spans {
					if sp.place && !g.used[j] && sp.pos <= a && sp.end >= b {
						a, b = sp.pos, sp.end // the place whole: "Boston, Massachusetts"
					}
				}
				return g.text[a:b], a, b, true
			}
		}
	}
	return "", 0, 0, false
}

// cuedWords reads "<noun> of <words>" and "<word> <noun>" for a parameter
// whose noun is its name's word.
func cuedWords(s *slot, toks []word, g *goalValues) (string, int, int, bool) {
	var nouns []string
	head := false
	for _, w := range s.raw {
		if headWords[w] {
			head = true
			continue
		}
		if !stopWords[w] && len(w) > 2 {
			nouns = append(nouns, w)
		}
	}
	if len(nouns) != 1 {
		return "", 0, 0, false
	}
	noun := nouns[0]
	for k, t := range toks {
		if !matchesWord([]string{noun}, strings.ToLower(t.text)) {
			continue
		}
		// <noun> of [the] <words>: the crime of theft.
		if k+2 < len(toks) && toks[k+1].text == "of" && adjacent(g.text, t, toks[k+1]) {
			j := k + 2
			if toks[j].text == "the" || toks[j].text == "a" || toks[j].text == "an" {
				j++
			}
			a, b, n := -1, -1, 0
			for ; j < len(toks) && n < 3 && lowerWordRE.MatchString(toks[j].text) && !cuePreps[toks[j].text] && !stopWords[toks[j].text]; j++ {
				if n > 0 && !adjacent(g.text, toks[j-1], toks[j]) {
					break
				}
				if a < 0 {
					a = toks[j].pos
				}
				b, n = toks[j].end, n+1
			}
			if n > 0 && g.free(a, b) {
				return g.text[a:b], a, b, true
			}
		}
		// <word> <noun> for a kind of noun: human cell → cell_type.
		if head && k > 0 && adjacent(g.text, toks[k-1], t) {
			p := toks[k-1]
			if lowerWordRE.MatchString(p.text) && !stopWords[p.text] && !cuePreps[p.text] && !slices.Contains(s.raw, p.text) && !g.toolName[p.text] && g.free(p.pos, p.end) {
				return p.text, p.pos, p.end, true
			}
		}
	}
	return "", 0, 0, false
}

// fillWordList fills the one required list of strings still open with
// the one list of lower-case words the goal writes out, its items joined
// by commas and "and": "I am efficient, organized, easy going and
// compassionate", "the price of tomatoes and lettuce".
func fillWordList(slots []slot, g *goalValues, args map[string]any) {
	var open *slot
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !s.required || s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "string" || len(s.p.Items.Enum) > 0 {
			continue
		}
		if open != nil {
			return
		}
		open = s
	}
	if open == nil {
		return
	}
	var lists [][][2]int
	var items [][2]int
	joined := false // the gap before the current item joins it to the list
	flush := func() {
		if len(items) >= 2 {
			lists = append(lists, items)
		}
		items = nil
	}
	toks := wordSpans(g.text)
	for k := 0; k < len(toks); k++ {
		w := toks[k]
		lw := w.text
		content := lowerWordRE.MatchString(lw) && !stopWords[lw] && !cuePreps[lw] && !requestWords[lw] && !g.toolName[lw] && g.free(w.pos, w.end) && len(lw) > 2 &&
			(k == 0 || !relativeWords[strings.ToLower(toks[k-1].text)] && !isNumeral(toks[k-1].text)) // "that uses", "4.5 star"
		if content && strings.HasSuffix(lw, "ing") && (len(items) == 0 || strings.TrimSpace(g.text[items[len(items)-1][1]:w.pos]) != "") {
			content = false // "selling tomatoes": a verb opens no item
		}
		if !content {
			if lw != "and" && lw != "or" {
				flush()
			}
			joined = lw == "and" || lw == "or"
			continue
		}
		if len(items) > 0 {
			last := &items[len(items)-1]
			gap := g.text[last[1]:w.pos]
			switch {
			case strings.TrimSpace(gap) == "" && !joined && len(strings.Fields(g.text[last[0]:w.end])) <= 3:
				last[1] = w.end // "easy going": one item of two words
				continue
			case strings.TrimSpace(gap) == "," || joined && runSepRE.MatchString(gap):
				items = append(items, [2]int{w.pos, w.end})
				joined = false
				continue
			}
			flush()
		}
		items = append(items, [2]int{w.pos, w.end})
		joined = false
	}
	flush()
	if len(lists) != 1 {
		return // none, or several: nothing says which
	}
	vals := make([]any, 0, len(lists[0]))
	for _, it := range lists[0] {
		vals = append(vals, g.text[it[0]:it[1]])
		g.use(it[0], it[1])
	}
	args[open.name] = vals
}
