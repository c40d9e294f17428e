package lexical

import (
	"strings"
	"unicode"

	"github.com/kljensen/snowball/english"
)

// termKind says where a term came from; it sets the term's base weight.
type termKind uint8

const (
	kindWord    termKind = iota // a stemmed English (or other Latin) word
	kindHanUni                  // one Han character
	kindHanBi                   // two adjacent Han characters
	kindPhrasal                 // a verb and its particle run together (see phrasal.go)
)

// term is one analysed token of a text, in text order.
type term struct {
	text string
	kind termKind
	// en are the English terms of the glossary word a Han term of a query
	// belongs to, and part its share of that word's weight (see
	// analyzeQuery); nil and 0 elsewhere.
	en   []string
	part float64
}

// analyze splits text into terms: Latin words split at snake_case, camelCase,
// dots and dashes, lower-cased, stop words dropped and stemmed; runs of Han
// characters as uni- and bigrams (no dictionary needed). Pure numbers and
// single letters are dropped: they name values, not what a tool is for.
func analyze(text string, dst []term) []term {
	return analyzeWith(text, dst, nil, nil)
}

// analyzeQuery is analyze for a query: its Han runs are also cut into the
// glossary's words, whose Han terms carry their English equivalents, and
// bigrams that straddle two words are dropped — they are no words at all.
func analyzeQuery(text string, dst []term) []term {
	return analyzeWith(text, dst, &gloss, nil)
}

// analyzeWith is analyze that cuts Han runs with the glossary g and keeps
// the bigrams inside the catalog's words cw (see catalogWords); either may
// be nil.
func analyzeWith(text string, dst []term, g *glossary, cw *catalogWords) []term {
	rs := []rune(text)
	// verb is the phrasal verb the last word was, while only spaces,
	// underscores and dashes follow it.
	var verb phrasalVerb
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case isHan(r):
			verb = phrasalVerb{}
			j := i
			for j < len(rs) && isHan(rs[j]) {
				j++
			}
			dst = hanTerms(rs[i:j], dst, g, cw)
			i = j
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) || unicode.IsLetter(r):
			j := i
			for j < len(rs) && !isHan(rs[j]) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '\'') {
				j++
			}
			if k, ok := negatedAux(rs, i, j); ok {
				// An auxiliary's negation ("doesn't", "shouldn’t")
				// says nothing of which tool fits.
				verb = phrasalVerb{}
				i = k
				continue
			}
			if t, k, ok := particleNoun(rs, i, j); ok {
				// "an add-on": one noun, no verb of its own.
				verb = phrasalVerb{}
				dst = append(dst, t)
				i = k
				continue
			}
			dst = wordTerms(rs[i:j], dst, &verb)
			dst = hyphenCompound(rs, i, j, dst)
			i = j
		case r == ' ' || r == '_' || r == '-':
			i++
		default:
			verb = phrasalVerb{}
			i++
		}
	}
	return dst
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// negatedAux reports whether the word rs[i:j] is an auxiliary's
// negation, "n't" run on with a straight or a curly apostrophe (don't,
// won’t, shouldn't), and where it ends.
func negatedAux(rs []rune, i, j int) (int, bool) {
	if j+1 < len(rs) && rs[j] == '’' && j-i >= 2 && unicode.ToLower(rs[j-1]) == 'n' && unicode.ToLower(rs[j+1]) == 't' &&
		(j+2 == len(rs) || !unicode.IsLetter(rs[j+2])) {
		return j + 2, true
	}
	if j-i >= 4 && rs[j-2] == '\'' && unicode.ToLower(rs[j-3]) == 'n' && unicode.ToLower(rs[j-1]) == 't' {
		return j, true
	}
	return j, false
}

// hyphenCompound adds the term of a hyphened compound whose parts the
// analyser drops ("no-show", "to-do"), or whose one part is a single
// letter ("e-mail"): apart its parts say nothing, or something else; run
// together they name what English often writes as one word. A compound
// with a word of its own ("in-store") says no more than that word.
// rs[i:j] is the compound's first word; the term follows that word's
// terms.
func hyphenCompound(rs []rune, i, j int, dst []term) []term {
	if j+1 >= len(rs) || rs[j] != '-' {
		return dst
	}
	k := j + 1
	for k < len(rs) && asciiLetter(rs[k]) {
		k++
	}
	if k == j+1 || k < len(rs) && (unicode.IsLetter(rs[k]) || unicode.IsDigit(rs[k])) {
		return dst
	}
	for _, r := range rs[i:j] {
		if !asciiLetter(r) {
			return dst
		}
	}
	a, b := strings.ToLower(string(rs[i:j])), strings.ToLower(string(rs[j+1:k]))
	if !(dropped(a) && dropped(b) || len(a) == 1 || len(b) == 1) || particles[b] && phrasalVerbs[stemWord(a)] {
		return dst
	}
	return append(dst, term{text: stemWord(a + b), kind: kindWord})
}

func asciiLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

// dropped reports whether the lower-case word w yields no term of its own.
func dropped(w string) bool {
	return len(w) < 2 || isNumber(w) || english.IsStopWord(w) || fillerWord(w)
}

// hanStop are characters too common in Chinese to carry meaning alone.
func hanStop(r rune) bool {
	switch r {
	case '的', '了', '是', '在', '和', '与', '及', '或', '把', '将', '我', '你', '他', '们', '这', '那', '个', '一', '下', '吗', '呢', '吧', '啊', '请', '帮', '给', '要', '想', '能', '可', '以', '用', '并', '也', '都', '就', '对', '从', '到', '为', '中', '上', '有', '不':
		return true
	}
	return false
}

// hanGlue are particles and conjunctions: a bigram across one is noise.
func hanGlue(r rune) bool {
	switch r {
	case '的', '了', '吗', '呢', '吧', '啊', '把', '被', '和', '与', '及', '或', '并', '请', '帮':
		return true
	}
	return false
}

// hanFiller are two-character question and request words (哪些, 是多少,
// 帮我): they ask, but say nothing of which tool answers.
func hanFiller(a, b rune) bool {
	switch string([]rune{a, b}) {
	case "哪些", "哪个", "多少", "什么", "怎么", "怎样", "如何", "是否", "有没", "没有", "一下", "请问", "帮忙", "可以", "能否", "我们", "你们", "这个", "那个", "这些", "那些":
		return true
	}
	return false
}

// nowThere reports whether the word at rs[k] is 现在 opening what there
// is (现在有…, 现在还有…): the "now" a question is asked at, which the
// English stop words drop too, not the "current" of 现在在吃的药.
func nowThere(rs []rune, k int) bool {
	return k+2 < len(rs) && rs[k] == '现' && rs[k+1] == '在' && (rs[k+2] == '有' || rs[k+2] == '还')
}

func hanTerms(rs []rune, dst []term, g *glossary, cw *catalogWords) []term {
	var span []int
	var words []string
	var keep []bool
	if g != nil {
		span, words = g.segment(rs)
		keep = cw.within(rs, span)
	}
	from := len(dst)
	// filler marks the characters of filler words: neither they nor the
	// bigrams across them are terms.
	var filler []bool
	for k := 0; k+1 < len(rs); k++ {
		if hanFiller(rs[k], rs[k+1]) || nowThere(rs, k) {
			if filler == nil {
				filler = make([]bool, len(rs))
			}
			filler[k], filler[k+1] = true, true
		}
	}
	isFiller := func(k int) bool { return filler != nil && filler[k] }
	for k, r := range rs {
		if !hanStop(r) && !isFiller(k) {
			dst = append(dst, term{text: string(r), kind: kindHanUni, part: float64(k)})
		}
		if k+1 < len(rs) && !hanGlue(r) && !hanGlue(rs[k+1]) && !isFiller(k) && !isFiller(k+1) &&
			(span == nil || span[k] == span[k+1] || keep != nil && keep[k]) {
			dst = append(dst, term{text: string(rs[k : k+2]), kind: kindHanBi, part: float64(k)})
		}
		if measureSplit(rs, k) {
			dst = append(dst, term{text: string([]rune{rs[k-1], rs[k+1]}), kind: kindHanBi, part: float64(k - 1)})
		}
	}
	if span == nil {
		for i := from; i < len(dst); i++ {
			dst[i].part = 0
		}
		return dst
	}
	glossTerms(dst[from:], span, words, g)
	return countedSplits(rs, g, dst)
}

// glossTerms gives the Han terms of a segmented run (their part holding
// their first character's index) the English terms of the glossary word
// they lie in, and a share of its weight: a bigram twice a character's,
// all of a word's terms together one.
func glossTerms(ts []term, span []int, words []string, g *glossary) {
	units := make([]float64, len(words))
	wordOf := func(t term) int {
		k := int(t.part)
		if w := span[k]; w >= 0 && (t.kind == kindHanUni || span[k+1] == w) {
			return w
		}
		return -1
	}
	unit := func(t term) float64 {
		if t.kind == kindHanBi {
			return 2
		}
		return 1
	}
	for _, t := range ts {
		if w := wordOf(t); w >= 0 {
			units[w] += unit(t)
		}
	}
	for i, t := range ts {
		ts[i].part = 0
		if w := wordOf(t); w >= 0 {
			ts[i].en = g.en[words[w]]
			ts[i].part = unit(t) / units[w]
		}
	}
}

