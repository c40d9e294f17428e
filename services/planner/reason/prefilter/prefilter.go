// Package prefilter runs a regular expression only on a text that could
// hold a match: one that holds at least one of the literals every match
// contains. The planner's expressions mostly look for words a goal does
// not hold, and a run that finds nothing tries every position of the text
// against every alternative; looking for a few literals costs a fraction
// of that.
package prefilter

import (
	"math"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Regexp is a regular expression whose find and match methods first check
// that the text holds one of the literals a match needs, and answer "no
// match" at once when it holds none. The methods it does not override are
// those of the embedded regexp.Regexp, unfiltered.
type Regexp struct {
	*regexp.Regexp
	need needs
}

// MustCompile is regexp.MustCompile, with the literals a match needs read
// from the expression.
func MustCompile(expr string) *Regexp {
	return &Regexp{Regexp: regexp.MustCompile(expr), need: needsOf(expr)}
}

// MayMatch reports whether text could hold a match: false only when it
// holds none of the literals every match contains.
func (re *Regexp) MayMatch(text string) bool { return re.need.in(text) }

// MatchString is regexp.Regexp.MatchString.
func (re *Regexp) MatchString(s string) bool {
	return re.need.in(s) && re.Regexp.MatchString(s)
}

// FindString is regexp.Regexp.FindString.
func (re *Regexp) FindString(s string) string {
	if !re.need.in(s) {
		return ""
	}
	return re.Regexp.FindString(s)
}

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (re *Regexp) FindStringIndex(s string) []int {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindStringIndex(s)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (re *Regexp) FindStringSubmatch(s string) []string {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindStringSubmatch(s)
}

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (re *Regexp) FindStringSubmatchIndex(s string) []int {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindStringSubmatchIndex(s)
}

// FindAllString is regexp.Regexp.FindAllString.
func (re *Regexp) FindAllString(s string, n int) []string {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindAllString(s, n)
}

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (re *Regexp) FindAllStringIndex(s string, n int) [][]int {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindAllStringIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (re *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (re *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !re.need.in(s) {
		return nil
	}
	return re.Regexp.FindAllStringSubmatchIndex(s, n)
}

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (re *Regexp) ReplaceAllString(src, repl string) string {
	if !re.need.in(src) {
		return src
	}
	return re.Regexp.ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (re *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !re.need.in(src) {
		return src
	}
	return re.Regexp.ReplaceAllStringFunc(src, repl)
}

// needs are literals one of which every match contains; any is set when
// the expression gives no such set, and then every text may match.
type needs struct {
	any  bool
	lits []literal
	// foreign are the runes outside ASCII that a case-folded ASCII
	// literal matches (the Kelvin sign for k, the long s for s): a text
	// holding one is left to the matcher.
	foreign []string
	// byFirst is lits by their first byte, when they are many.
	byFirst *firstBytes
}

// literal is a string a match contains, its ASCII letters in any case
// when fold is set (then they are lower-cased, and it has no other
// letters with cases).
type literal struct {
	s    string
	fold bool
}

// maxClassRunes caps the runes of a character class taken as literals of
// one rune each.
const maxClassRunes = 16

// needsOf reads the literals one of which every match of expr contains.
func needsOf(expr string) needs {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return needs{any: true} // the expression compiled: cannot happen
	}
	lits, ok := required(re.Simplify())
	if !ok || len(lits) == 0 {
		return needs{any: true}
	}
	n := needs{lits: lits}
	for _, l := range lits {
		if !l.fold {
			continue
		}
		for _, r := range l.s {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				if f >= utf8.RuneSelf && !slices.Contains(n.foreign, string(f)) {
					n.foreign = append(n.foreign, string(f))
				}
			}
		}
	}
	if len(lits) > fewLiterals {
		n.byFirst = byFirstByte(lits)
	}
	return n
}

// fewLiterals is how many literals are looked for one by one; more are
// looked for in one pass over the text (see firstBytes).
const fewLiterals = 4

// firstBytes lists literals by the byte a text holds where one begins: a
// literal in any case under both cases of its first letter.
type firstBytes struct {
	lits []literal
	from [257]uint16 // lits[from[b]:from[b+1]] begin with the byte b
}

// byFirstByte lists lits by their first byte, or is nil when they are too
// many for firstBytes' offsets.
func byFirstByte(lits []literal) *firstBytes {
	if 2*len(lits) > math.MaxUint16 {
		return nil // looked for one by one
	}
	var buckets [256][]literal
	for _, l := range lits {
		c := l.s[0]
		buckets[c] = append(buckets[c], l)
		if l.fold && 'a' <= c && c <= 'z' {
			buckets[c-'a'+'A'] = append(buckets[c-'a'+'A'], l)
		}
	}
	fb := &firstBytes{}
	for c, b := range buckets {
		fb.from[c] = uint16(len(fb.lits))
		fb.lits = append(fb.lits, b...)
	}
	fb.from[256] = uint16(len(fb.lits))
	return fb
}

// in reports whether text holds one of the literals.
func (fb *firstBytes) in(text string) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		for _, l := range fb.lits[fb.from[c]:fb.from[int(c)+1]] {
			if len(text)-i < len(l.s) {
				continue
			}
			if l.fold && equalFoldASCII(text[i:i+len(l.s)], l.s) || !l.fold && text[i:i+len(l.s)] == l.s {
				return true
			}
		}
	}
	return false
}

// required returns literals one of which every match of re contains, and
// whether there are such.
func required(re *syntax.Regexp) ([]literal, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return literalOf(re)
	case syntax.OpCharClass:
		return classLiterals(re.Rune)
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		return required(re.Sub[0])
	case syntax.OpConcat:
		// Every part is in the match: the part whose literals are the
		// longest (then the fewest) says the most.
		var best []literal
		found := false
		for _, sub := range re.Sub {
			lits, ok := required(sub)
			if ok && (!found || better(lits, best)) {
				best, found = lits, true
			}
		}
		return best, found
	case syntax.OpAlternate:
		// One branch is in the match: each must need a literal.
		var all []literal
		for _, sub := range re.Sub {
			lits, ok := required(sub)
			if !ok {
				return nil, false
			}
			all = append(all, lits...)
		}
		return all, true
	}
	return nil, false
}

