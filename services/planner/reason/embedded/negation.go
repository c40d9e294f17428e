package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// negatedWordRE ends in a negation of the word that follows it, Chinese or
// English: 还没付, 不急, 未付; "has not paid", "not urgent", "never
// shipped", "not the spring one", "no longer running", "non-prod". A word
// so negated names no value of an enum.
var negatedWordRE = prefilter.MustCompile(`(?:(?:不|没|未|别|无)(?:有|是|太|很|怎么|那么|大|用|要|必|再|够|曾|被){0,2}\s*|\b(?:not|no|never|hasn't|haven't|hadn't|isn't|aren't|wasn't|weren't|didn't|don't|doesn't|won't|hasnt|havent|isnt|didnt|dont|doesnt)\s+(?:(?:yet|been|be|very|so|that|too|really|fully|quite|at all|the|a|an|any|longer)\s+){0,2}|\bnon-?)$`)

// negatedAt reports whether the word at byte offset pos of a lower-case
// text is negated.
func negatedAt(lower string, pos int) bool {
	m := endIndex(negatedWordRE, lower[:pos])
	return m != nil && !aNotA(lower, m[0])
}

// aNotA reports whether the negation at byte offset i of text is the
// middle of an A-not-A question, the same word on both sides of it: 有没有
// and 是不是 ask, and negate nothing ("有没有逾期账单").
func aNotA(text string, i int) bool {
	neg, n := utf8.DecodeRuneInString(text[i:])
	if neg != '没' && neg != '不' {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[i+n:])
	return before != utf8.RuneError && before == after
}

// kindWords name a parameter whose values are kinds of thing a goal is
// about — a category, a topic, a reason — rather than states it has.
var kindWords = map[string]bool{"category": true, "categories": true, "type": true, "kind": true, "topic": true, "reason": true, "issue": true, "subject": true, "cause": true}

// kindParam reports whether a parameter's values are kinds: a negated
// word names its kind all the same, "hasn't been cleaned" a complaint
// about cleanliness.
func kindParam(name string) bool {
	return slices.ContainsFunc(nameWords(name), func(w string) bool { return kindWords[w] })
}

// oppositeValue is the enum's explicit negative of the value v — unpaid
// for paid, inactive for active, not_started for started — when the enum
// has one: what a goal asks for by negating v.
func oppositeValue(enum []any, v string) (string, bool) {
	lv := strings.ToLower(v)
	for _, pre := range []string{"un", "non", "non_", "non-", "not_", "not-", "no_", "in"} {
		if o, ok := enumValue(enum, pre+lv); ok {
			return o, true
		}
	}
	return "", false
}

// hanWordBefore are the characters a one-character word follows without
// being part of a longer word: adverbs of degree, time and negation, and
// pronouns — 太吵, 挺急的, 还没付, 已经付了.
const hanWordBefore = "很太挺真好超最更蛮较点已经都还也就才刚先再又不没未别无我你他她它们得要在"

// hanWordAfter are the particles a one-character word stands before:
// 急的, 吵了, 付过.
const hanWordAfter = "的了啊吗呢吧得过完呀啦死"

// standsAlone reports whether the one Han character at text[a:b] is a
// word of its own: what comes before it is no Han character, a word
// read before (end reports whether a longer key ended at a), or an
// adverb or pronoun; what follows is no Han character or a particle. A
// character after a numeral is a measure and stands: 8折.
func standsAlone(text string, a, b int, end func(int) bool) bool {
	prev, _ := utf8.DecodeLastRuneInString(text[:a])
	if a > 0 && (prev >= '0' && prev <= '9' || strings.ContainsRune("一二两三四五六七八九十半几", prev)) {
		return true
	}
	if a > 0 && unicode.Is(unicode.Han, prev) && !end(a) && !strings.ContainsRune(hanWordBefore, prev) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(text[b:])
	return b >= len(text) || !unicode.Is(unicode.Han, next) || strings.ContainsRune(hanWordAfter, next)
}
