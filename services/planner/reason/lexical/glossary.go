package lexical

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// glossaryText is a general Chinese–English glossary of the vocabulary
// tools are described in, in many lines of business: general business,
// operations and IT (glossGeneral), transport and travel (glossTravel),
// services to people and firms (glossServices), making and running
// things (glossIndustry), the actions, states and quantities all of
// them share (glossActions), and everyday desk and counter work
// (glossWork). Each line is "Chinese words = English words"; the words
// of one side name the same thing. A goal written in one language then
// finds the tools described in the other: a Chinese word of the query
// credits the tools whose text holds one of its English words, and an
// English word the tools whose text holds one of its Chinese words.
//
// The entries are deliberately general — a word belongs here when any team
// describing its tools in English would use it — never the words of one
// catalog.
const glossaryText = glossGeneral + glossTravel + glossServices + glossIndustry + glossActions + glossWork

// glossary maps between the glossary's Chinese words and the analysed
// terms of their English words, both ways.
type glossary struct {
	// en maps a Chinese word to its English terms.
	en map[string][]string
	// han maps an English term to the Han terms its Chinese words are
	// indexed under (the bigrams of a word, or the character of a
	// one-character word).
	han map[string][]string
	// longest is the length of the longest Chinese word, in characters.
	longest int
	// lead maps a Chinese word to the first English word, lower-case, of
	// the first line that gives it: free of 空档 = "free slot gap".
	lead map[string]string
}

// gloss is the built-in glossary.
var gloss = func() glossary {
	g := glossary{en: map[string][]string{}, han: map[string][]string{}, lead: map[string]string{}}
	for _, line := range strings.Split(glossaryText, "\n") {
		zh, en, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		var terms []string
		ts := analyze(en, nil)
		for i, t := range ts {
			if i+1 < len(ts) && ts[i+1].kind == kindPhrasal {
				// "check out" names the phrasal verb, not checking.
				continue
			}
			if (t.kind == kindWord || t.kind == kindPhrasal) && !slices.Contains(terms, t.text) {
				terms = append(terms, t.text)
			}
		}
		lead := ""
		if f := strings.Fields(en); len(f) > 0 {
			lead = strings.ToLower(f[0])
		}
		for _, w := range strings.Fields(zh) {
			g.longest = max(g.longest, utf8.RuneCountInString(w))
			if _, ok := g.lead[w]; !ok {
				g.lead[w] = lead
			}
			for _, t := range terms {
				if !slices.Contains(g.en[w], t) {
					g.en[w] = append(g.en[w], t)
				}
				for _, h := range hanKeys(w) {
					if !slices.Contains(g.han[t], h) {
						g.han[t] = append(g.han[t], h)
					}
				}
			}
		}
	}
	return g
}()

// hanKeys are the Han terms a Chinese word is indexed under in a tool's
// text: its bigrams, or its character when it has one.
func hanKeys(w string) []string {
	rs := []rune(w)
	if len(rs) == 1 {
		return []string{w}
	}
	var out []string
	for k := 0; k+1 < len(rs); k++ {
		out = append(out, string(rs[k:k+2]))
	}
	return out
}

// segment finds the glossary's words in a run of Han characters: the cut
// whose words of two characters or more cover the most of it, and among
// those the one taking the longest word first from the left. span[k] is
// the index of the word character k belongs to (-1 for none), and words
// lists the words found. The longest word from the left alone would cut
// 维修工作 as 维修工 (technician) and 作, where 维修 and 工作 cover it all;
// 改签到 stays 改签 and 到, as the words of 改 and 签到 cover no more.
// A closing 一下 covers nothing (see wordCover). Between cuts that cover
// as much, the one leaving alone the characters that stand alone best
// wins (see coverWeight): 没有空档 reads 有 and 空档, not 有空 and 档.
func (g *glossary) segment(rs []rune) (span []int, words []string) {
	// covered[i] is how many characters of rs[i:] the words of two
	// characters or more of its best cut cover, and next[i] the length of
	// the word that cut starts with at i (0 when rs[i] lies in none).
	covered := make([]int, len(rs)+1)
	next := make([]int, len(rs))
	for i := len(rs) - 1; i >= 0; i-- {
		covered[i] = covered[i+1]
		if hanStop(rs[i]) {
			covered[i]++
		}
		for n := min(g.longest, len(rs)-i); n > 0; n-- {
			if _, ok := g.en[string(rs[i:i+n])]; !ok {
				continue
			}
			c := covered[i+n] + wordCover(rs[i:i+n])*coverWeight
			if wordCover(rs[i:i+n]) == 0 {
				c += n
			}
			if next[i] == 0 && c >= covered[i] || c > covered[i] {
				covered[i], next[i] = c, n
			}
		}
	}
	span = make([]int, len(rs))
	for i := 0; i < len(rs); {
		n := next[i]
		if n == 0 {
			span[i] = -1
			i++
			continue
		}
		for k := i; k < i+n; k++ {
			span[k] = len(words)
		}
		words = append(words, string(rs[i:i+n]))
		i += n
	}
	return span, words
}

