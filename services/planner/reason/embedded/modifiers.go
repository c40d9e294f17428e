package embedded

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// colorWords are the basic colour terms: a closed class of words, so a
// parameter named for a colour takes the one the goal writes wherever it
// stands ("in red", "a small green bird", "with red dominant color").
var colorWords = map[string]bool{"red": true, "orange": true, "yellow": true, "green": true, "blue": true, "purple": true, "violet": true,
	"pink": true, "brown": true, "black": true, "white": true, "gray": true, "grey": true, "silver": true, "gold": true, "golden": true,
	"beige": true, "cyan": true, "magenta": true, "navy": true, "maroon": true, "teal": true, "turquoise": true, "indigo": true}

// transportWords are the modes of travel, another closed class.
var transportWords = map[string]bool{"bus": true, "train": true, "subway": true, "metro": true, "tram": true, "ferry": true, "taxi": true,
	"car": true, "bike": true, "bicycle": true, "walking": true, "flight": true, "plane": true, "boat": true}

// transportDescRE is a description of a mode of travel.
var transportDescRE = prefilter.MustCompile(`(?i)\b(?:mode of (?:public )?transport(?:ation)?|transport(?:ation)? mode|travel mode|means of transport)`)

// closedClass returns the closed class of words a parameter takes, if
// its name, description or default says one: a colour by its name or a
// default that is a colour ('black'), a mode of travel by its
// description or a default that is one ('bus').
func closedClass(s *slot) map[string]bool {
	def, _ := s.p.Default.(string)
	if def == "" {
		if m := defaultQuotedRE.FindStringSubmatch(s.p.Description); m != nil {
			def = m[1]
		}
	}
	def = strings.ToLower(def)
	switch {
	case slices.Contains(s.raw, "color") || slices.Contains(s.raw, "colour") || colorWords[def]:
		return colorWords
	case slices.Contains(s.raw, "transportation") || slices.Contains(s.raw, "transport") || transportDescRE.MatchString(s.p.Description) || transportWords[def]:
		return transportWords
	}
	return nil
}

// defaultQuotedRE is the default a description quotes.
var defaultQuotedRE = prefilter.MustCompile(`(?i)\bdefaults?(?:\s+value)?(?:\s+(?:is|to|will be|as))?\s*[:=]?\s*['"]([^'"]+)['"]`)

// fillColors fills each free-text parameter that takes a closed class of
// words (colours, modes of travel) with the first word of the class the
// goal writes in lower case that no other parameter took.
func fillColors(slots []slot, g *goalValues, args map[string]any) {
	toks := wordSpans(g.text)
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		class := closedClass(s)
		if class == nil {
			continue
		}
		for _, t := range toks {
			if class[t.text] && g.free(t.pos, t.end) && !g.toolName[t.text] {
				args[s.name] = t.text
				g.use(t.pos, t.end)
				break
			}
		}
	}
}

// fillWithModifier fills a free-text parameter whose name the goal writes
// as a noun after "with" and one word that modifies it: "with a city
// view" → view: city. The noun says which parameter; the word before it
// is its value.
func fillWithModifier(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		var nouns []string
		for _, w := range s.raw {
			if !stopWords[w] && !headWords[w] {
				nouns = append(nouns, w)
			}
		}
		// Most goals hold no "with" and its noun: skip compiling for them.
		if len(nouns) == 0 || len(nouns) > 2 || !strings.Contains(g.text, "with") || !strings.Contains(g.text, nouns[len(nouns)-1]) {
			continue
		}
		for j, w := range nouns {
			nouns[j] = regexp.QuoteMeta(w)
		}
		re := regexp.MustCompile(`\bwith\s+(?:(?:a|an|the)\s+)?([a-z][a-z\-]*)\s+` + strings.Join(nouns, `\s+`) + `s?\b`)
		for _, m := range re.FindAllStringSubmatchIndex(g.text, -1) {
			w := g.text[m[2]:m[3]]
			if stopWords[w] || cuePreps[w] || requestWords[w] || g.toolName[w] || !g.free(m[2], m[3]) {
				continue
			}
			args[s.name] = w
			g.use(m[2], m[3])
			break
		}
	}
}

// fillCompoundModifier fills a free-text parameter whose noun the goal
// turns into a participle after a hyphen with the word before it: a
// "gas-fueled car" → fuel_type: gas, a "solar-powered" one → power:
// solar.
func fillCompoundModifier(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !plainString(s) {
			continue
		}
		for _, w := range s.raw {
			if stopWords[w] || headWords[w] || len(w) < 3 || !strings.Contains(g.lower, "-"+w) {
				continue
			}
			re := regexp.MustCompile(`(?i)\b([a-z]+)-` + regexp.QuoteMeta(w) + `(?:ed|led|d)\b`)
			if m := re.FindStringSubmatchIndex(g.text); m != nil && g.free(m[2], m[3]) {
				args[s.name] = strings.ToLower(g.text[m[2]:m[3]])
				g.use(m[2], m[3])
				break
			}
		}
	}
}
