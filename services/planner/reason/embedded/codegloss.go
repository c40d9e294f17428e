package embedded

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A parameter's description often lists example codes with the names
// they stand for: "depot code, e.g. DP-XS (Hangzhou Xiaoshan), DP-YH
// (Hangzhou Yuhang)", "station such as NJS (Nanjing South)". A goal names
// the place or thing, not its code — "Xiaoshan", 萧山 (xiaoshan in
// pinyin), 北京首都 (Beijing and, through glossWords, capital) — and the
// code is the value. fillGlossedCodes fills it when the goal names one
// code's gloss unambiguously.

// glossedCodeRE is a code with its gloss in brackets: DP-XS (Hangzhou
// Xiaoshan), WH-1（上海一号仓）.
var glossedCodeRE = prefilter.MustCompile(`\b([A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*)\s*[(（]([^()（）]{2,60})[)）]`)

// pinyinApostropheRE is the apostrophe that parts two syllables of a
// place's pinyin, before the vowel that opens the second: Jing'an, Xi'an,
// Chang'e. The word is one, jingan, as the Han characters' pinyin spells
// it (静安), not the words jing and an. pinyinWordRE is such a word.
var (
	pinyinApostropheRE = prefilter.MustCompile(`([A-Za-z])['’]([aeoAEO])`)
	pinyinWordRE       = prefilter.MustCompile(`\b[a-z]+['’][aeo][a-z]*`)
)

// codePair is a code a description gives and its gloss as written.
type codePair struct{ code, gloss string }

// glossedCode is a code a description gives, with the words of its gloss.
type glossedCode struct {
	code  string
	words []string // stems of the gloss's Latin words and its Han words as written
	raw   []string // the Latin words as written, by words' index, for their pinyin: beijing, not its stem beij
}

// describedCodes returns the codes s's description glosses that s may
// take: its pattern accepts them, or, with no pattern, the description
// gives them as examples, in the sentence that says so: "e.g. DP-WX
// (Wuxi). Counted at TZ (UTC) midnight." gives no TZ. A description may
// also list the codes its pattern takes, each before its gloss: "HZ01
// 杭州西溪店 Xixi, HZ02 杭州湖滨店 Hubin". A gloss word the description
// also uses outside the glosses (depot, station) names the parameter,
// not one value, and is dropped. An enum of codes takes the codes its
// description glosses: "CEN = Central Library (中心馆); EST = Eastside".
func describedCodes(s *slot) []glossedCode {
	d := s.p.Description
	if s.p.typ() == "array" && s.p.Items != nil {
		d = strings.TrimSpace(d + " " + s.p.Items.Description) // a list's codes are glossed on its items
	}
	var pairs []codePair
	blank := []byte(d) // the description without its glosses
	if values := enumStrings(s.p.enumValues()); len(values) > 0 {
		for _, it := range enumGlossItems(d, values) {
			copy(blank[it[0]:it[1]], strings.Repeat(" ", it[1]-it[0]))
			pairs = append(pairs, codePair{d[it[2]:it[3]], d[it[4]:it[5]]})
		}
		return glossedCodes(s, string(blank), pairs)
	}
	mark, end := len(d), len(d)
	if m := exampleMarkRE.FindStringIndex(d); m != nil {
		mark = m[0]
		if e := sentenceEndRE.FindStringIndex(d[m[1]:]); e != nil {
			end = m[1] + e[0]
		}
	}
	for _, m := range glossedCodeRE.FindAllStringSubmatchIndex(d, -1) {
		copy(blank[m[0]:m[1]], strings.Repeat(" ", m[1]-m[0]))
		code := d[m[2]:m[3]]
		if len(code) < 2 || s.pattern != nil && !s.pattern.MatchString(code) || s.pattern == nil && (m[0] < mark || m[0] > end) {
			continue
		}
		pairs = append(pairs, codePair{code, d[m[4]:m[5]]})
	}
	if s.pattern != nil {
		for _, it := range listedCodes(d, s.pattern) {
			copy(blank[it[0]:it[1]], strings.Repeat(" ", it[1]-it[0]))
			if code := d[it[2]:it[3]]; !slices.ContainsFunc(pairs, func(p codePair) bool { return p.code == code }) {
				pairs = append(pairs, codePair{code, d[it[4]:it[5]]})
			}
		}
	}
	return glossedCodes(s, string(blank), pairs)
}