// coverWeight weighs a character a word of two characters or more
// covers against one a single character stands for alone (a one-character
// word or a particle, see hanStop): the first always outweighs any number
// of the second, which only break the ties between cuts that cover as
// much with longer words.
const coverWeight = 1 << 16

// wordCover is how many characters the word w covers in a cut: its
// length when it has two characters or more, less a closing 一下, which
// only softens the verb before it. So the verb of 排查一下 stays whole
// as 排查 rather than yielding its second character to 查一下, while
// 查一下 alone still reads as one word.
func wordCover(w []rune) int {
	n := len(w)
	if n >= 2 && w[n-2] == '一' && w[n-1] == '下' {
		n -= 2
	}
	if n < 2 {
		return 0
	}
	return n
}

// GlossNames reports whether text writes, in Chinese, a word the glossary
// gives the English word w for (解约 for "terminate"): a Chinese goal that
// names the action a tool is named after.
func GlossNames(text, w string) bool {
	want := englishTerms(w)
	if len(want) == 0 {
		return false
	}
	rs := []rune(text)
	for i := 0; i < len(rs); {
		if !isHan(rs[i]) {
			i++
			continue
		}
		j := i
		for j < len(rs) && isHan(rs[j]) {
			j++
		}
		_, words := gloss.segment(rs[i:j])
		if glossNamesAny(words, want) || glossNamesAny(countedWords(rs[i:j], &gloss), want) {
			return true
		}
		i = j
	}
	return false
}

// glossNamesAny reports whether the glossary gives one of the Chinese
// words zh an English term of want.
func glossNamesAny(zh []string, want []string) bool {
	for _, w := range zh {
		for _, en := range gloss.en[w] {
			if namesTerm(want, en) {
				return true
			}
		}
	}
	return false
}

// GlossLeads reports whether text opens with a Chinese word the glossary
// gives the English word w for (下载 for "download" in 下载 INV-1 的发票):
// the verb a need starts with, not any word it holds.
func GlossLeads(text, w string) bool {
	want := englishTerms(w)
	lead, ok := leadGlossWord(text)
	if len(want) == 0 || !ok {
		return false
	}
	for _, en := range gloss.en[lead] {
		if namesTerm(want, en) {
			return true
		}
	}
	return false
}

// GlossLeadsPhrase reports whether text opens with a Chinese word the
// glossary gives every word of the English phrase for (支付方式 for
// "payment method"): one word of the phrase is not enough, since 支付
// alone glosses "payment" and names no method.
func GlossLeadsPhrase(text, phrase string) bool {
	want := englishTerms(phrase)
	lead, ok := leadGlossWord(text)
	if len(want) < 2 || !ok {
		return false
	}
	for _, t := range want {
		if !slices.Contains(gloss.en[lead], t) {
			return false
		}
	}
	return true
}

// leadGlossWord is the glossary word text opens with: the first word of
// the best cut of its leading run of Chinese characters, when that cut
// starts at the run's first character.
func leadGlossWord(text string) (string, bool) {
	rs := []rune(strings.TrimLeft(text, " \t"))
	j := 0
	for j < len(rs) && isHan(rs[j]) {
		j++
	}
	span, words := gloss.segment(rs[:j])
	if len(words) == 0 || span[0] != 0 {
		return "", false
	}
	return words[0], true
}

// GlossEnds reports whether text closes with a Chinese word the glossary
// gives the English word w for (里程 for "odometer" in 里程12036): the
// noun a value is written right after.
func GlossEnds(text, w string) bool {
	want := englishTerms(w)
	rs := []rune(strings.TrimRight(text, " \t"))
	i := len(rs)
	for i > 0 && isHan(rs[i-1]) {
		i--
	}
	span, words := gloss.segment(rs[i:])
	if len(want) == 0 || len(words) == 0 || span[len(span)-1] != len(words)-1 {
		return false
	}
	for _, en := range gloss.en[words[len(words)-1]] {
		if namesTerm(want, en) {
			return true
		}
	}
	return false
}

