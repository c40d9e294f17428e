package embedded

import (
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// enumByPart returns the enum values the goal names by a part that is
// theirs alone, or whole with its last word in the other number or in the
// past ("the client returned" names client_return): "any
// berths" names economy_berth when no other value has the word berth, its
// head; "deluxe cabins" names deluxe_cabin; and 软卧 names the value its
// description glosses 软卧铺 when no other gloss holds 软卧. A word of the
// parameter's own name is no such part (cabin in family_cabin, for a
// cabin_type), nor a word the goal uses as a verb: the first word of a
// clause, or one an object pronoun follows ("show me" names no no_show).
// Nor is a word of the tool's name or description (toolWords): "cancel
// booking X" names the booking the tool acts on, not the value
// duplicate_booking, and "every stop" for a tool of "stop events" whose
// other parameters speak of stops names the stops, not the value
// quality_stop.
func enumByPart(enum []any, name, description, text string, toolWords map[string]bool) []string {
	values := enumStrings(enum)
	if len(values) < 2 {
		return nil
	}
	var hits, periods []valueHit
	own := nameWordsAll(name)
	lower := lowerASCII(text)
	for _, v := range values {
		words := valueWords(v)
		if p := romanIndex(v, text); p >= 0 {
			hits = append(hits, valueHit{p, v}) // "class II" for class_2
			continue
		}
		if len(words) == 1 && strings.ContainsAny(v, "0123456789") {
			if p := slotWordIndex(values, v, words[0], own, toolWords, text, lower); p >= 0 && !greetingAt(text, p) && !pastDayRE.MatchString(text[:p]) {
				periods = append(periods, valueHit{p, v}) // "in the afternoon", 下午 for afternoon_13_17
			}
			continue
		}
		if len(words) < 2 {
			continue
		}
		head := words[len(words)-1]
		lead := strings.Join(words[:len(words)-1], " ") + " "
		for _, f := range append(numberForms(head), pastForms(head)...) {
			if p := aliasIndex(lower, lead+f); p >= 0 {
				hits = append(hits, valueHit{p, v}) // deluxe cabins, "the client returned" for client_return
			}
		}
		for i, w := range words {
			if stopWords[w] || glossStop[w] || slices.Contains(own, w) || sharedWord(values, v, w) || toolWords[w] {
				continue
			}
			if i < len(words)-1 {
				// A modifier names the value only as an acronym: TV of
				// tv_network; the patient of patient_request is anyone.
				if p := acronymIndex(text, w); p >= 0 {
					hits = append(hits, valueHit{p, v})
				} else if p := properModifierIndex(text, description, w, own); p >= 0 {
					hits = append(hits, valueHit{p, v}) // "the Hangzhou clinic" for hangzhou_xihu
				}
				continue
			}
			if len(w) < 4 {
				continue
			}
			found := false
			for _, f := range numberForms(w) {
				if p := aliasIndex(lower, f); p >= 0 && !verbAt(lower, p, len(f)) {
					hits = append(hits, valueHit{p, v})
					found = true
				}
			}
			if !found {
				if p := glossIndex(text, w); p >= 0 {
					hits = append(hits, valueHit{p, v}) // WiFi, 网络 for tv_network
				}
			}
		}
	}
	// The maps below are read in the enum's order, never in a map's: two
	// values named at one place must come out the same way every time.
	whole, glosses := hanGlosses(values, description)
	for _, v := range values {
		if gloss, ok := whole[v]; ok {
			if p := strings.Index(text, gloss); p >= 0 {
				hits = append(hits, valueHit{p, v}) // 45分钟游泳课, digits and all
			}
		}
	}
	for _, v := range values {
		if gloss, ok := whole[v]; ok {
			if p := translatedGloss(whole, v, gloss, lower); p >= 0 {
				hits = append(hits, valueHit{p, v}) // "an airport pickup" for a value glossed 接机
			}
		}
	}
	unapostrophed := pinyinApostropheRE.ReplaceAllString(text, "$1$2")
	rendered := renderedNames(values, description)
	for _, v := range values {
		for _, n := range rendered[v] {
			if p := aliasIndex(unapostrophed, n); p >= 0 {
				hits = append(hits, valueHit{p, v}) // "at Pudong" for sh_pd = 上海浦东店 (Pudong, Shanghai)
				break
			}
		}
	}
	if len(periods) == 1 {
		hits = append(hits, periods...) // two periods named: "came this afternoon, bring it tomorrow morning"
	}
	acronyms := bracketAcronyms(values, description)
	for _, v := range values {
		for _, a := range acronyms[v] {
			if p := aliasIndex(text, a); p >= 0 && !acronymShared(acronyms, v, a) {
				hits = append(hits, valueHit{p, v}) // IQC for a value glossed (IQC 来料检验)
			}
		}
	}
	for _, v := range values {
		gloss, ok := glosses[v]
		if !ok {
			continue
		}
		for _, part := range hanParts(gloss) {
			if otherHolds(glosses, v, part) || toolWords[part] && strings.HasSuffix(gloss, part) {
				continue
			}
			if p := strings.Index(text, part); p >= 0 {
				hits = append(hits, valueHit{p, v})
				break
			}
		}
	}
	return valuesInOrder(fullerFirst(hits, lower))
}

// fullerFirst moves, among the values named first and at one place, the
// one whose other words the goal also writes to the front: "330ml cans"
// names can_330ml and bottle_330ml at 330ml, and the cans say which.
func fullerFirst(hits []valueHit, lower string) []valueHit {
	first := -1
	for _, h := range hits {
		if first < 0 || h.pos < first {
			first = h.pos
		}
	}
	best, most := -1, 0
	for i, h := range hits {
		if h.pos != first {
			continue
		}
		n := 0
		for _, w := range valueWords(h.v) {
			if slices.ContainsFunc([]string{w, w + "s", w + "es"}, func(f string) bool { return aliasIndex(lower, f) >= 0 }) {
				n++
			}
		}
		switch {
		case best < 0 || n > most:
			best, most = i, n
		case n == most && hits[best].v != h.v:
			best = -2 // a tie stays in the enum's order
		}
	}
	if best >= 0 {
		hits[0], hits[best] = hits[best], hits[0]
	}
	return hits
}

// romanValueRE is a value of a word and a digit: class_2, level-3.
var romanValueRE = prefilter.MustCompile(`^([A-Za-z]{3,})[_ -]([1-9])$`)

// romanNumerals are the digits as Roman numerals.
var romanNumerals = [...]string{"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"}

// romanIndex is where the goal writes a value of a word and a digit with
// the digit as a Roman numeral in capitals, "class II" for class_2, or -1.
func romanIndex(v, text string) int {
	m := romanValueRE.FindStringSubmatch(v)
	if m == nil {
		return -1
	}
	numeral := romanNumerals[m[2][0]-'0']
	for p := range wordOccurrences(lowerASCII(text), strings.ToLower(m[1])) {
		rest := text[p+len(m[1]):]
		r := strings.TrimLeft(rest, " ")
		if len(r) < len(rest) && strings.HasPrefix(r, numeral) && !latinAt(r, len(numeral)) && !(numeral == "I" && pronounIAt(r)) && !titledAt(text, p, r[len(numeral):]) {
			return p
		}
	}
	return -1
}

// titledAt reports whether the word at byte offset p of text and the
// word of after, the text past its numeral, are both capitalised: the
// numeral is part of a name, "Phase II Partners", "Class III Holdings".
func titledAt(text string, p int, after string) bool {
	next := asciiWordRE.FindStringIndex(after)
	return text[p] >= 'A' && text[p] <= 'Z' && next != nil && strings.TrimSpace(after[:next[0]]) == "" && after[next[0]] >= 'A' && after[next[0]] <= 'Z'
}

// pronounIAt reports whether the I opening r is the pronoun: a verb, a
// past participle or an adverb follows it, "which class I should take",
// "the class I am in", "the level I mentioned", "the class I usually
// take".
func pronounIAt(r string) bool {
	next := strings.ToLower(asciiWordRE.FindString(r[1:]))
	return subjectVerbs[next] || pronounVerbs[next] || len(next) > 4 && strings.HasSuffix(next, "ed")
}

// pronounVerbs are the words, other than subjectVerbs, that follow the
// pronoun I most: everyday verbs and the adverbs before them.
var pronounVerbs = map[string]bool{"am": true, "do": true, "did": true, "don": true, "didn": true, "want": true, "need": true, "think": true,
	"took": true, "take": true, "got": true, "get": true, "told": true, "said": true, "chose": true, "meant": true, "just": true, "also": true,
	"usually": true, "always": true, "never": true, "already": true, "really": true, "often": true, "recently": true}

// slotWordIndex is where the goal names a value made of one word and
// numbers by its word, a period's name with its hours (afternoon_13_17),
// in English or through glossWords, or -1: the word must be the value's
// alone, and not the parameter's, the tool's, or a verb.
func slotWordIndex(values []string, v, w string, own []string, toolWords map[string]bool, text, lower string) int {
	if len(w) < 4 || stopWords[w] || slices.Contains(own, w) || sharedWord(values, v, w) || toolWords[w] {
		return -1
	}
	for _, f := range numberForms(w) {
		if p := aliasIndex(lower, f); p >= 0 && !verbAt(lower, p, len(f)) {
			return p
		}
	}
	return glossIndex(text, w)
}

// greetingRE ends in the word that opens a greeting, "Good afternoon",
// and greetingAfterRE opens with the one that closes it, 下午好.
var (
	greetingRE      = prefilter.MustCompile(`(?i)\bgood\s+$`)
	greetingAfterRE = prefilter.MustCompile(`^\p{Han}{2}好(?:$|[\s，,！!。～~])`)
)

// pastDayRE ends in a day gone by, whose part of the day is when
// something happened, not a time the goal asks for: "yesterday
// evening", 昨天下午.
var pastDayRE = prefilter.MustCompile(`(?i)(?:\b(?:yesterday|last)\s+|昨天|前天|昨日|昨)$`)

// greetingAt reports whether the part of the day at byte offset p of
// text is a greeting's, which names no time: "Good afternoon, please
// redeliver", 下午好.
func greetingAt(text string, p int) bool {
	return greetingRE.MatchString(text[:p]) || hasHan(text[p:min(len(text), p+3)]) && greetingAfterRE.MatchString(text[p:])
}

// toolObjectWords are the words of the tool's name, the nouns its
// description and another parameter's description both use, each in
// either number, and the Han words its description glosses in brackets:
// what the tool acts on ("Stop events" listed by "Stops starting on or
// after"), which names none of param's values.
func toolObjectWords(g *goalValues, param string) map[string]bool {
	out := maps.Clone(g.toolName)
	if out == nil {
		out = map[string]bool{}
	}
	for _, m := range bracketedHanRE.FindAllStringSubmatch(g.termsDesc, -1) {
		out[m[1]] = true // "recalls (召回)": no value glossed 一级召回 is named by its 召回
	}
	if g.termsSch == nil {
		return out
	}
	inOthers := map[string]bool{}
	for n, p := range g.termsSch.Properties {
		if n == param {
			continue
		}
		for _, w := range asciiWordRE.FindAllString(strings.ToLower(p.Description), -1) {
			inOthers[w] = true
		}
	}
	for _, w := range asciiWordRE.FindAllString(strings.ToLower(g.termsDesc), -1) {
		forms := numberForms(w)
		if slices.ContainsFunc(forms, func(f string) bool { return inOthers[f] }) {
			for _, f := range forms {
				out[f] = true
			}
		}
	}
	return out
}

func enumStrings(enum []any) []string {
	var out []string
	for _, x := range enum {
		if s, ok := x.(string); ok && len(s) >= 2 {
			out = append(out, s)
		}
	}
	return out
}

// valueWords are the words an enum value is written in: economy_berth and
// economy-berth are economy and berth; only words of letters count.
func valueWords(v string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(v, func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		w = strings.ToLower(w)
		if strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 {
			out = append(out, w)
		}
	}
	return out
}

// sharedWord reports whether a value of the enum other than v has word w.
func sharedWord(values []string, v, w string) bool {
	for _, o := range values {
		if o != v && slices.Contains(valueWords(o), w) {
			return true
		}
	}
	return false
}

// acronymIndex is where text writes w in capitals as a word of its own
// (TV for tv), or -1.
func acronymIndex(text, w string) int {
	if len(w) < 2 || len(w) > 4 {
		return -1
	}
	return aliasIndex(text, strings.ToUpper(w))
}

// objectPronounRE is an object pronoun after a word: the word before it
// is a verb.
var objectPronounRE = prefilter.MustCompile(`^\s+(me|us|him|her|them|it)\b`)

// verbAt reports whether the word at lower[p:p+n] is read as a verb: it
// starts a clause or an object pronoun follows it.
func verbAt(lower string, p, n int) bool {
	if objectPronounRE.MatchString(lower[p+n:]) {
		return true
	}
	before := strings.TrimRightFunc(lower[:p], unicode.IsSpace)
	last, _ := utf8.DecodeLastRuneInString(before)
	return before == "" || strings.ContainsRune(".!?;:,，。！？；：", last)
}

// hanGlossRE is a gloss in brackets right after an enum value whose words
// are Chinese: "soft_sleeper (软卧铺)", also beside the acronyms the trade
// writes it with: "incoming (IQC 来料检验)", "final (FQC/OQC 成品终检)".
var hanGlossRE = prefilter.MustCompile(`^\s*[(（](?:[A-Z]{2,6}[/ ]\s*)*([\p{Han}0-9]{2,12})(?:\s+[A-Z]{2,6}(?:/[A-Z]{2,6})*)?[)）]`)

// hanEqualsRE is a Chinese gloss after an equals sign or a colon that
// follows an enum value: "sh_pd = 上海浦东店 (Pudong, Shanghai)",
// "north: 北区; south: 南区".
var hanEqualsRE = prefilter.MustCompile(`^\s*[=:：]\s*([\p{Han}0-9]{2,12})(?:$|[\s(（;；,，.。])`)

// hanGlosses reads the Chinese gloss of each value in the description,
// whole and without the ending every gloss shares (the 房 of 空房 and 已查房
// is what they all are, not what tells one from another).
func hanGlosses(values []string, description string) (whole, parted map[string]string) {
	if description == "" {
		return nil, nil
	}
	lower := lowerASCII(description)
	out := map[string]string{}
	for _, v := range values {
		lv := strings.ToLower(v) // its length, not v's, is the match's in lower
		p := aliasIndex(lower, lv)
		if p < 0 {
			continue
		}
		rest := description[p+len(lv):]
		if m := hanGlossRE.FindStringSubmatch(rest); m != nil {
			out[v] = m[1]
		} else if m := hanEqualsRE.FindStringSubmatch(rest); m != nil {
			out[v] = m[1]
		}
	}
	if len(out) < 2 {
		return out, nil
	}
	suffix := ""
	first := true
	for _, g := range out {
		if first {
			suffix, first = g, false
			continue
		}
		for !strings.HasSuffix(g, suffix) {
			_, size := utf8.DecodeRuneInString(suffix)
			suffix = suffix[size:]
		}
	}
	parted = map[string]string{}
	for v, g := range out {
		if g == suffix {
			return out, nil
		}
		parted[v] = strings.TrimSuffix(g, suffix)
	}
	return out, parted
}

// renderedRE is a value's Chinese gloss with its English rendering in
// brackets after it: "= 上海浦东店 (Pudong, Shanghai)".
var renderedRE = prefilter.MustCompile(`^\s*[=:：]?\s*(\p{Han}[\p{Han}0-9]{1,11})\s*[(（]([^()（）]{2,60})[)）]`)

// renderedNameRE is a proper name's word: capitalised, as pinyin may
// write it with an apostrophe (Jing'an).
var renderedNameRE = prefilter.MustCompile(`\b[A-Z][a-z]+(?:['’][a-z]+)?\b`)

// renderedNames returns, by value, the capitalised words of the English
// rendering of each value's Chinese gloss that spell characters of the
// gloss in pinyin and that no other value's rendering holds, without
// their pinyin apostrophes: Pudong, but no Shanghai, of "sh_pd = 上海浦东店
// (Pudong, Shanghai); sh_ja = 上海静安店 (Jing'an, Shanghai)". A goal
// writes a place's name capitalised, as the rendering does; a translated
// word (Central of 中心店, East of 东区店) is an everyday English word
// that opens a sentence too.
func renderedNames(values []string, description string) map[string][]string {
	lower := lowerASCII(description)
	out := map[string][]string{}
	count := map[string]int{}
	for _, v := range values {
		lv := strings.ToLower(v) // its length, not v's, is the match's in lower
		p := aliasIndex(lower, lv)
		if p < 0 {
			continue
		}
		m := renderedRE.FindStringSubmatch(description[p+len(lv):])
		if m == nil {
			continue
		}
		for _, w := range renderedNameRE.FindAllString(m[2], -1) {
			if w = pinyinApostropheRE.ReplaceAllString(w, "$1$2"); spellsHan(m[1], w) && !slices.Contains(out[v], w) {
				out[v] = append(out[v], w)
				count[w]++
			}
		}
	}
	for v, words := range out {
		out[v] = slices.DeleteFunc(words, func(w string) bool { return count[w] > 1 })
	}
	return out
}

// spellsHan reports whether w, in any case, is the toneless pinyin of
// two or more adjacent characters of han: Pudong of 上海浦东店.
func spellsHan(han, w string) bool {
	pv := pinyinValue{v: w, tokens: []string{w}, letters: strings.ToLower(w)}
	var run []hanRune
	for i, r := range han {
		run = append(run, hanRune{r, i})
	}
	for i := range run {
		if spells(run, i, pv, 0)-i >= 2 {
			return true
		}
	}
	return false
}

// acronymRE is an acronym in a bracketed gloss: the IQC of "incoming
// (IQC 来料检验)".
var acronymRE = prefilter.MustCompile(`\b[A-Z]{2,6}\b`)

// bracketAcronyms reads the acronyms a value's bracketed gloss writes
// beside its Chinese word (hanGlossRE): the trade's short names for it.
// A bracket that says more ("苏州工厂, SZ — CNC machining") glosses with
// no acronym: its capitals describe the value, they do not name it.
func bracketAcronyms(values []string, description string) map[string][]string {
	lower := lowerASCII(description)
	out := map[string][]string{}
	for _, v := range values {
		lv := strings.ToLower(v) // its length, not v's, is the match's in lower
		p := aliasIndex(lower, lv)
		if p < 0 {
			continue
		}
		if m := hanGlossRE.FindString(description[p+len(lv):]); m != "" {
			for _, a := range acronymRE.FindAllString(m, -1) {
				if !strings.EqualFold(a, v) {
					out[v] = append(out[v], a)
				}
			}
		}
	}
	return out
}

// acronymShared reports whether a value other than v has acronym a.
func acronymShared(acronyms map[string][]string, v, a string) bool {
	for o, as := range acronyms {
		if o != v && slices.Contains(as, a) {
			return true
		}
	}
	return false
}

// hanParts are the runs of two or more Chinese characters in a gloss,
// longest first: its parts a goal may name it by.
func hanParts(gloss string) []string {
	rs := []rune(gloss)
	var out []string
	for n := len(rs); n >= 2; n-- {
		for i := 0; i+n <= len(rs); i++ {
			part := rs[i : i+n]
			if !slices.ContainsFunc(part, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
				out = append(out, string(part))
			}
		}
	}
	return out
}

// otherHolds reports whether a gloss other than v's holds part.
func otherHolds(glosses map[string]string, v, part string) bool {
	for o, g := range glosses {
		if o != v && strings.Contains(g, part) {
			return true
		}
	}
	return false
}

// translatedGloss is where an English goal writes a word of the table's
// English for v's Chinese gloss that no other value's gloss translates
// to, or -1.
func translatedGloss(whole map[string]string, v, gloss, lower string) int {
	words, ok := glossWords[gloss]
	if !ok {
		return -1
	}
	shared := func(w string) bool {
		for o, g := range whole {
			if o != v && slices.Contains(strings.Fields(glossWords[g]), w) {
				return true
			}
		}
		return false
	}
	for _, w := range strings.Fields(words) {
		if len(w) < 4 || shared(w) {
			continue
		}
		for _, f := range numberForms(w) {
			if p := aliasIndex(lower, f); p >= 0 && !verbAt(lower, p, len(f)) {
				return p
			}
		}
	}
	return -1
}

// pastForms are the past forms of an English word that may be a verb:
// returned for return, closed for close. A word of fewer than four
// letters has none.
func pastForms(w string) []string {
	if len(w) < 4 || strings.ContainsFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) {
		return nil
	}
	if strings.HasSuffix(w, "e") {
		return []string{w + "d"}
	}
	return []string{w + "ed"}
}