// glossedCodes returns the codes of pairs, each with the words of its
// gloss that name it: a word the description also uses outside the
// glosses (blank is the description without them) names the parameter.
func glossedCodes(s *slot, blank string, pairs []codePair) []glossedCode {
	if len(pairs) == 0 {
		return nil
	}
	outside := map[string]bool{}
	for _, w := range strings.Fields(glossNonWord.ReplaceAllString(strings.ToLower(blank), " ")) {
		outside[glossStem(w)] = true
	}
	for _, w := range s.raw {
		outside[glossStem(w)] = true
	}
	var out []glossedCode
	for _, p := range pairs {
		gloss := pinyinApostropheRE.ReplaceAllString(p.gloss, "$1$2")
		gc := glossedCode{code: p.code}
		for _, w := range strings.Fields(glossNonWord.ReplaceAllString(strings.ToLower(gloss), " ")) {
			if st := glossStem(w); !glossStop[w] && !outside[st] && !slices.Contains(gc.words, st) {
				gc.words, gc.raw = append(gc.words, st), append(gc.raw, w)
			}
		}
		for _, h := range hanRunRE.FindAllString(gloss, -1) {
			if !slices.Contains(gc.words, h) {
				gc.words, gc.raw = append(gc.words, h), append(gc.raw, h)
			}
		}
		if len(gc.words) > 0 && len(gc.words) <= 5 {
			out = append(out, gc)
		}
	}
	return out
}

// enumCodeRE is an enum value that is a code, and enumGlossRE one the
// description glosses: "CEN = Central Library (中心馆)", "EST (Eastside)".
var (
	enumCodeRE  = prefilter.MustCompile(`^[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*$`)
	enumGlossRE = prefilter.MustCompile(`\b([A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*)(?:\s*[=:：]\s*|\s*([(（]))`)
)

