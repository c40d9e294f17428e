package timeexpr

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// starts is the set of runes that can begin a match of a regular
// expression, as sorted, disjoint [lo, hi] ranges. A text holding none of
// them cannot match, which is most texts for most of the rules: checking
// costs a pass over the text's runes instead of a run of the matcher.
type starts struct {
	any    bool      // a match can begin with any rune, or be empty
	ascii  [2]uint64 // the ASCII runes, one bit each
	lo, hi []rune    // all of them
}

// startsOf reads the runes that can begin a match of re from its program.
func startsOf(re *regexp.Regexp) starts {
	parsed, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return starts{any: true} // re compiled: cannot happen
	}
	prog, err := syntax.Compile(parsed.Simplify())
	if err != nil {
		return starts{any: true}
	}
	var s starts
	var ranges []rune // [lo, hi] pairs
	seen := make([]bool, len(prog.Inst))
	var walk func(pc uint32)
	walk = func(pc uint32) {
		if s.any || seen[pc] {
			return
		}
		seen[pc] = true
		in := &prog.Inst[pc]
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			walk(in.Out)
			walk(in.Arg)
		case syntax.InstCapture, syntax.InstNop, syntax.InstEmptyWidth:
			walk(in.Out)
		case syntax.InstRune1:
			ranges = append(ranges, in.Rune[0], in.Rune[0])
		case syntax.InstRune:
			if len(in.Rune) == 1 {
				r := in.Rune[0]
				ranges = append(ranges, r, r)
				if syntax.Flags(in.Arg)&syntax.FoldCase != 0 {
					for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
						ranges = append(ranges, f, f)
					}
				}
				return
			}
			ranges = append(ranges, in.Rune...)
		case syntax.InstFail:
		default: // InstMatch, InstRuneAny, InstRuneAnyNotNL
			s.any = true
		}
	}
	walk(uint32(prog.Start))
	if s.any {
		return starts{any: true}
	}
	s.lo, s.hi = joinRanges(ranges)
	for i, lo := range s.lo {
		for r := lo; r <= s.hi[i] && r < utf8.RuneSelf; r++ {
			s.ascii[r/64] |= 1 << (r % 64)
		}
	}
	return s
}

// joinRanges sorts [lo, hi] pairs, joins those that overlap or touch and
// returns the lows and the highs.
func joinRanges(rs []rune) (lo, hi []rune) {
	pairs := make([][2]rune, 0, len(rs)/2)
	for i := 0; i+1 < len(rs); i += 2 {
		pairs = append(pairs, [2]rune{rs[i], rs[i+1]})
	}
	slices.SortFunc(pairs, func(a, b [2]rune) int { return int(a[0] - b[0]) })
	for _, p := range pairs {
		if n := len(hi); n > 0 && p[0] <= hi[n-1]+1 {
			hi[n-1] = max(hi[n-1], p[1])
			continue
		}
		lo, hi = append(lo, p[0]), append(hi, p[1])
	}
	return lo, hi
}

// has reports whether r can begin a match.
func (s *starts) has(r rune) bool {
	if r < utf8.RuneSelf {
		return s.ascii[r/64]&(1<<(r%64)) != 0
	}
	i, _ := slices.BinarySearch(s.hi, r) // the first range ending at r or later
	return i < len(s.hi) && s.lo[i] <= r
}

// mayMatch reports whether text holds a rune a match can begin with.
func (s *starts) mayMatch(text string) bool {
	return s.any || strings.IndexFunc(text, s.has) >= 0
}
