package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// enumByDefinition returns the enum values the goal names through the
// definitions a description gives them, each value before an = or a
// colon: "A = 08:00-16:00 (day), C = 00:00-08:00 (night)" makes a night
// shift (夜班) C; "pickup = collect a full box (提重)" makes 提重箱 pickup;
// "in = gate-in, out = gate-out" makes 进闸 in. A definition names its
// value by a Han word in its brackets the goal writes, or by all the
// words of one of its English glosses — a bracket's item, or the whole
// definition when it is a short phrase — one of them at least read
// through glossWords, or all written side by side, or one word written
// before the parameter's own name ("night shift" for shift). A word or
// gloss two values share names neither. An enum of upper-case codes
// (CEN, EST) is left to fillGlossedCodes, which knows their roles.
func enumByDefinition(enum []any, name, description, text string) []string {
	var values []string
	for _, x := range enum {
		v, ok := x.(string)
		if ok && len(v) > 1 && strings.ToUpper(v) == v {
			return nil // codes of places and things are read by their glosses elsewhere
		}
		if ok && v != "" {
			values = append(values, v) // one letter too: "C = night"
		}
	}
	if len(values) < 2 || !strings.ContainsAny(description, "=:：") {
		return nil
	}
	type def struct {
		han   []string
		items [][]string
	}
	defs := map[string]def{}
	count := map[string]int{}
	for _, v := range values {
		clause, ok := definitionClause(description, v)
		if !ok {
			continue
		}
		var d def
		for _, g := range definitionGlosses(clause) {
			if hasHan(g) {
				if !strings.ContainsFunc(g, func(r rune) bool { return r < 0x80 }) {
					d.han = append(d.han, g)
					count[g]++
				}
				continue
			}
			words := strings.Fields(glossNonWord.ReplaceAllString(strings.ToLower(g), " "))
			if len(words) > 2 {
				words = slices.DeleteFunc(words, func(w string) bool { return glossStop[w] })
			}
			if len(words) == 0 || len(words) > 3 || slices.ContainsFunc(words, func(w string) bool { return len(w) < 2 || unicode.IsDigit(rune(w[0])) }) {
				continue
			}
			for i, w := range words {
				words[i] = glossStem(w)
			}
			d.items = append(d.items, words)
			count[strings.Join(words, " ")]++
		}
		defs[v] = d
	}
	if len(defs) < 2 {
		return nil
	}
	lower := lowerASCII(text)
	var words []glossWord
	var hits []valueHit
	for _, v := range values {
		d, ok := defs[v]
		if !ok {
			continue
		}
		pos := -1
		for _, h := range d.han {
			if count[h] > 1 {
				continue
			}
			for p := range occurrences(lower, h) {
				if utf8.RuneCountInString(h) == 1 && !hanLetterEnds(lower, p+len(h)) {
					continue // 热 of 热门, 冷 of 冷静
				}
				if !negatedAt(lower, p) && (pos < 0 || p < pos) {
					pos = p
				}
			}
		}
		for _, item := range d.items {
			if count[strings.Join(item, " ")] > 1 {
				continue
			}
			if words == nil {
				words = slices.DeleteFunc(glossedWords(text), func(w glossWord) bool { return w.negated })
			}
			if p, ok := definitionNamed(item, words, lower, name); ok && (pos < 0 || p < pos) {
				pos = p
			}
		}
		if pos >= 0 {
			hits = append(hits, valueHit{pos, v})
		}
	}
	return valuesInOrder(hits)
}

// definitionNamed reports whether the goal's words hold every word of a
// gloss, and where: one of them through the table, or all written side
// by side, or a one-word gloss written before the parameter's name.
func definitionNamed(item []string, words []glossWord, lower, name string) (int, bool) {
	pos, tab := -1, false
	first, last := -1, -1
	for _, s := range item {
		found := false
		for _, w := range words {
			if w.stem != s {
				continue
			}
			found = true
			if w.viaTab {
				tab = true
			} else {
				if first < 0 || w.pos < first {
					first = w.pos
				}
				last = max(last, w.end)
			}
			if pos < 0 || w.pos < pos {
				pos = w.pos
			}
		}
		if !found {
			return 0, false
		}
	}
	switch {
	case tab:
		return pos, true
	case len(item) > 1:
		return pos, last-first <= len(strings.Join(item, " "))+4
	}
	next := asciiWordRE.FindString(lower[last:])
	for _, n := range strings.Split(strings.ToLower(name), "_") {
		if n != "" && glossStem(next) == glossStem(n) {
			return pos, true
		}
	}
	return 0, false
}

// definitionClause returns what a description says value v is, after
// "v =" or "v:" where v stands as a word of its own, up to the end of
// the clause: a semicolon, or a comma or full stop outside brackets.
func definitionClause(description, v string) (string, bool) {
	for from := 0; from < len(description); {
		i := strings.Index(description[from:], v)
		if i < 0 {
			return "", false
		}
		i += from
		from = i + 1
		if i > 0 && isWordByte(description[i-1]) || i+len(v) < len(description) && isWordByte(description[i+len(v)]) {
			continue
		}
		rest := strings.TrimLeft(description[i+len(v):], " ")
		var ok bool
		for _, sep := range []string{"=", ":", "："} {
			if r, cut := strings.CutPrefix(rest, sep); cut {
				rest, ok = r, true
				break
			}
		}
		if !ok {
			continue
		}
		depth := 0
		for j, r := range rest {
			switch {
			case r == '(' || r == '（':
				depth++
			case r == ')' || r == '）':
				depth--
			case r == ';' || r == '；' || r == '。' || depth <= 0 && (r == ',' || r == '，' || r == '.' && (j+1 == len(rest) || rest[j+1] == ' ')):
				return strings.TrimSpace(rest[:j]), true
			}
		}
		return strings.TrimSpace(rest), true
	}
	return "", false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// definitionGlosses are the glosses a definition gives: the items of
// its brackets, and the definition itself when it has none and is a
// short phrase ("gate-in").
func definitionGlosses(clause string) []string {
	var out []string
	rest := clause
	for {
		a := strings.IndexAny(rest, "(（")
		if a < 0 {
			break
		}
		b := strings.IndexAny(rest[a:], ")）")
		if b < 0 {
			break
		}
		inner := rest[a:][:b]
		inner = strings.TrimLeft(inner, "(（")
		for _, it := range strings.FieldsFunc(inner, func(r rune) bool { return strings.ContainsRune(",，、;/", r) }) {
			if it = strings.TrimSpace(it); it != "" && !strings.HasPrefix(it, "e.g") {
				out = append(out, it)
			}
		}
		rest = rest[a+b:]
	}
	if len(out) == 0 && clause != "" && len(strings.Fields(clause)) <= 2 {
		out = append(out, clause)
	}
	return out
}

// hanLetterEnds reports whether the one Han letter at [p, end) of text
// ends a word: no Han letter but a particle follows it (冷的那批, 要冷),
// where 热门 or 冷静 write it as the start of another word.
func hanLetterEnds(text string, end int) bool {
	next, _ := utf8.DecodeRuneInString(text[end:])
	return end == len(text) || !unicode.Is(unicode.Han, next) || strings.ContainsRune(particles, next)
}