// enumGlossItems returns where a description glosses an enum's values,
// when every value is a code and two of them at least are glossed: the
// item's bounds, then its code's and its gloss's. The gloss is the
// bracket after the code, or what follows its = or colon up to the end
// of its clause: "CEN = Central Library (中心馆, 总馆); EST = Eastside".
func enumGlossItems(d string, values []string) [][6]int {
	if slices.ContainsFunc(values, func(v string) bool { return !enumCodeRE.MatchString(v) }) {
		return nil
	}
	var out [][6]int
	for _, m := range enumGlossRE.FindAllStringSubmatchIndex(d, -1) {
		if !slices.Contains(values, d[m[2]:m[3]]) {
			continue
		}
		a := m[1]
		b := glossEnd(d, a, m[4] >= 0)
		if g := strings.TrimSpace(d[a:b]); g == "" || len(g) > 60 {
			continue
		}
		end := b
		if _, w := utf8.DecodeRuneInString(d[b:]); m[4] >= 0 {
			end += w // the closing bracket, of either width
		}
		out = append(out, [6]int{m[0], end, m[2], m[3], a, b})
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// glossEnd is where a gloss that opens at a ends: its closing bracket,
// or, after an = or colon, the clause's end outside brackets.
func glossEnd(d string, a int, bracketed bool) int {
	depth := 0
	for i, r := range d[a:] {
		switch r {
		case '(', '（':
			depth++
		case ')', '）':
			if depth == 0 {
				return a + i
			}
			depth--
		case ';', '；', '。', ',', '，', '、':
			if depth == 0 && !bracketed {
				return a + i
			}
		case '.':
			if depth == 0 && !bracketed && (a+i+1 == len(d) || d[a+i+1] == ' ') {
				return a + i
			}
		}
	}
	return len(d)
}

// listedItemRE is one item of a list of codes, each before its gloss,
// the first after the list's label: "HZ01 杭州西溪店 Xixi", "WH2 = 北仓",
// "Depot: WH1 = 南仓".
var listedItemRE = prefilter.MustCompile(`^(?:[^:：]{1,30}[:：]\s*)?([A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*)(?:\s*[=:：]\s*|\s+)(\S[^,;，；、。]{0,58})$`)

// listedItemSepRE parts the items of such a list, and ends it with the
// sentence.
var listedItemSepRE = prefilter.MustCompile(`[,;，；、。]|\.(?:\s|$)`)

// listedCodes returns where a description lists codes pattern takes,
// each before its gloss, two of them at least: the item's bounds, then
// its code's and its gloss's.
func listedCodes(d string, pattern *regexp.Regexp) [][6]int {
	var out [][6]int
	from := 0
	for _, sep := range append(listedItemSepRE.FindAllStringIndex(d, -1), []int{len(d), len(d)}) {
		a, b := from, sep[0]
		from = sep[1]
		for a < b && d[a] == ' ' {
			a++
		}
		b = a + len(strings.TrimRight(d[a:b], " "))
		m := listedItemRE.FindStringSubmatchIndex(d[a:b])
		if m == nil || !pattern.MatchString(d[a+m[2]:a+m[3]]) {
			continue
		}
		out = append(out, [6]int{a, b, a + m[2], a + m[3], a + m[4], a + m[5]})
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// glossMention is where the goal names one thing by words of the
// glosses: adjacent words, "Hangzhou Xiaoshan" or 杭州萧山.
type glossMention struct {
	a, b  int
	words []string
}

// glossMentions returns the goal's mentions of the glosses' words, in
// goal order: each word written in Latin letters, through glossWords or
// in Han characters spelling it in pinyin, or a Han gloss word as
// written, where the goal leaves it free. A mention the goal negates or
// excludes is none, all of its words with it: 不是杭州萧山; so is one
// that names a team after the place.
func glossMentions(g *goalValues, codes []glossedCode) []glossMention {
	type hit struct {
		a, b int
		w    string
	}
	want := map[string]string{} // stem → the word as written
	for _, c := range codes {
		for i, w := range c.words {
			want[w] = c.raw[i]
		}
	}
	var hits []hit
	add := func(a, b int, w string) {
		if g.freeWord(a, b) && !g.dated(a, b) {
			hits = append(hits, hit{a, b, w})
		}
	}
	for _, w := range glossedWords(g.text) {
		if _, ok := want[w.stem]; ok {
			add(w.pos, w.end, w.stem)
		}
	}
	for _, m := range pinyinWordRE.FindAllStringIndex(g.lower, -1) {
		if st := glossStem(pinyinApostropheRE.ReplaceAllString(g.lower[m[0]:m[1]], "$1$2")); want[st] != "" {
			add(m[0], m[1], st) // Jing'an for a gloss of Jing'an
		}
	}
	for part, w := range hanGlossParts(want) {
		for p := range occurrences(g.text, part.text) {
			if strings.HasPrefix(g.text[p+len(part.text):], part.ending) {
				add(p, p+len(part.text), w) // 西溪店 for 杭州西溪店
			}
		}
	}
	for prefix, ending := range hanSharedPrefixes(want) {
		for p := range occurrences(g.text, prefix) {
			if m := hanGroupedRE.FindString(g.text[p+len(prefix):]); strings.HasSuffix(m, ending) {
				add(p, p+len(prefix), prefix) // 苏州两家店 for 苏州观前店 and 苏州园区店
			}
		}
	}
	for w, raw := range want {
		if hasHan(w) {
			for p := range occurrences(g.text, w) {
				add(p, p+len(w), w)
			}
			continue
		}
		for _, ab := range spelledWords(g, raw) {
			add(ab[0], ab[1], w)
		}
	}
	for _, c := range codes {
		for _, sp := range spelledRuns(g, c) {
			for _, w := range sp.words {
				add(sp.a, sp.b, w)
			}
		}
	}
	slices.SortFunc(hits, func(x, y hit) int { return x.a - y.a })
	var out []glossMention
	for _, h := range hits {
		if n := len(out); n > 0 && h.a <= out[n-1].b+1 || n > 0 && strings.Trim(g.text[out[n-1].b:h.a], " -·/") == "" {
			m := &out[n-1]
			m.b = max(m.b, h.b)
			if !slices.Contains(m.words, h.w) {
				m.words = append(m.words, h.w)
			}
			continue
		}
		out = append(out, glossMention{h.a, h.b, []string{h.w}})
	}
	return slices.DeleteFunc(out, func(m glossMention) bool {
		return excludedAt(g.lower, m.a) || groupAfterRE.MatchString(g.lower[m.b:])
	})
}

// hanPart is a part of a Han gloss word a goal may name it by, and the
// ending the goal must write after it.
type hanPart struct{ text, ending string }

// hanGlossParts returns the parts a goal may name a Han gloss word by,
// each mapped to its word: the word without the ending every Han gloss
// word shares (the 店 of 杭州西溪店 and 宁波鼓楼店) and the opening it shares
// with another (杭州 of 杭州西溪店 and 杭州湖滨店), or the first or last
// two characters or more of what is left — each held by no other Han
// gloss word. A last part short of the whole names the word only with
// the shared ending after it: it is the kind of place (广场 of 万达广场店,
// 中心 of 市中心店), which a goal names for other things too. 西溪 names
// 杭州西溪店, 越城 绍兴越城店, 绍兴 it too, 广场店 万达广场店; 杭州 names none.
func hanGlossParts(want map[string]string) map[hanPart]string {
	var words [][]rune
	for w := range want {
		if hasHan(w) {
			words = append(words, []rune(w))
		}
	}
	if len(words) < 2 {
		return nil
	}
	suffix := slices.Clone(words[0])
	for _, w := range words[1:] {
		for len(suffix) > 0 && !slices.Equal(suffix, w[max(0, len(w)-len(suffix)):]) {
			suffix = suffix[1:]
		}
	}
	out := map[hanPart]string{}
	for _, w := range words {
		core := w[:len(w)-len(suffix)]
		shared := 0
		for _, o := range words {
			if !slices.Equal(o, w) {
				n := 0
				for n < len(core) && n < len(o) && core[n] == o[n] {
					n++
				}
				shared = max(shared, n)
			}
		}
		if len(core)-shared >= 2 {
			core = core[shared:]
		}
		for n := 2; n <= len(core); n++ {
			for k, part := range []string{string(core[:n]), string(core[len(core)-n:])} {
				held := slices.ContainsFunc(words, func(o []rune) bool { return !slices.Equal(o, w) && strings.Contains(string(o), part) })
				if held || part == string(w) {
					continue
				}
				hp := hanPart{text: part}
				if k == 1 && n < len(core) {
					if len(suffix) == 0 {
						continue
					}
					hp.ending = string(suffix) // 广场 of 万达广场店 is any square: 广场店 is the shop
				}
				out[hp] = string(w)
			}
		}
	}
	return out
}

// hanGroupedRE is what a goal writes between a place and the kind of
// thing it groups there: 苏州两家店, 苏州的店, 苏州所有门店, 苏州各分店.
var hanGroupedRE = prefilter.MustCompile(`^(?:的|地区的?)?(?:这|那)?(?:各|所有的?|全部的?|[两二三四五六七八九十\d]+|几)?(?:家|个)?(?:门|分)?\p{Han}`)

// spelledRuns returns where the goal writes in Han characters two
// adjacent Latin words of c's gloss as one pinyin word: a person's name
// glossed "Chen Jing" is written 陈静, one character a syllable, which
// neither word alone is spelled by.
func spelledRuns(g *goalValues, c glossedCode) []glossMention {
	if !hasHan(g.text) {
		return nil
	}
	var out []glossMention
	for i := 0; i+1 < len(c.raw); i++ {
		a, b := c.raw[i], c.raw[i+1]
		if hasHan(a) || hasHan(b) {
			continue
		}
		for _, ab := range spelledWords(g, a+b) {
			out = append(out, glossMention{ab[0], ab[1], []string{c.words[i], c.words[i+1]}})
		}
	}
	return out
}

// groupAfterRE opens the text after a place that names a group of people
// after it, not the place: "the Wuxi team", 无锡团队.
var groupAfterRE = prefilter.MustCompile(`^(?:\s*(?:'s\s+)?(?:teams?|groups?|squads?|departments?|dept|colleagues?)\b|\s*(?:团队|小组|部门|同事))`)

// excludedBeforeRE ends in words that negate or exclude the place or
// thing named next, with the side cue it may take: "not from", "except",
// "other than", 不是从, 不从, 除了, 排除.
var excludedBeforeRE = prefilter.MustCompile(`(?i)(?:\b(?:not|except|excluding|exclude|besides|other than|apart from|never)\s+(?:(?:from|to|in|at|via|the)\s+){0,2}|(?:不是|并非|不|非|除了|除|排除|不含|不包括)\s*(?:从|由|自|到|至|往|飞|去|在)?\s*)$`)

// excludedAt reports whether the mention at byte offset pos of a
// lower-case text is negated or excluded: it names no value.
func excludedAt(lower string, pos int) bool {
	return negatedAt(lower, pos) || endsWith(excludedBeforeRE, lower[:pos])
}

// freeWord is free for a word: a code read with the Han character before
// it (东T2) leaves that character's word free when the code is used, and
// a value used from part of a wider span leaves the span's other words
// free: the IP of "IP, Chen Jing" fills one parameter, and Chen Jing
// still names a person.
func (g *goalValues) freeWord(a, b int) bool {
	for j, s := range g.spans {
		if g.used[j] && s.pos < b && s.end > a && !(s.hanLetter && s.end > b) && g.takenAt(a, b) {
			return false
		}
	}
	return true
}

// takenAt reports whether a value was used from where goal[a:b] stands.
func (g *goalValues) takenAt(a, b int) bool {
	for _, t := range g.taken {
		if t[0] < b && t[1] > a {
			return true
		}
	}
	return false
}

// mentionedCode returns the code a mention names: the one whose gloss
// words it holds the most of — every other code's matched words among
// them and more, or as many but all of its gloss where the other's are
// not all. 杭州萧山 names DP-XS (Hangzhou Xiaoshan) over DP-YH (Hangzhou
// Yuhang); 杭州 names neither, but DP-HZ (Hangzhou) over DP-XS. A
// description's only example is named by all of its gloss.
func mentionedCode(m glossMention, codes []glossedCode) (string, bool) {
	type cand struct {
		code    string
		matched []string
		whole   bool
	}
	var cs []cand
	for _, c := range codes {
		var matched []string
		for _, w := range c.words {
			if slices.Contains(m.words, w) {
				matched = append(matched, w)
			}
		}
		if len(matched) > 0 {
			cs = append(cs, cand{c.code, matched, len(matched) == len(c.words)})
		}
	}
	if len(codes) == 1 && len(cs) == 1 && !cs[0].whole {
		return "", false // one example's gloss may say how codes are made: "R3-01 (floor 3, 三楼, room 1)" is no room of every 三楼
	}
	for _, c := range cs {
		wins := true
		for _, o := range cs {
			if o.code == c.code {
				continue
			}
			sub := !slices.ContainsFunc(o.matched, func(w string) bool { return !slices.Contains(c.matched, w) })
			more := len(c.matched) > len(o.matched) || c.whole && !o.whole
			wins = wins && sub && more
		}
		if wins {
			return c.code, true
		}
	}
	return "", false
}

// toSideRE ends the text before a place a thing goes to, beyond the
// sides' own cues: 飞杭州, 抵达无锡. fromSideAfterRE opens the text
// after a place a thing leaves: 杭州出发.
var (
	toSideRE        = prefilter.MustCompile(`(?:飞|抵达|到达|降落)\s*$`)
	fromSideAfterRE = prefilter.MustCompile(`^\s*(?:出发|起飞|始发)`)
)

// mentionSide is the side the goal's cues give a mention: "origin",
// "destination" or "".
func mentionSide(g *goalValues, m glossMention) string {
	before := g.lower[:m.a]
	switch {
	case fromCueRE.MatchString(before) || fromSideAfterRE.MatchString(g.text[m.b:]):
		return "origin"
	case toCueRE.MatchString(before) || toSideRE.MatchString(before):
		return "destination"
	}
	return ""
}

// slotSide is the side a parameter's name gives it, as mentionSide.
func slotSide(s *slot) string {
	for _, r := range s.roles {
		if r == "origin" || r == "destination" {
			return r
		}
	}
	return ""
}

// codeTaker reports whether s takes a code as its value: a string with
// no enum or an enum of codes its description glosses, or a list of
// strings its items' pattern shapes, with no enum.
func codeTaker(s *slot) bool {
	switch s.p.typ() {
	case "string":
		return len(s.p.Enum) == 0 || enumGlossItems(s.p.Description, enumStrings(s.p.Enum)) != nil
	case "array":
		return s.pattern != nil && len(s.p.enumValues()) == 0
	}
	return false
}

// fillGlossedCodes fills the string parameters still open whose
// description glosses example codes with the code the goal names by its
// gloss, and a list of such codes with every code the goal so names. A
// mention fills one parameter: a cued one ("from Xiaoshan", 到无锡) the
// parameter of its side, the others the open parameters in order, the
// sending side first — and none when more things are named than
// parameters are open for them. Mentions in the subtask's own part of
// the goal come before the rest of it. A code the goal also writes is
// left to the code itself, and an enum of codes takes only a mention in
// the subtask's own part.
func fillGlossedCodes(slots []slot, g *goalValues, args map[string]any) {
	tables := map[int][]glossedCode{}
	var all []glossedCode
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || !codeTaker(s) {
			continue
		}
		if cs := describedCodes(s); len(cs) > 0 {
			tables[i] = cs
			all = append(all, cs...)
		}
	}
	if len(tables) == 0 {
		return
	}
	mentions := glossMentions(g, all)
	outside := func(m glossMention) bool { return m.a < g.scopeStart || m.b > g.scopeEnd }
	if own := slices.DeleteFunc(slices.Clone(mentions), outside); len(own) > 0 {
		mentions = own // the subtask's own part of the goal names its places
	}
	named := func(i, k int) (string, bool) {
		if len(slots[i].p.Enum) > 0 && outside(mentions[k]) {
			return "", false // a choice of codes is the subtask's own to make
		}
		code, ok := mentionedCode(mentions[k], tables[i])
		return code, ok && aliasIndex(g.text, code) < 0
	}
	order := slices.Sorted(func(yield func(int) bool) {
		for i := range tables {
			if !yield(i) {
				return
			}
		}
	})
	sideRank := map[string]int{"origin": 0, "": 1, "destination": 2}
	slices.SortStableFunc(order, func(a, b int) int {
		if d := sideRank[slotSide(&slots[a])] - sideRank[slotSide(&slots[b])]; d != 0 {
			return d
		}
		return slots[a].order - slots[b].order
	})
	used := make([]bool, len(mentions))
	fill := func(i, k int, code string) {
		if s := &slots[i]; s.p.typ() == "array" {
			list, _ := args[s.name].([]any)
			if !slices.Contains(list, any(code)) {
				args[s.name] = append(list, code)
			}
		} else {
			args[s.name] = code
		}
		used[k] = true
		g.use(mentions[k].a, mentions[k].b)
	}
	for k, m := range mentions {
		side := mentionSide(g, m)
		if side == "" {
			continue
		}
		for _, i := range order {
			if _, done := args[slots[i].name]; done || slotSide(&slots[i]) != side {
				continue
			}
			if code, ok := named(i, k); ok {
				fill(i, k, code)
				break
			}
		}
	}
	var open, left []int
	for _, i := range order {
		if _, done := args[slots[i].name]; !done {
			open = append(open, i)
		}
	}
	for k := range mentions {
		if used[k] {
			continue
		}
		for _, i := range open {
			if _, ok := named(i, k); ok {
				left = append(left, k)
				break
			}
		}
	}
	list := slices.ContainsFunc(open, func(i int) bool { return slots[i].p.typ() == "array" })
	if len(left) > len(open) && !list {
		return // two places for one parameter: the goal says not which
	}
	for _, k := range left {
		for _, i := range open {
			if _, done := args[slots[i].name]; done && slots[i].p.typ() != "array" {
				continue
			}
			if code, ok := named(i, k); ok {
				fill(i, k, code)
				break
			}
		}
	}
	fillSharedCodes(slots, open, tables, mentions, used, g, fill)
}
