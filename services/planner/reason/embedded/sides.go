package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// Words of a parameter's name that make it the side a thing leaves from
// or the side it goes to.
var (
	fromSideWords = []string{"from", "source", "src", "origin", "sending", "sender"}
	toSideWords   = []string{"to", "target", "dest", "destination", "receiving", "recipient"}
)

// fromCueRE and toCueRE end the text right before a value that is the
// side a thing leaves from or goes to: "from York", 从约克, "over to Bath", 到巴斯.
var (
	fromCueRE = prefilter.MustCompile(`(?i)(?:\bfrom|\bout of|从|由|自)\s*(?:the\s+)?$`)
	toCueRE   = prefilter.MustCompile(`(?i)(?:\bto|\binto|\bfor|到|至|往|给)\s*(?:the\s+)?$`)
)

// splitEnumSides gives a move's two sides, enum parameters alike but for
// the side their names say, the two values the goal names when both took
// the same one: "from York over to Bath" fills the sending side with york
// and the receiving side with bath, by the cue before each value or else
// in the order the goal names them.
func splitEnumSides(sch object, args map[string]any, text string) {
	for from, fp := range sch.Properties {
		if !nameHasSide(from, fromSideWords) || len(fp.Enum) == 0 {
			continue
		}
		for to, tp := range sch.Properties {
			if !nameHasSide(to, toSideWords) || !slices.EqualFunc(fp.Enum, tp.Enum, func(a, b any) bool { return a == b }) {
				continue
			}
			fv, ok1 := args[from].(string)
			tv, ok2 := args[to].(string)
			if !ok1 || !ok2 || fv != tv {
				continue
			}
			hits := namedValues(fp, text)
			if len(hits) != 2 {
				continue
			}
			lower := lowerASCII(text)
			a, b := hits[0], hits[1]
			if toCueRE.MatchString(lower[:a.pos]) || fromCueRE.MatchString(lower[:b.pos]) {
				a, b = b, a // "to Bath from York"
			}
			args[from], args[to] = a.v, b.v
		}
	}
}

// nameHasSide reports whether a parameter's name has one of words.
func nameHasSide(name string, words []string) bool {
	return slices.ContainsFunc(nameWordsAll(name), func(w string) bool { return slices.Contains(words, w) })
}

// namedValues are the values of an enum the text names, by the value or a
// word its description gives it, each where the text first names it, in
// text order.
func namedValues(p property, text string) []valueHit {
	lower := lowerASCII(text)
	described := describedValues(p.Enum, p.Description)
	var hits []valueHit
	for _, x := range p.Enum {
		v, ok := x.(string)
		if !ok || len(v) < 2 {
			continue
		}
		pos := aliasIndex(lower, strings.ToLower(v))
		for _, w := range described[v] {
			if q := aliasIndex(lower, w); q >= 0 && (pos < 0 || q < pos) {
				pos = q
			}
		}
		if pos >= 0 {
			hits = append(hits, valueHit{pos, v})
		}
	}
	slices.SortFunc(hits, func(a, b valueHit) int { return a.pos - b.pos })
	return hits
}

// newSideRE is a parameter's description that says it takes the new
// value, the side a thing moves to: "New crew, e.g. C-05".
var newSideRE = prefilter.MustCompile(`(?i)^\s*(?:the\s+)?new\b`)

// moveToNewSide fills a parameter that takes the new value of a move with
// the value its pattern accepts after a to-cue, when it took one after a
// from-cue: "从C-03转到C-05" moves the work to crew C-05, the crew it
// leaves being C-03.
func moveToNewSide(sch object, args map[string]any, text string) {
	for name, p := range sch.Properties {
		v, ok := args[name].(string)
		if !ok || p.Pattern == "" || !(newSideRE.MatchString(p.Description) || nameHasSide(name, toSideWords) || slices.Contains(nameWordsAll(name), "new")) {
			continue
		}
		re := schemaPattern(p.Pattern)
		if re == nil {
			continue
		}
		at := strings.Index(text, v)
		if at < 0 || !fromCueRE.MatchString(lowerASCII(text[:at])) {
			continue
		}
		for _, m := range idTokenRE.FindAllStringIndex(text, -1) {
			tok := text[m[0]:m[1]]
			if tok != v && re.MatchString(tok) && toCueRE.MatchString(lowerASCII(text[:m[0]])) {
				args[name] = tok
				break
			}
		}
	}
}
