package embedded

import (
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Alias maps the names people use for an entity to its code: Kind "region",
// Value "east_china", Names 华东区, 华东, East China. Value may list several
// codes separated by commas ("revenue,dau,cvr" for 核心指标): a parameter
// that takes a list gets them all, one that takes a single value the first
// its enum allows.
type Alias struct {
	Kind  string
	Value string
	Names []string
}

// DefaultAliases returns the built-in alias tables: regions and the core
// metrics of the weekly-report scenario.
func DefaultAliases() []Alias {
	return []Alias{
		{"region", "east_china", []string{"华东区", "华东地区", "华东", "East China", "eastern China"}},
		{"region", "south_china", []string{"华南区", "华南地区", "华南", "South China", "southern China"}},
		{"region", "north_china", []string{"华北区", "华北地区", "华北", "North China", "northern China"}},
		{"region", "central_china", []string{"华中区", "华中地区", "华中", "Central China"}},
		{"region", "southwest_china", []string{"西南区", "西南地区", "西南", "Southwest China"}},
		{"region", "northwest_china", []string{"西北区", "西北地区", "西北", "Northwest China"}},
		{"region", "northeast_china", []string{"东北区", "东北地区", "东北", "Northeast China"}},
		{"metric", "revenue", []string{"营收", "收入", "营业额", "revenue", "revenues", "income"}},
		{"metric", "dau", []string{"日活跃用户", "日活", "DAU", "daily active users", "daily actives"}},
		{"metric", "cvr", []string{"转化率", "conversion rate", "conversion", "CVR"}},
		// "Core metrics" are all three; a parameter taking one metric gets
		// the first.
		{"metric", "revenue,dau,cvr", []string{"核心业务指标", "核心指标", "core metrics", "core business metrics", "key metrics"}},
	}
}

// mention is one alias found in a text.
type mention struct {
	Kind, Value, Name string
	Pos               int
	// Names are all the names of the alias, for matching a tool's own enum
	// vocabulary ("east" for East China).
	Names []string
}

// entities returns the aliases mentioned in text, in text order; of
// overlapping mentions the longest wins.
func (e *Engine) entities(text string) []mention {
	return findAliases(e.opts.Aliases, text)
}

// findAliases is Engine.entities over the given alias tables.
func findAliases(aliases []Alias, text string) []mention {
	lower := lowerASCII(text) // same byte offsets as text
	runes := runeSetOf(lower)
	var found []mention
	for _, a := range aliases {
		for _, n := range a.Names {
			if !runes.mayHold(n) {
				continue
			}
			if p := aliasIndex(lower, lowerASCII(n)); p >= 0 {
				found = append(found, mention{a.Kind, a.Value, text[p : p+len(n)], p, a.Names})
			}
		}
	}
	slices.SortStableFunc(found, func(a, b mention) int {
		if a.Pos != b.Pos {
			return a.Pos - b.Pos
		}
		return len(b.Name) - len(a.Name)
	})
	var out []mention
	end := -1
	for _, m := range found {
		if m.Pos < end {
			continue
		}
		out = append(out, m)
		end = m.Pos + len(m.Name)
	}
	return out
}

// runeSet is the set of runes of a lower-cased text.
type runeSet struct {
	ascii [2]uint64
	other []rune // sorted
}

// runeSetOf is the set of the runes of lower, a lower-cased text.
func runeSetOf(lower string) runeSet {
	s := runeSet{other: make([]rune, 0, len(lower)/3)}
	for _, r := range lower {
		if r < utf8.RuneSelf {
			s.ascii[r/64] |= 1 << (r % 64)
		} else {
			s.other = append(s.other, r)
		}
	}
	slices.Sort(s.other)
	return s
}

// mayHold reports whether the text may hold name in any ASCII case: it
// holds the name's first rune, lower-cased. A name that opens with no
// valid rune is left to the search.
func (s *runeSet) mayHold(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	switch {
	case r == utf8.RuneError:
		return true
	case 'A' <= r && r <= 'Z':
		r += 'a' - 'A'
		fallthrough
	case r < utf8.RuneSelf:
		return s.ascii[r/64]&(1<<(r%64)) != 0
	}
	_, found := slices.BinarySearch(s.other, r)
	return found
}

// aliasIndex finds name in text; a Latin name must stand as whole words.
func aliasIndex(text, name string) int {
	from := 0
	for {
		i := strings.Index(text[from:], name)
		if i < 0 {
			return -1
		}
		i += from
		if !isLatin(name) || !latinAt(text, i-1) && !latinAt(text, i+len(name)) {
			return i
		}
		from = i + 1
	}
}

// isLatin reports whether s is all ASCII.
func isLatin(s string) bool {
	for _, r := range s {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

// latinAt reports whether the byte at i is an ASCII letter or digit (part of
// the same word).
func latinAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c < 0x80 && (unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)) || c == '_')
}

// lowerASCII lower-cases ASCII letters only, so byte offsets stay valid
// (strings.ToLower may change a string's length).
func lowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// lowerSameBytes lower-cases every letter whose lower case takes as many
// bytes as it does, and keeps the rest (İ, the Kelvin sign), so a byte
// offset found in the result is an offset in s, and a value lowered the
// same way matches with its own length.
func lowerSameBytes(s string) string {
	ascii, upper := true, false
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
		upper = upper || 'A' <= s[i] && s[i] <= 'Z'
	}
	switch {
	case ascii && !upper:
		return s
	case ascii:
		return lowerASCII(s)
	}
	var b []byte // nil until a letter changes; bytes not UTF-8 are kept
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); l != r && utf8.RuneLen(l) == n {
			if b == nil {
				b = append(make([]byte, 0, len(s)), s[:i]...)
			}
			b = utf8.AppendRune(b, l)
		} else if b != nil {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	if b == nil {
		return s
	}
	return string(b)
}

// wordOccurrences yields the byte offsets at which aliasIndex would find
// name in text, left to right: a Latin name only as a word of its own.
func wordOccurrences(text, name string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := range occurrences(text, name) {
			if isLatin(name) && (latinAt(text, i-1) || latinAt(text, i+len(name))) {
				continue
			}
			if !yield(i) {
				return
			}
		}
	}
}

// occurrences yields the byte offsets of sub in s, left to right, each
// after the end of the one before.
func occurrences(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for from := 0; from <= len(s); {
			i := strings.Index(s[from:], sub)
			if i < 0 || !yield(from+i) {
				return
			}
			from += i + max(len(sub), 1)
		}
	}
}