// literalOf is the literal of an OpLiteral node. A case-folded literal is
// kept only when its letters are ASCII, whose other cases are ASCII too,
// except those needs.foreign lists. The matcher reads an invalid byte of
// a text as utf8.RuneError, which no literal holding it is looked for.
func literalOf(re *syntax.Regexp) ([]literal, bool) {
	fold := re.Flags&syntax.FoldCase != 0
	b := make([]byte, 0, len(re.Rune))
	for _, r := range re.Rune {
		if r == utf8.RuneError || fold && r >= utf8.RuneSelf && unicode.SimpleFold(r) != r {
			return nil, false
		}
		if fold && 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		b = utf8.AppendRune(b, r)
	}
	return []literal{{s: string(b), fold: fold}}, true
}

// classLiterals takes a small character class as literals of one rune
// each; the class lists every case it matches.
func classLiterals(ranges []rune) ([]literal, bool) {
	n := 0
	for i := 0; i+1 < len(ranges); i += 2 {
		n += int(ranges[i+1]-ranges[i]) + 1
		if n > maxClassRunes {
			return nil, false
		}
	}
	var out []literal
	for i := 0; i+1 < len(ranges); i += 2 {
		for r := ranges[i]; r <= ranges[i+1]; r++ {
			if r == utf8.RuneError || !utf8.ValidRune(r) {
				return nil, false
			}
			out = append(out, literal{s: string(r)})
		}
	}
	return out, len(out) > 0
}

// better reports whether literals a say more than b: their shortest is
// longer, or as long and they are fewer.
func better(a, b []literal) bool {
	la, lb := shortest(a), shortest(b)
	if la != lb {
		return la > lb
	}
	return len(a) < len(b)
}

// shortest is the length of the shortest of lits, or -1 when there are
// none.
func shortest(lits []literal) int {
	n := -1
	for _, l := range lits {
		if n < 0 || len(l.s) < n {
			n = len(l.s)
		}
	}
	return n
}

// in reports whether text may hold a match: it holds one of the literals,
// or a rune a folded literal matches outside ASCII.
func (n *needs) in(text string) bool {
	if n.any {
		return true
	}
	if n.byFirst != nil {
		if n.byFirst.in(text) {
			return true
		}
	} else {
		for _, l := range n.lits {
			if l.fold && indexFold(text, l.s) >= 0 || !l.fold && strings.Contains(text, l.s) {
				return true
			}
		}
	}
	// Each foreign rune is looked for as a string: strings.ContainsAny
	// decodes the text rune by rune.
	for _, f := range n.foreign {
		if strings.Contains(text, f) {
			return true
		}
	}
	return false
}

// indexFold is the index of the first instance of lower, whose ASCII
// letters are lower-case, in s with its ASCII letters in any case, or -1.
func indexFold(s, lower string) int {
	if lower == "" {
		return 0
	}
	first := lower[0]
	upper := first
	if 'a' <= first && first <= 'z' {
		upper -= 'a' - 'A'
	}
	for i := 0; i+len(lower) <= len(s); i++ {
		j := indexEither(s[i:len(s)-len(lower)+1], first, upper)
		if j < 0 {
			return -1
		}
		i += j
		if equalFoldASCII(s[i:i+len(lower)], lower) {
			return i
		}
	}
	return -1
}

// indexEither is the index of the first a or b in s, or -1.
func indexEither(s string, a, b byte) int {
	i := strings.IndexByte(s, a)
	if a == b {
		return i
	}
	if i >= 0 {
		s = s[:i] // b counts only before a
	}
	if j := strings.IndexByte(s, b); j >= 0 {
		return j
	}
	return i
}

// equalFoldASCII reports whether s is lower, whose ASCII letters are
// lower-case, with its ASCII letters in any case.
func equalFoldASCII(s, lower string) bool {
	for i := 0; i < len(lower); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}
