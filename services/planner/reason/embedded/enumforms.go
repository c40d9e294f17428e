package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// periodWords are the everyday words, Chinese and English, for a period's
// bucket and for compass points: a goal says 每周 or "western", a schema
// says week or west. Like enumWords, a value is used only when the
// parameter's own enum has it.
var periodWords = []struct {
	words  []string
	values []string
}{
	{[]string{"每小时", "每个小时", "按小时", "逐小时"}, []string{"hour", "hourly"}},
	{[]string{"每天", "每日", "按天", "按日", "逐日"}, []string{"day", "daily"}},
	{[]string{"每周", "按周", "逐周", "每星期", "每个星期", "每个礼拜"}, []string{"week", "weekly"}},
	{[]string{"每月", "每个月", "按月", "逐月"}, []string{"month", "monthly"}},
	{[]string{"每季度", "每个季度", "按季度", "quarterly"}, []string{"quarter", "quarterly"}},
	{[]string{"每年", "按年", "annually"}, []string{"year", "yearly", "annually"}},
	{[]string{"东部", "东区", "eastern"}, []string{"east", "eastern"}},
	{[]string{"西部", "西区", "western"}, []string{"west", "western"}},
	{[]string{"南部", "南区", "southern"}, []string{"south", "southern"}},
	{[]string{"北部", "北区", "northern"}, []string{"north", "northern"}},
	{[]string{"中部", "中区"}, []string{"central", "center", "centre"}},
}

// asciiWordRE is a Latin word of a goal.
var asciiWordRE = prefilter.MustCompile(`[A-Za-z]+`)

// actionWords name a parameter whose values are the verbs of what a tool
// is to do: action, operation, decision.
var actionWords = map[string]bool{"action": true, "operation": true, "op": true, "decision": true, "command": true, "cmd": true, "verb": true}

// actionParam reports whether a parameter's name says its values are
// actions to take rather than states or kinds.
func actionParam(name string) bool {
	return slices.ContainsFunc(nameWords(name), func(w string) bool { return actionWords[w] })
}

// enumByForm returns the enum values the text names in another form of
// the same word — "daily" for day, "weekly" for week, "damaged" for
// damage, "in detail" for detailed — or by the words of periodWords, in
// text order. The participle of an action names the state the action
// leaves behind, not the action: "closed tickets" names close for a
// status of open or close, but no action of a parameter named for one.
func enumByForm(enum []any, name, text string) []string {
	lower := lowerASCII(text)
	action := actionParam(name)
	var hits []valueHit
	for _, m := range asciiWordRE.FindAllStringIndex(lower, -1) {
		w := lower[m[0]:m[1]]
		for _, x := range enum {
			v, ok := x.(string)
			if ok && (len(v) >= 3 && pluralOf(strings.ToLower(v), w) || acronymPlural(text[m[0]:m[1]], v)) && !action && len(unitKeysOf(v)) == 0 && (endsWith(pluralNounBeforeRE, lower[:m[0]]) || theHeadPlural(lower, m[0], m[1])) {
				hits = append(hits, valueHit{m[0], v}) // "with cracks" names crack; "3 boxes" is a quantity's unit, for enumByQuantityUnit
				continue
			}
			if !ok || len(v) < 3 || !formOf(strings.ToLower(v), w) && !formOf(w, strings.ToLower(v)) {
				continue
			}
			if action && strings.HasSuffix(w, "d") && formOf(strings.ToLower(v), w) {
				continue // "the closed tickets" are in a state; nothing asks to close them
			}
			if strings.HasSuffix(w, "d") && eventTimeRE.MatchString(lower[m[1]:]) {
				continue // "tickets opened in the past 7 days": when they were opened, not an open state
			}
			if endsWith(negatedVerbRE, lower[:m[0]]) {
				continue // "don't approve anything" asks for nothing approved
			}
			if strings.ToLower(v) == doubledParticiple(w) && endsWith(articleBeforeRE, lower[:m[0]]) {
				continue // "waits on the ship" is a noun, nothing shipped
			}
			hits = append(hits, valueHit{m[0], v})
		}
	}
	for _, pw := range periodWords {
		pos := -1
		for _, w := range pw.words {
			if p := aliasIndex(lower, w); p >= 0 && (pos < 0 || p < pos) {
				pos = p
			}
		}
		if pos < 0 {
			continue
		}
		for _, v := range pw.values {
			if ev, ok := enumValue(enum, v); ok {
				hits = append(hits, valueHit{pos, ev})
				break
			}
		}
	}
	return valuesInOrder(hits)
}

// eventTimeRE is a time phrase right after a participle: the participle
// tells when something was done to the things named ("opened in the past
// 7 days", "completed last week"), not the state they are in.
var eventTimeRE = prefilter.MustCompile(`^\s+(?:(?:in|during|over|within|since|on|from|between|before|after)\s+)?(?:the\s+)?(?:past|last|previous|this|next|yesterday|today|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`)

