package embedded

import (
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// splitNeeds splits a clause into needs: at every strong separator (、,
// 以及, "as well as"), and at a weak one (和, and) between parts long enough
// to be needs of their own. Leading connectives are dropped, and so are
// parts that only say how to present the result, what to compare with or
// how many to show.
func splitNeeds(text string) []need {
	var out []need
	strong := joinIDLists(text, inWord(strongSepRE, text, strongSepRE.Split(text, -1)))
	for _, part := range strong {
		for _, p := range splitWeak(part) {
			p = strings.TrimSpace(p)
			lead := leadingRE.FindString(p)
			p = strings.TrimSpace(p[len(lead):])
			if p == "" || !hasContent(p) || presentsResult(p) || compareOnlyRE.MatchString(p) || capOnlyRE.MatchString(p) {
				continue
			}
			out = append(out, need{text: p, listed: len(strong) > 1, then: thenRE.MatchString(lead)})
		}
	}
	return out
}

var (
	// objectLeadRE is a part that holds only a preposition before its
	// identifiers (给 ST-1, 对 A-2、A-3): no verb, so no need of its own.
	objectLeadRE = prefilter.MustCompile(`^\s*(?:给|对|为|把|将|向|帮)\s*` + idPattern + `(?:\s*、\s*` + idPattern + `)*\s*$`)
	// idStartRE opens a part with an identifier.
	idStartRE = prefilter.MustCompile(`^\s*` + idPattern + `\b`)
	// idEndRE closes a part with an identifier; idOnlyRE is a part that
	// is one identifier and nothing else.
	idEndRE  = prefilter.MustCompile(`(?:^|[^A-Za-z0-9-])` + idPattern + `\s*$`)
	idOnlyRE = prefilter.MustCompile(`^\s*` + idPattern + `\s*$`)
)

// idPattern is an identifier: letters and digits in one token.
const idPattern = `[A-Za-z]+[-_]?\d[A-Za-z0-9-]*`

// joinIDLists joins back the parts of text split at a 、 after a part
// that is only a preposition and identifiers, before one that opens with
// an identifier (给 ST-1、ST-2 推固件), and a part that is one identifier
// after a part that ends with one (提醒一下：CA-1、CA-2、CA-3): they list
// the objects of one verb, not needs of their own.
func joinIDLists(text string, parts []string) []string {
	return joinAt(strongSepRE, text, parts, func(last, sep, p string) bool {
		return sep == "、" && (objectLeadRE.MatchString(last) && idStartRE.MatchString(p) || idEndRE.MatchString(last) && idOnlyRE.MatchString(p))
	})
}

// splitWeak splits at 和/and only when every part is long enough to be a
// need of its own ("营收和DAU" stays one need; "线上告警回顾和新增需求状态"
// becomes two).
func splitWeak(text string) []string {
	parts := nounAnd(text, modifierAnd(text, rangeAnd(text, inWord(weakSepRE, text, weakSepRE.Split(text, -1)))))
	if len(parts) < 2 {
		return []string{text}
	}
	for _, p := range parts {
		if weight(p) < 4 {
			return []string{text}
		}
	}
	return parts
}

var (
	// wordJiRE ends a part whose 及 is the tail of a word (涉及, 普及,
	// 波及, 来不及), not "and".
	wordJiRE = prefilter.MustCompile(`[涉普危波顾来]$|不$`)
	// jiWordRE opens a part whose 及 is the head of a word (及时, 及格,
	// 及早): 成绩及格的学生 is one noun phrase.
	jiWordRE = prefilter.MustCompile(`^[时格早]`)
	// asciiEndRE and asciiStartRE are a letter or digit touching a separator.
	asciiEndRE   = prefilter.MustCompile(`[A-Za-z0-9]$`)
	asciiStartRE = prefilter.MustCompile(`^[A-Za-z0-9]`)
)

// inWord joins back the parts of text split at a separator inside a
// word: the 及 of 涉及, 及时 or 及格, the & of an acronym with no space around
// it (M&E, R&D). Neither joins two things to do.
func inWord(sep *prefilter.Regexp, text string, parts []string) []string {
	if !strings.ContainsAny(text, "及&") {
		return parts
	}
	return joinAt(sep, text, parts, func(last, s, p string) bool {
		switch s {
		case "及":
			return wordJiRE.MatchString(last) || jiWordRE.MatchString(p)
		case "&":
			return asciiEndRE.MatchString(last) && asciiStartRE.MatchString(p)
		}
		return false
	})
}

// betweenRE ends a part whose "and" closes a range: between March 1 and
// March 5, between 10 and 20.
var betweenRE = prefilter.MustCompile(`(?i)\bbetween\s+\S+(?:\s+\S+)?\s*$`)

// rangeAnd joins back the parts of text split at the "and" of a range
// ("between X and Y"): it names two ends of one value, not two needs.
func rangeAnd(text string, parts []string) []string {
	return joinAt(weakSepRE, text, parts, func(last, _, _ string) bool {
		return betweenRE.MatchString(last)
	})
}

// openModifierRE ends a part whose noun phrase has no head yet: a
// determiner or preposition, then a word shaped as an adjective (a
// peaceful, our annual, of recent) or any word after an adverb (a
// really gripping).
var openModifierRE = prefilter.MustCompile(`(?i)\b(?:a|an|the|my|your|our|their|his|her|its|this|these|those|some|any|more|most|of|for|with|about)\s+(?:[a-z]+(?:ful|ive|ous|al|ic|able|ible|ent|ant|ary|less)|[a-z]+ly\s+[a-z-]+)\s*$`)

// headedRE opens a part with a noun phrase or clause of its own: a
// determiner or a pronoun.
var headedRE = prefilter.MustCompile(`(?i)^\s*(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those|some|any|i|you|we|they|he|she|it)\b`)

// modifierAnd joins back the parts of text split at an "and" between two
// modifiers of one noun ("a peaceful and quiet room", "our annual and
// quarterly figures"): the part before it names no thing yet, so neither part is a need of its own.
func modifierAnd(text string, parts []string) []string {
	return rejoin(text, parts, func(last, p string) bool {
		return openModifierRE.MatchString(last) && !headedRE.MatchString(p) && !actionRE.MatchString(p)
	})
}

// rejoin joins each of an English text's parts, split at its weak
// separators, to the part before it when joins says the two are one.
func rejoin(text string, parts []string, joins func(last, p string) bool) []string {
	if language(text) == "zh" {
		return parts
	}
	return joinAt(weakSepRE, text, parts, func(last, _, p string) bool { return joins(last, p) })
}

// joinAt joins each of text's parts, split where sep matches, to the
// part before it, with the separator between them, when joins says the
// two are one. Parts that are no longer text's split are left as they
// are.
func joinAt(sep *prefilter.Regexp, text string, parts []string, joins func(last, sep, p string) bool) []string {
	if len(parts) < 2 {
		return parts
	}
	seps := sep.FindAllString(text, -1)
	if len(seps) != len(parts)-1 {
		return parts
	}
	out := []string{parts[0]}
	for i, p := range parts[1:] {
		if last := &out[len(out)-1]; joins(*last, seps[i], p) {
			*last += seps[i] + p
			continue
		}
		out = append(out, p)
	}
	return out
}

// weight is how much s says, to tell a need from a fragment: an ASCII
// word counts two; any other word counts one for each CJK character it
// opens with, and one more when anything else follows them.
func weight(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if utf8.RuneCountInString(w) == len(w) {
			n += 2
			continue
		}
		for _, r := range w {
			if r > 0x2E80 {
				n++
			} else {
				n++
				break
			}
		}
	}
	return n
}