// wordTerms splits one alphanumeric run at case changes and letter/digit
// boundaries ("queryMetricCenter", "HTTPServer2") and emits stemmed words.
func wordTerms(rs []rune, dst []term, verb *phrasalVerb) []term {
	start := 0
	emit := func(end int) {
		if end > start {
			dst = appendWord(string(rs[start:end]), dst, verb)
		}
		start = end
	}
	for k := 1; k < len(rs); k++ {
		prev, cur := rs[k-1], rs[k]
		switch {
		case cur == '\'':
			emit(k)
			start = k + 1
		case unicode.IsLower(prev) && unicode.IsUpper(cur):
			emit(k)
		case unicode.IsUpper(prev) && unicode.IsUpper(cur) && k+1 < len(rs) && unicode.IsLower(rs[k+1]):
			emit(k)
		case unicode.IsDigit(prev) != unicode.IsDigit(cur) && prev != '\'':
			emit(k)
		}
	}
	if start < len(rs) {
		emit(len(rs))
	}
	return dst
}

// phrasalVerb is the phrasal verb a particle may still complete: the
// verb of the word before, or of the word before an object pronoun, which
// English puts between a separable verb and its particle ("check her in",
// "set it up").
type phrasalVerb struct {
	verb    string
	pronoun bool // an object pronoun followed the verb
}

// objectPronouns are the pronouns that stand between a separable phrasal
// verb and its particle. A noun may stand there too ("check the guest
// in"), but so does the object of a verb whose "in" begins a place ("check
// the logs in prod"): only a pronoun is taken.
var objectPronouns = map[string]bool{"it": true, "them": true, "him": true, "her": true, "me": true, "us": true, "you": true}

// appendWord emits the term of one word; verb is the phrasal verb before
// it, if any, which a particle completes into one more term. A participle
// ("checked in") names a state rather than the action, and begins none.
func appendWord(w string, dst []term, verb *phrasalVerb) []term {
	w = strings.ToLower(w)
	switch s := stemWord(w); {
	case particles[w] && verb.verb != "":
		dst = append(dst, term{text: verb.verb + w, kind: kindPhrasal})
		*verb = phrasalVerb{}
	case objectPronouns[w] && verb.verb != "" && !verb.pronoun:
		verb.pronoun = true
	case phrasalVerbs[s] && !strings.HasSuffix(w, "ed"):
		*verb = phrasalVerb{verb: s}
	default:
		*verb = phrasalVerb{}
	}
	if dropped(w) {
		return dst
	}
	return append(dst, term{text: stemWord(w), kind: kindWord})
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// fillerWord lists request phrasing that says nothing about which tool fits
// ("could you please help me …").
func fillerWord(w string) bool {
	switch w {
	case "please", "could", "would", "shall", "may", "might", "must", "can", "cannot",
		"want", "wanted", "wants", "need", "needs", "like", "let", "lets", "tell",
		"know", "help", "also", "thanks", "thank", "hi", "hello", "hey", "ok", "okay",
		"me", "us", "im", "ive", "id", "ll", "re", "ve", "etc", "eg", "ie", "e.g",
		"something", "anything", "someone", "anyone", "whether", "within", "using",
		"via", "per", "yet", "since", "however", "well", "much", "many", "way",
		"provide", "provides", "provided", "given", "specific", "specified", "certain",
		"show", "shows", "display", "give":
		return true
	}
	return false
}

// identTokens returns the query's identifier-like runs (letters, digits,
// '_', '.', '-') lower-cased, to spot a tool named verbatim.
func identTokens(text string) []string {
	var out []string
	f := strings.FieldsFunc(text, func(r rune) bool {
		return !(r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)) || r == '_' || r == '.' || r == '-')
	})
	for _, s := range f {
		s = strings.Trim(s, ".-")
		if s != "" {
			out = append(out, strings.ToLower(s))
		}
	}
	return out
}

// rawWords adds the lower-cased alphabetic words of text (three letters or
// more) to vocab.
func rawWords(text string, vocab map[string]bool) {
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if len(w) >= 3 {
			vocab[w] = true
		}
	}
}

// splitCompound splits the run-together lower-case words of a name
// ("diceroller", "keywordexplorer") into words the catalog's own text uses,
// with as few pieces as possible; it returns nil when no full split exists.
func splitCompound(name string, vocab map[string]bool) []string {
	var out []string
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) }) {
		rs := []rune(w)
		// Only all-lower-case runs: camelCase is already split.
		if len(w) < 7 || len(rs) != len(w) || strings.ToLower(w) != w || vocab[w] {
			continue
		}
		n := len(w)
		cost := make([]int, n+1)
		from := make([]int, n+1)
		for i := 1; i <= n; i++ {
			cost[i] = -1
			for j := max(0, i-20); j+3 <= i; j++ {
				if cost[j] >= 0 && vocab[w[j:i]] && (cost[i] < 0 || cost[j]+1 < cost[i]) {
					cost[i], from[i] = cost[j]+1, j
				}
			}
		}
		if cost[n] < 2 {
			continue
		}
		var parts []string
		for i := n; i > 0; i = from[i] {
			parts = append(parts, w[from[i]:i])
		}
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		out = append(out, parts...)
	}
	return out
}
