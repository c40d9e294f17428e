package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// cueWindow is how many bytes before its trailing white space a cue
// pattern reads of the text before a value: a cue is a few words.
const cueWindow = 96

// cueTail is where the end of s that a cue pattern reads starts: the last
// cueWindow bytes before the trailing white space, on a character's
// start.
func cueTail(s string) int {
	k := max(0, len(strings.TrimRightFunc(s, unicode.IsSpace))-cueWindow)
	for k > 0 && !utf8.RuneStart(s[k]) {
		k++
	}
	return k
}

// cuePattern is a compiled pattern endsWith and endIndex read with: a
// *regexp.Regexp or a *prefilter.Regexp.
type cuePattern interface {
	MatchString(s string) bool
	FindStringIndex(s string) []int
}

// endsWith reports whether re, a pattern that ends in $, matches the end
// of s. It reads only the end of s (see cueTail), so testing the text
// before each value of a long goal costs time in proportion to the cue,
// not to the goal.
func endsWith(re cuePattern, s string) bool {
	return re.MatchString(s[cueTail(s):])
}

// endIndex is re.FindStringIndex(s) for a pattern that ends in $, read
// from the end of s only like endsWith.
func endIndex(re cuePattern, s string) []int {
	k := cueTail(s)
	loc := re.FindStringIndex(s[k:])
	if loc == nil {
		return nil
	}
	return []int{loc[0] + k, loc[1] + k}
}
