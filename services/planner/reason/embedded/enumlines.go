package embedded

import (
	"iter"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// lineKindProps finds, in the item schema of a list of objects, the one
// string property an enum closes (the kind of a line) and the one number
// property (its count), when the item requires nothing else: a ticket
// line of a type and a quantity.
func lineKindProps(s slot) (kind, count string) {
	if s.p.typ() != "array" || s.p.Items == nil || s.p.Items.Type != "object" {
		return "", ""
	}
	enumString := func(q property) bool { return q.typ() == "string" && len(q.Enum) > 0 }
	kind, count = labelAndCount(s.p.Items.Properties, maps.Keys(s.p.Items.Properties), enumString, false)
	if kind == "" {
		return "", ""
	}
	for _, r := range s.p.Items.Required {
		if r != kind && r != count {
			return "", ""
		}
	}
	return kind, count
}

// labelAndCount walks the named properties of a line's item schema and
// picks the one a label test takes and the one integer or number (its
// count): "" for both when either is missing or stands twice, or, when
// strict, when a name is of neither or of no property.
func labelAndCount(props map[string]property, names iter.Seq[string], label func(property) bool, strict bool) (name, count string) {
	for n := range names {
		q, ok := props[n]
		switch t := q.typ(); {
		case ok && label(q):
			if name != "" {
				return "", ""
			}
			name = n
		case ok && (t == "integer" || t == "number"):
			if count != "" {
				return "", ""
			}
			count = n
		case strict:
			return "", ""
		}
	}
	if name == "" || count == "" {
		return "", ""
	}
	return name, count
}

// kindCountRE is a count a line of a kind is written with: "2 adults",
// "two adults and a child", 两个大人一个小孩, 3张成人票.
var kindCountRE = prefilter.MustCompile(`(?i)(?:\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+|(\d+|[一二两三四五六七八九十]+)\s*[个位名张])`)

// kindWordEndRE closes the words after a count that name its kind.
var kindWordEndRE = prefilter.MustCompile(`[,，、;；。.!?！？()（）]|\band\b|\bplus\b|[和跟加再另]|[0-9一二两三四五六七八九十]`)

// fillKindLines fills a list whose items are objects of an enum's kind
// and a count with one item for each count the goal writes right before
// a word naming one of the kind's values: 两个大人一个小孩 is two adult
// and one child, "2 adults and 1 child" the same. Every count so written
// must name a value, each a different one.
func fillKindLines(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done {
			continue
		}
		kind, count := lineKindProps(*s)
		if kind == "" {
			continue
		}
		kp, cp := s.p.Items.Properties[kind], s.p.Items.Properties[count]
		var lines []any
		var seen []string
		var spansUsed [][2]int
		ok := true
		for _, m := range kindCountRE.FindAllStringSubmatchIndex(g.text, -1) {
			a, b := m[0], m[1]
			if !g.free(a, b) {
				continue
			}
			var n float64
			if m[2] >= 0 {
				w := strings.ToLower(g.text[m[2]:m[3]])
				if w == "a" || w == "an" {
					n = 1
				} else if v, isWord := numberWord[w]; isWord {
					n = v
				} else {
					n, _ = strconv.ParseFloat(w, 64)
				}
			} else if d := g.text[m[4]:m[5]]; d[0] < 0x80 {
				n, _ = strconv.ParseFloat(d, 64)
			} else if v, han := hanCountAt(g.text[m[4]:]); han {
				n = v
			}
			v := kindNamedAfter(kp, g.text[b:])
			if v == "" || m[2] >= 0 && articleModifier(g.text[m[2]:m[3]], g.text[b:]) {
				continue
			}
			if n <= 0 || !within(cp, n) || slices.Contains(seen, v) {
				ok = false
				break
			}
			seen = append(seen, v)
			lines = append(lines, map[string]any{kind: v, count: lineNumber(cp, n)})
			spansUsed = append(spansUsed, [2]int{a, b})
		}
		if !ok || len(lines) == 0 {
			continue
		}
		args[s.name] = lines
		for _, r := range spansUsed {
			g.use(r[0], r[1])
		}
	}
}

// kindNamedAfter returns the one value of p's enum the words at the start
// of rest name, up to the next count or clause: adult for "adults and",
// child for 小孩 through the gloss table; "" when none or several do.
func kindNamedAfter(p property, rest string) string {
	if loc := kindWordEndRE.FindStringIndex(rest); loc != nil {
		rest = rest[:loc[0]]
	}
	rest = strings.TrimSpace(rest)
	if ws := strings.Fields(rest); len(ws) > 2 {
		rest = strings.Join(ws[:2], " ") // "2 adult tickets for …": the words right after it
	}
	if rs := []rune(rest); len(rs) > 8 {
		rest = string(rs[:8])
	}
	if r, _ := utf8.DecodeRuneInString(rest); rest == "" || !unicode.IsLetter(r) {
		return ""
	}
	words := glossedWords(rest)
	var hit string
	for _, v := range enumStrings(p.Enum) {
		stems := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len(stems) == 0 {
			continue
		}
		all := true
		for _, st := range stems {
			st = glossStem(st)
			all = all && slices.ContainsFunc(words, func(w glossWord) bool { return w.stem == st })
		}
		if !all {
			continue
		}
		if hit != "" {
			return ""
		}
		hit = v
	}
	return hit
}

// articleModifier reports whether the word after the article a or an
// modifies a noun after it rather than being the one counted: "a student
// film", "an adult education night" count no student or adult. The word
// counted ends its phrase: "a senior for tonight", "and a child.".
func articleModifier(count, rest string) bool {
	if w := strings.ToLower(count); w != "a" && w != "an" {
		return false
	}
	ws := strings.FieldsFunc(rest, func(r rune) bool { return unicode.IsSpace(r) })
	if len(ws) < 2 || strings.IndexFunc(ws[0], unicode.IsPunct) >= 0 {
		return false
	}
	next := strings.ToLower(ws[1])
	if r, _ := utf8.DecodeRuneInString(next); !unicode.IsLetter(r) || r >= 0x80 {
		return false
	}
	return !phraseEndWords[strings.TrimRightFunc(next, unicode.IsPunct)]
}

// phraseEndWords are the function words that may follow the noun a line
// counts: "a child and two adults", "a senior for the matinee".
var phraseEndWords = map[string]bool{"and": true, "or": true, "plus": true, "for": true, "to": true, "at": true, "on": true,
	"in": true, "with": true, "from": true, "please": true, "too": true, "as": true, "who": true, "that": true, "aged": true, "under": true, "over": true}