// englishTerms are the terms of the English word w as the glossary keeps them.
func englishTerms(w string) []string {
	var want []string
	for _, t := range analyze(w, nil) {
		if t.kind == kindWord || t.kind == kindPhrasal {
			want = append(want, t.text)
		}
	}
	return want
}

// Glossed reports whether the glossary gives a Chinese word for the
// English word w (book, reserve, check): a word requests are made of,
// which a given name (Tom, Emily) is not.
func Glossed(w string) bool {
	for _, t := range englishTerms(w) {
		if len(gloss.han[t]) > 0 {
			return true
		}
	}
	return false
}

// ClosingWord is the glossary's Chinese word text closes with (订 in
// 帮我订, 预测 in 帮我预测), or "" when its last character lies in none.
func ClosingWord(text string) string {
	rs := []rune(strings.TrimRight(text, " \t"))
	i := len(rs)
	for i > 0 && isHan(rs[i-1]) {
		i--
	}
	span, words := gloss.segment(rs[i:])
	if len(span) == 0 || span[len(span)-1] < 0 {
		return ""
	}
	return words[span[len(span)-1]]
}

// OpeningWord is the glossary's Chinese word text opens with (加 in
// 加流量包, 取消 in 取消订单), or "" when its first character lies in none.
func OpeningWord(text string) string {
	rs := []rune(strings.TrimLeft(text, " \t"))
	j := 0
	for j < len(rs) && isHan(rs[j]) {
		j++
	}
	span, words := gloss.segment(rs[:j])
	if len(span) == 0 || span[0] < 0 {
		return ""
	}
	return words[span[0]]
}

// GlossNamesAsHead reports whether a glossary word that begins with the
// one-character verb v (开 in 开票, 续 in 续费) has an English term that
// names w: a verb the glossary gives no sense of alone means what the
// words it heads mean.
func GlossNamesAsHead(v, w string) bool {
	want := englishTerms(w)
	if len(want) == 0 || utf8.RuneCountInString(v) != 1 {
		return false
	}
	for zh, ens := range gloss.en {
		if len(zh) <= len(v) || !strings.HasPrefix(zh, v) {
			continue
		}
		for _, en := range ens {
			if namesTerm(want, en) {
				return true
			}
		}
	}
	return false
}

// GlossCovers reports where text writes, in Chinese, one word the
// glossary gives every one of the English words ws for, the first as its
// plain translation (农药 for "pesticide", 高温 for "high" and "temp"):
// the byte offsets where each such word begins and ends in text, in text
// order. A value of one word is named only by a word whose English
// opens with it as written (see glossOpensWith). The words are read as
// the glossary cuts each run of Han characters; a word of one character (交, 退) has too
// many senses to name a value and is passed over.
func GlossCovers(text string, ws []string) [][2]int {
	var want [][]string
	for _, w := range ws {
		t := englishTerms(w)
		if len(t) == 0 {
			return nil
		}
		want = append(want, t)
	}
	if len(want) == 0 {
		return nil
	}
	var out [][2]int
	glossWords(text, func(zh string, at int) {
		if utf8.RuneCountInString(zh) >= 2 && glossCoversAll(gloss.en[zh], want) && (len(ws) > 1 || glossOpensWith(zh, ws[0])) {
			out = append(out, [2]int{at, at + len(zh)})
		}
	})
	return out
}

// glossOpensWith reports whether the glossary's English for the Chinese
// word zh opens with the English word w as written, or its plural: 重度 =
// "severe", 水管 = "plumbing pipe". A word whose English shares only w's
// stem names no w: 繁忙 = "busy" is no business, 国际 = "international"
// no internal, 月份 = "month" no monthly, 外出 = "out of office" no
// office.
func glossOpensWith(zh, w string) bool {
	lead, w := gloss.lead[zh], strings.ToLower(w)
	return lead == w || lead == w+"s" || lead == w+"es" || w == lead+"s" || w == lead+"es"
}

// glossCoversAll reports whether the English terms of one glossary word
// name every one of the wanted words, each given by its terms, the first
// by the word's plain translation, its first term: 举报 ("report flag
// abuse") names a report, not abuse.
func glossCoversAll(ens []string, want [][]string) bool {
	if len(ens) == 0 || !namesTerm(want[0], ens[0]) {
		return false
	}
	for _, w := range want[1:] {
		if !slices.ContainsFunc(ens, func(en string) bool { return namesTerm(w, en) }) {
			return false
		}
	}
	return true
}