// negatedVerbRE ends in a negation right before a word: the verb after it is
// not done, and names no value.
var negatedVerbRE = prefilter.MustCompile(`(?:\b(?:don't|dont|do not|never|not|won't|shouldn't)\s+|(?:不要|别|不用|不必)\s*)$`)

// pluralOf reports whether w is the plural of the word base: crack →
// cracks, scratch → scratches, dairy → dairies.
func pluralOf(base, w string) bool {
	if len(base) < 3 || len(w) <= len(base) {
		return false
	}
	if w == base+"s" || w == base+"es" && (strings.HasSuffix(base, "s") || strings.HasSuffix(base, "x") || strings.HasSuffix(base, "ch") || strings.HasSuffix(base, "sh")) {
		return true
	}
	return strings.HasSuffix(base, "y") && w == base[:len(base)-1]+"ies"
}

// pluralNounBeforeRE ends the text before a plural that stands as a
// noun, named by what comes before it — a preposition, a determiner or a
// count: "with cracks", "any scratches", "3 burrs" — and not a verb of
// the sentence (the shop opens at 9). A plural after a preposition or a
// determiner is a noun: "promos on EVs", "to my clients", and so is one
// after 的 in a mixed sentence: 上个月的 tolls. So is one after a
// superlative ("the busiest hours") or after work, whose plural of a
// time is when ("working nights").
var pluralNounBeforeRE = prefilter.MustCompile(`(?i)(?:(?:\b(?:with|of|for|from|about|on|in|at|to|by|my|our|your|their|any|no|some|many|few|several|more|fewer|these|those|all|both|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen|which|what|whose|[a-z]{2,}iest|latest|highest|lowest|longest|shortest|work|works|working|worked|[a-z]{3,}[^e]ed)|\b\d+)\s+|(?:的|哪些|哪几个|这些|那些|所有)\s*)$`)

// theBeforeRE ends in "the" right before a word.
var theBeforeRE = prefilter.MustCompile(`\bthe\s+$`)

// headAfterRE opens what follows a noun that heads its phrase: a
// preposition, a participle, a relative word, punctuation or the end —
// "the feeders in the north", "the herons seen", not "the tolls list".
var headAfterRE = prefilter.MustCompile(`^(?:\s*$|\s*[,.;:!?，。；：！？)]|\s+(?:in|on|at|of|from|with|near|that|which|who|whose|where|[a-z]{2,}ed|seen|shown|held|kept|left|run|due)\b)`)

// theHeadPlural reports whether the plural at lower[a:b] follows "the"
// and heads its phrase: "the feeders in the north". A plural followed by
// a noun it modifies ("the tolls list") names no value.
func theHeadPlural(lower string, a, b int) bool {
	return theBeforeRE.MatchString(lower[:a]) && headAfterRE.MatchString(lower[b:])
}

// acronymPlural reports whether w, as the goal writes it, is the plural
// of the short value v written in capitals: EVs for ev, SUVs for suv.
func acronymPlural(w, v string) bool {
	if len(v) < 2 || len(w) != len(v)+1 || w[len(w)-1] != 's' || !strings.EqualFold(w[:len(v)], v) {
		return false
	}
	return strings.ToUpper(w[:len(v)]) == w[:len(v)]
}

// formOf reports whether w is an adjective or participle formed from the
// word base: day → daily, week → weekly, damage → damaged, detail →
// detailed. Plurals and -ing forms say a different thing (opens, opening)
// and do not count.
func formOf(base, w string) bool {
	if len(w) <= len(base) || len(base) < 3 {
		return false
	}
	forms := []string{base + "ly", base + "ed"}
	if strings.HasSuffix(base, "e") {
		forms = append(forms, base+"d")
	}
	if strings.HasSuffix(base, "y") {
		forms = append(forms, base[:len(base)-1]+"ily")
	}
	if d := doubledParticiple(base); d != "" {
		forms = append(forms, d) // cancel and cancelled, ship and shipped
	}
	for _, f := range forms {
		if w == f {
			return true
		}
	}
	return false
}

// doubledParticiple returns the participle of a verb of three letters or
// more that doubles its last consonant, cancelled of cancel, shipped of
// ship, or "" when base ends in no vowel and consonant.
func doubledParticiple(base string) string {
	n := len(base)
	if n < 3 || isVowel(base[n-3]) || !isVowel(base[n-2]) || isVowel(base[n-1]) || strings.ContainsRune("wxy", rune(base[n-1])) {
		return ""
	}
	return base + base[n-1:] + "ed"
}

// articleBeforeRE ends the text before a noun an article or a possessive
// introduces: "the ship", "a plan", "our pin".
var articleBeforeRE = prefilter.MustCompile(`(?i)\b(?:the|a|an|this|that|its|our|their|his|her|my|your)\s+$`)

// isVowel reports whether c is an English vowel letter.
func isVowel(c byte) bool {
	return strings.IndexByte("aeiou", c) >= 0
}
