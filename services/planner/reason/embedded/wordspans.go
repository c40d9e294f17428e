package embedded

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// word is one word of a text and where it stands.
type word struct {
	text     string
	pos, end int
}

// wordBounds yields the start and end of each word of s, left to right:
// a letter or digit and the letters, digits and ' ’ . & - after it, as
// [\p{L}\p{N}][\p{L}\p{N}'’.&\-]* matches. A scan of the runes costs a
// fraction of the matcher's run, and every need reads its words.
func wordBounds(s string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			if !letterOrDigit(r) {
				i += n
				continue
			}
			j := i + n
			for j < len(s) {
				r, n := utf8.DecodeRuneInString(s[j:])
				if !letterOrDigit(r) && !strings.ContainsRune("'’.&-", r) {
					break
				}
				j += n
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// letterOrDigit reports whether r is a letter or a number, as
// [\p{L}\p{N}] matches.
func letterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }

// wordTexts returns the words of s (see wordBounds).
func wordTexts(s string) []string {
	var out []string
	for a, b := range wordBounds(s) {
		out = append(out, s[a:b])
	}
	return out
}

// wordSpans returns the words of s that hold no Han character, where
// they stand (see wordBounds), with a final period and a possessive 's
// trimmed.
func wordSpans(s string) []word {
	var out []word
	for a, b := range wordBounds(s) {
		if !hasHan(s[a:b]) {
			out = appendWord(out, s, a, b)
		}
	}
	return out
}

// latinWordSpans is wordSpans with the words of letters written against
// Chinese too (新客户Amy, 订单ORD-1234的): each run of them between Han
// characters stands on its own, where it is.
func latinWordSpans(s string) []word {
	var out []word
	for a, b := range wordBounds(s) {
		for a, b := range nonHanRuns(s, a, b) {
			out = appendWord(out, s, a, b)
		}
	}
	return out
}

// appendWord appends the word s[a:b] to out, its final period and
// possessive 's trimmed, unless nothing is left of it.
func appendWord(out []word, s string, a, b int) []word {
	w := strings.TrimRight(s[a:b], ".")
	if strings.HasSuffix(w, "'s") {
		w = w[:len(w)-len("'s")]
	} else if strings.HasSuffix(w, "’s") {
		w = w[:len(w)-len("’s")]
	}
	if w == "" {
		return out
	}
	return append(out, word{w, a, a + len(w)})
}

// nonHanRuns yields the runs of s[a:b] between its Han characters that
// start with a letter or a digit.
func nonHanRuns(s string, a, b int) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		start := -1
		for i, r := range s[a:b] {
			switch {
			case unicode.Is(unicode.Han, r):
				if start >= 0 && !yield(a+start, a+i) {
					return
				}
				start = -1
			case start < 0 && letterOrDigit(r):
				start = i
			}
		}
		if start >= 0 {
			yield(a+start, b)
		}
	}
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

// adjacent reports whether only spaces stand between two words.
func adjacent(s string, a, b word) bool {
	return strings.TrimSpace(s[a.end:b.pos]) == ""
}

func nameJoiner(w string) bool {
	switch w {
	case "of", "the", "de", "da", "del", "van", "von", "v.", "vs", "and the", "on", "for":
		return true
	}
	return false
}

// calendarWordRE is a month or a weekday, written out or short: "on
// Saturday" or "on Jan 28" after a name starts no part of it.
var calendarWordRE = prefilter.MustCompile(`(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?$|^(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$`)

func calendarWord(w string) bool { return calendarWordRE.MatchString(w) }

// sentenceStart reports whether pos starts the text or a sentence.
func sentenceStart(s string, pos int) bool {
	before := strings.TrimRight(s[:pos], " \t\"'“‘(")
	return before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, "?") || strings.HasSuffix(before, "!") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "\n")
}

// hanAfterName reports whether a Chinese character follows the name
// ending at end, a space apart at most: the sentence the name opens is
// written in Chinese.
func hanAfterName(s string, end int) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(s[end:], " "))
	return unicode.Is(unicode.Han, r)
}

// afterColon reports whether the word at pos follows a colon, the label
// of a line ("New patron: Emily Carter, …").
func afterColon(s string, pos int) bool {
	return strings.HasSuffix(strings.TrimRight(s[:pos], " \t"), ":")
}

// possessiveInside reports whether a possessive 's joins two words of one
// name: the word after it is the kind of place or body the name ends in,
// written with a capital ("People's Court", "Children's Hospital", "St
// Mary's Church"), where "Maria's Shanghai trip" is a person's and a
// place's name apart.
func possessiveInside(s string, a, b word) bool {
	gap := s[a.end:b.pos]
	return (gap == "'s " || gap == "’s ") && institutionNouns[b.text]
}

// institutionNouns are the kinds of place or body a name ends in after a
// possessive.
var institutionNouns = map[string]bool{"Court": true, "Hospital": true, "Bank": true, "Park": true, "Church": true, "Market": true,
	"College": true, "University": true, "School": true, "Federation": true, "Congress": true, "Republic": true, "Square": true,
	"Hall": true, "Museum": true, "Association": true, "Union": true, "Theatre": true, "Theater": true, "Cathedral": true}
