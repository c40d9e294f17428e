package embedded

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cueWindow is how many bytes before its trailing white space a cue
// pattern reads of the text before a value: a cue is a few words.
const cueWindow = 96

// endsWith reports whether re, a pattern that ends in $, matches the end
// of s. It reads only the last cueWindow bytes of s and the white space
// after them, so testing the text before each value of a long goal costs
// time in proportion to the cue, not to the goal.
func endsWith(re *regexp.Regexp, s string) bool {
	k := max(0, len(strings.TrimRightFunc(s, unicode.IsSpace))-cueWindow)
	for k > 0 && !utf8.RuneStart(s[k]) {
		k++
	}
	return re.MatchString(s[k:])
}
