package embedded

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// minEvidence is the least evidence that lets a stated value fill a
// parameter; below it the parameter stays missing.
const minEvidence = 1.5

// goalValues is what argument filling reads from a goal: the goal, its
// values, and which of them are already used.
type goalValues struct {
	text       string
	lower      string
	spans      []span
	used       []bool
	taken      [][2]int // the byte ranges values were used from: the IP of a span "IP, Chen Jing"
	scopeStart int      // the subtask's own part of the goal
	scopeEnd   int
	han        *hanText            // the goal's Han runs and words, read when an enum needs them
	clock      timeexpr.ClockRange // the time of day the goal states
	hasClock   bool
	periods    [][2]int        // where the dates the goal names are written
	toolName   map[string]bool // the words of the tool's name
	paramWords []string        // the words of the tool's parameter names
	terms      map[string]bool // the acronyms the tool's descriptions use as terms: PNR, IATA; read when first asked
	termsDesc  string          // the tool's description, and its schema, that terms are read from
	termsSch   *object
}

// dated reports whether goal[a:b] lies in a date the goal names.
func (g *goalValues) dated(a, b int) bool {
	for _, p := range g.periods {
		if a >= p[0] && b <= p[1] {
			return true
		}
	}
	return false
}

// partOfDate reports whether goal[a:b] is a part, not the whole, of a date
// the goal names: the month of "last month" is the range's unit, no value
// of its own, where "tomorrow" for an enum of days is the value whole.
func (g *goalValues) partOfDate(a, b int) bool {
	for _, p := range g.periods {
		if a >= p[0] && b <= p[1] && (a > p[0] || b < p[1]) {
			return true
		}
	}
	return false
}

// take marks span j used, and every span that overlaps it: a value fills
// one parameter only, as a list or as one of its items.
func (g *goalValues) take(j int) {
	g.use(g.spans[j].pos, g.spans[j].end)
}

func (g *goalValues) inScope(s span) bool { return s.pos >= g.scopeStart && s.end <= g.scopeEnd }

// candidate is one value that may fill one parameter, with its evidence.
type candidate struct {
	slot  int
	span  int
	score float64
}

// assignSlots fills the slots from the goal's values: each value goes to
// the parameter with the strongest evidence for it (its pattern, the
// parameter's words or unit next to it, the preposition before it), a
// value fills one parameter only, and a parameter no value has evidence
// for stays unfilled unless it is required and the goal's remaining
// values of its type fall to the required parameters in order.
func assignSlots(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		for j := range slots {
			if i != j {
				slots[i].rivals = append(slots[i].rivals, slots[j].words...)
				if r := slots[j].raw; len(r) > 0 {
					slots[i].heads = append(slots[i].heads, r[len(r)-1])
				}
			}
		}
	}
	var cands []candidate
	for i := range slots {
		if _, done := args[slots[i].name]; done {
			continue
		}
		for j := range g.spans {
			if g.used[j] {
				continue
			}
			if sc := evidence(&slots[i], g, j) + valueEvidence(&slots[i], g, j); sc >= minEvidence {
				cands = append(cands, candidate{i, j, sc})
			}
		}
	}
	yields := yielding(slots, g, cands)
	slices.SortStableFunc(cands, func(a, b candidate) int {
		switch {
		case a.score != b.score:
			if a.score > b.score {
				return -1
			}
			return 1
		case yields[a] != yields[b]:
			if yields[b] {
				return -1
			}
			return 1
		case a.slot != b.slot:
			return slots[a.slot].order - slots[b.slot].order
		case g.spans[a.span].pos != g.spans[b.span].pos:
			return g.spans[a.span].pos - g.spans[b.span].pos
		}
		return g.spans[b.span].end - g.spans[a.span].end // the whole list before its first item
	})
	for _, c := range cands {
		s := &slots[c.slot]
		if _, done := args[s.name]; done || g.used[c.span] {
			continue
		}
		if v, ok := valueFor(s, g.spans[c.span]); ok {
			args[s.name] = v
			g.take(c.span)
		}
	}
	inOrder(slots, g, args)
}

// inOrder gives the required parameters still unfilled the values left of
// their type, in the order of both: "the GCD of 40 and 50" → num1, num2.
// Strings take only quoted values and names, and only when one parameter
// is left for them.
func inOrder(slots []slot, g *goalValues, args map[string]any) {
	var open []*slot
	for i := range slots {
		if _, done := args[slots[i].name]; !done && slots[i].required && slots[i].pattern == nil && len(slots[i].p.Enum) == 0 && slots[i].p.Default == nil {
			open = append(open, &slots[i])
		}
	}
	slices.SortStableFunc(open, func(a, b *slot) int { return a.order - b.order })
	strs := 0
	for _, s := range open {
		if s.p.typ() == "string" {
			strs++
		}
	}
	// Several strings take the names in order only when one sentence of
	// the goal states one for each: "the ranking of Barcelona in La Liga"
	// → team, league.
	names, first, last := 0, len(g.text), 0
	for j, sp := range g.spans {
		if !g.used[j] && g.inScope(sp) && (sp.kind == spanQuoted || sp.kind == spanName && !sp.sentStart) {
			names++
			first, last = min(first, sp.pos), max(last, sp.end)
		}
	}
	strsOK := strs == 1 || strs > 1 && names == strs && !sentenceEndRE.MatchString(g.text[first:last])
	order := make([]int, 0, len(g.spans))
	for j := range g.spans {
		order = append(order, j)
	}
	rank := map[spanKind]int{spanQuoted: 0, spanToken: 1}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, oka := rank[g.spans[a].kind]
		rb, okb := rank[g.spans[b].kind]
		if !oka {
			ra = 2
		}
		if !okb {
			rb = 2
		}
		if ra != rb {
			return ra - rb
		}
		return g.spans[a].pos - g.spans[b].pos
	})
	var filled []*slot
	for _, s := range open {
		typ := s.p.typ()
		// A count or an amount takes a number in a unit of measure only
		// when the goal has no plain number left for it.
		spans := order
		if measured := func(j int) bool { return measureFor(s, g.spans[j]) }; slices.ContainsFunc(order, measured) {
			spans = slices.Concat(
				slices.DeleteFunc(slices.Clone(order), measured),
				slices.DeleteFunc(slices.Clone(order), func(j int) bool { return !measured(j) }))
		}
		for _, j := range spans {
			sp := g.spans[j]
			if g.used[j] || !g.inScope(sp) || sp.dated || sp.nounJoined {
				continue
			}
			ok := false
			switch typ {
			case "integer":
				ok = sp.kind == spanNumber && sp.integer && (isDigits(sp.text) || hanCounted(sp)) && !otherUnit(s, sp) && !durationFor(s, sp) && !(unmeasured(s) && yearOf(g.text, sp)) && (!calendarYear(s) || yearRE.MatchString(sp.text))
			case "number", "float":
				ok = sp.kind == spanNumber && isDigits(sp.text) && !otherUnit(s, sp) && !durationFor(s, sp)
			case "string":
				ok = strsOK && (sp.kind == spanQuoted || sp.kind == spanName && !sp.sentStart && !namesParameter(s, sp.text) || sp.kind == spanToken) && s.p.Format == "" && typeFits(s, sp)
			case "array", "tuple":
				ok = sp.kind == spanList
			}
			if !ok {
				continue
			}
			if v, good := valueFor(s, sp); good {
				args[s.name] = v
				g.take(j)
				filled = append(filled, s)
				break
			}
		}
	}
	wholeLast(filled, args)
}

// hanCounted reports whether a number is written in Han numerals with
// the measure word that counts it: 两份, 三件. The measure word makes it
// a count as plainly as digits do, where "one" alone is as often no
// number at all; a unit of time or measure (三天, 两公斤) is no count.
func hanCounted(sp span) bool {
	r := []rune(sp.unit)
	return len(r) == 1 && strings.ContainsRune(hanMeasureWords, r[0]) && sp.text != "" && strings.Trim(sp.text, "一二两三四五六七八九十") == ""
}

// wholeLast gives a total count the largest of the counts filled in
// order with it: "5 heads in 8 tosses" fills number_of_trials with 8,
// since a count of some of the trials never exceeds the count of all.
func wholeLast(filled []*slot, args map[string]any) {
	for _, w := range filled {
		if w.p.typ() != "integer" || !wholeCount(w) {
			continue
		}
		for _, c := range filled {
			if c == w || c.p.typ() != "integer" || wholeCount(c) || !countSlot(c) {
				continue
			}
			a, okA := args[w.name].(int64)
			b, okB := args[c.name].(int64)
			if okA && okB && a < b {
				args[w.name], args[c.name] = b, a
			}
		}
	}
}

// wholeCount reports whether a parameter counts all of something: its
// description says total, or its name counts trials.
func wholeCount(s *slot) bool {
	return slices.Contains(s.desc, "total") || slices.Contains(s.raw, "total") || slices.Contains(s.raw, "trials")
}

// countSlot reports whether a parameter is a count: its name or
// description says number or count.
func countSlot(s *slot) bool {
	d := strings.ToLower(s.p.Description)
	return slices.Contains(s.raw, "number") || slices.Contains(s.raw, "num") || slices.Contains(s.raw, "count") ||
		strings.Contains(d, "number of") || strings.Contains(d, "count of")
}

// calendarYear reports whether an integer parameter is a year of the
// calendar: its name ends in year (start_year, year2; not years or
// year_revenue), and it counts nothing.
func calendarYear(s *slot) bool {
	return len(s.words) > 0 && s.words[len(s.words)-1] == "year" && !countSlot(s) && !strings.Contains(strings.ToLower(s.p.Description), "years")
}

// yearBeforeRE ends the text before a year: "the 2024 audit", "in 2023".
// yearAfterRE opens the text after a count: "the 2000 units".
var (
	yearBeforeRE = prefilter.MustCompile(`(?i)\b(?:the|in|since|during|fy|fiscal)\s+$`)
	yearAfterRE  = prefilter.MustCompile(`^\s+[A-Za-z]+s\b`)
)

// yearOf reports whether a number is a year the goal names a thing or a
// time by, which counts nothing: "order 40 for the 2024 audit".
func yearOf(text string, sp span) bool {
	return len(sp.text) == 4 && (strings.HasPrefix(sp.text, "19") || strings.HasPrefix(sp.text, "20")) &&
		yearBeforeRE.MatchString(text[:sp.pos]) && !yearAfterRE.MatchString(text[sp.end:])
}

// yearRE is a numeral a calendar year is written as: up to four bare
// digits (the year 300), no currency, separator or scale.
var yearRE = prefilter.MustCompile(`^\d{1,4}$`)

// sentenceEndRE ends a sentence.
var sentenceEndRE = prefilter.MustCompile(`[.?!。？！]\s`)

// typeFits reports whether a value of kind can fill a parameter of s's
// type at all.
func typeFits(s *slot, sp span) bool {
	if sp.kind == spanSlug || sp.hanLetter || sp.joined {
		// A slug reads as words, a Han character before a code as the
		// sentence's word (给E2201) and capitals joined by a slash as
		// codes apart (USD/EUR): each is one value only for a pattern,
		// or an example, that takes it whole.
		if s.p.typ() != "string" {
			return false
		}
		if s.pattern != nil {
			return s.pattern.MatchString(sp.text)
		}
		return (sp.hanLetter || sp.joined) && s.exampleShaped(sp.text) // 沪A7K392 shaped as the description's example
	}
	switch s.p.typ() {
	case "integer":
		if calendarYear(s) {
			return sp.kind == spanNumber && yearRE.MatchString(sp.text)
		}
		return sp.kind == spanNumber && sp.integer || sp.kind == spanList && s.p.Items == nil
	case "number", "float":
		return sp.kind == spanNumber
	case "array", "tuple":
		if s.pattern != nil {
			return itemsFit(s, sp)
		}
		if f := itemFormat(s); f != "" {
			return addressItems(sp, f)
		}
		return sp.kind == spanList || sp.kind == spanQuoted || sp.kind == spanName || sp.kind == spanToken
	case "boolean":
		return false
	}
	if s.pattern != nil {
		return s.pattern.MatchString(sp.text) || gluedFits(s, sp)
	}
	if s.monthly != "" {
		return monthShaped(sp.text, s.monthly) // "report" is no month
	}
	if slices.Contains(s.words, "name") && agePhraseRE.MatchString(sp.text) {
		return false // "Milo, a 3-year-old beagle": an age is no name
	}
	if sp.place && !slices.Contains(s.roles, "place") && !slices.Contains(s.roles, "origin") && !slices.Contains(s.roles, "destination") {
		return false // "Boston, MA" is one value only for a place
	}
	format := s.p.Format
	if format == "" && emailDescRE.MatchString(s.p.Description) {
		format = "email" // "The email address to send to"
	}
	switch format {
	case "email":
		return sp.kind == spanToken && strings.Contains(sp.text, "@")
	case "uri", "url":
		return strings.Contains(sp.text, "://")
	case "hostname":
		return sp.kind == spanToken && strings.Contains(sp.text, ".") && !strings.Contains(sp.text, "@")
	case "date", "date-time", "time":
		return false
	}
	return sp.kind != spanList
}

// itemFormat is the format of an array's items that names an address:
// uri, url or email, else "".
func itemFormat(s *slot) string {
	if s.p.Items == nil {
		return ""
	}
	switch f := s.p.Items.Format; f {
	case "uri", "url", "email":
		return f
	}
	return ""
}

// addressItems reports whether a value, or each item of a list, is an
// address of the format: a link for uri, an address with @ for email.
func addressItems(sp span, format string) bool {
	items := sp.items
	if sp.kind != spanList {
		items = []span{sp}
	}
	for _, it := range items {
		if it.kind != spanToken || format == "email" && !strings.Contains(it.text, "@") || format != "email" && !strings.Contains(it.text, "://") {
			return false
		}
	}
	return len(items) > 0
}

// agePhraseRE is an age written as one hyphenated word: 3-year-old.
var agePhraseRE = prefilter.MustCompile(`(?i)^\d+-(?:year|month|week|day)s?-old$`)

// itemsFit reports whether a value, or each item of a list, is one the
// pattern of a list's items takes: HZ01 or "HZ01 and HZ03" for a list of
// store codes, never words.
func itemsFit(s *slot, sp span) bool {
	items := sp.items
	if sp.kind != spanList {
		items = []span{sp}
	}
	for _, it := range items {
		if it.kind == spanQuoted || !s.pattern.MatchString(it.text) && !gluedFits(s, it) {
			return false
		}
	}
	return len(items) > 0
}

// gluedFits reports whether a number is one value with the letters glued
// to it for a pattern that takes them whole and not the digits alone:
// the seat 32K, the berth 12A, read as a row and a letter, not as 32
// kelvin.
func gluedFits(s *slot, sp span) bool {
	return sp.kind == spanNumber && sp.token != "" && s.pattern != nil && !s.pattern.MatchString(sp.text) && s.pattern.MatchString(sp.token)
}

// emailDescRE is a description that says its parameter is an email
// address.
var emailDescRE = prefilter.MustCompile(`(?i)\be-?mail address|邮箱地址|邮件地址`)

// valueFor turns a span into a value of s's type: an integer parameter
// gets an int, a number a float, a string the text as written.
func valueFor(s *slot, sp span) (any, bool) {
	switch s.p.typ() {
	case "integer":
		if sp.kind != spanNumber {
			return nil, false
		}
		n, integral := sp.num, sp.integer
		if c, ok := convertUnit(s, sp); ok {
			n, integral = c, c == math.Trunc(c) // 3 minutes in seconds is 180
		}
		if !integral {
			return nil, false
		}
		return int64(n), true
	case "number", "float":
		if sp.kind != spanNumber {
			return nil, false
		}
		if c, ok := convertUnit(s, sp); ok {
			return c, true
		}
		if sp.unit == "%" && (!percentRE.MatchString(s.name+" "+s.p.Description) || decimalRE.MatchString(s.p.Description)) {
			return sp.num / 100, true // 5% is 0.05 unless the parameter counts in percent
		}
		return statedPlaces(s.p.Description, sp.num), true
	case "array", "tuple":
		return listValue(s, sp)
	case "boolean":
		return nil, false
	}
	if sp.kind == spanList {
		return nil, false
	}
	if len(s.p.Enum) > 0 && !hasValue(s.p.Enum, sp.text) {
		return nil, false
	}
	if sp.kind == spanNumber && sp.token != "" && (s.pattern == nil || s.pattern.MatchString(sp.token)) {
		return sp.token, true // a number as a name is all its token: unit 5B
	}
	return sp.text, true
}

// percentRE is a parameter that takes a percentage as its number of
// percent: "as a percentage", "discount in percent", change_pct.
var percentRE = prefilter.MustCompile(`(?i)percent|%|\bpct\b|_pct|pct_`)

// decimalRE is a description that asks for a share as a decimal, its
// example "%" notwithstanding: "Enter as a decimal. E.g, 5% is 0.05".
var decimalRE = prefilter.MustCompile(`(?i)\bdecimal\b|\d%\s*(?:is|=|equals|->|→)\s*0?\.\d`)

// listValue reads a list for an array parameter, its items typed by the
// schema's items.
func listValue(s *slot, sp span) (any, bool) {
	itemType := ""
	if s.p.Items != nil {
		if t, ok := s.p.Items.Type.(string); ok {
			itemType = t
		}
	}
	items := sp.items
	if sp.kind != spanList {
		items = []span{sp}
	}
	if s.p.Items != nil && len(s.p.Items.Enum) > 0 {
		for _, it := range items {
			if !hasValue(s.p.Items.Enum, it.text) {
				return nil, false // an enum's items are its own words only
			}
		}
	}
	out := make([]any, 0, len(items))
	for _, it := range items {
		switch itemType {
		case "integer":
			if it.kind != spanNumber || !it.integer {
				return nil, false
			}
			out = append(out, int64(it.num))
		case "number", "float":
			if it.kind != spanNumber {
				return nil, false
			}
			out = append(out, it.num)
		case "string":
			out = append(out, it.text)
		default:
			if it.kind == spanNumber {
				out = append(out, it.num)
			} else {
				out = append(out, it.text)
			}
		}
	}
	return out, true
}

// hanStop are the characters that end a Chinese value read after its cue.
const hanStop = "的了吗呢有是在和与及发寄到运送多几要把给从自由往至去来还最近按每各这那哪个件条天台共请帮查看一二三四五六七八九十今明昨上下本"

// hanSpans reads the Chinese names a role word introduces: 从上海发往成都
// → 上海 (after 从), 成都 (after 发往); 广州寄 → 广州 before its cue.
func hanSpans(goal string, free func(a, b int) bool) []span {
	var out []span
	seen := map[int]bool{}
	for _, preps := range hanRolePreps {
		for _, c := range preps {
			suffix := strings.HasPrefix(c, "-")
			c = strings.TrimPrefix(c, "-")
			for i := range occurrences(goal, c) {
				var a, b int
				if suffix {
					a, b = hanRunBefore(goal, i)
				} else {
					a, b = hanRunAfter(goal, i+len(c))
				}
				if namingVerbs[c] != "" {
					var ok bool
					if a, b, ok = namedRun(goal, i+len(c), a, b); !ok && (c == "叫" || c == "叫做") {
						continue // 叫辆出租车: 叫 calls for, names no one, without 的 closing a name
					}
				}
				if b-a >= 6 && !seen[a] && free(a, b) {
					seen[a] = true
					out = append(out, span{kind: spanHan, text: goal[a:b], pos: a, end: b, cue: c, fromSuffix: suffix})
				}
			}
		}
	}
	return out
}

// namedRun is the name a naming verb introduces, and true: one 的
// closes within a few characters (叫张晓明的: 明 is no date here), or a
// surname's name a stop or a word of doing ends (叫周倩，电话…); else a,
// b and false.
func namedRun(s string, i, a, b int) (int, int, bool) {
	rest := strings.TrimLeft(s[i:], " ")
	start := i + len(s[i:]) - len(rest)
	if k := strings.Index(rest, "的"); k > 0 {
		name := strings.TrimSpace(rest[:k])
		if n := utf8.RuneCountInString(name); n >= 2 && n <= 8 && !strings.ContainsFunc(name, func(r rune) bool { return !unicode.Is(unicode.Han, r) && r != '·' }) {
			return start, start + len(name), true
		}
	}
	if name, ok := hanSubjectName(rest, true); ok {
		return start, start + len(name), true
	}
	return a, b, false
}

func hanRunAfter(s string, i int) (int, int) {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j, n := i, 0
	for j < len(s) && n < 6 {
		r, w := utf8.DecodeRuneInString(s[j:])
		if !unicode.Is(unicode.Han, r) || strings.ContainsRune(hanStop, r) && n > 0 {
			break
		}
		if strings.ContainsRune(hanStop, r) {
			next, _ := utf8.DecodeRuneInString(s[j+w:])
			if !placeLead(r, next) {
				return i, i
			}
		}
		j += w
		n++
	}
	return i, j
}

// placeLead reports whether r, a stop character, begins a name here: 上
// of 上海 or 下 of 下沙 leads a place, where 上周 or 下个月 is a date.
func placeLead(r, next rune) bool {
	return strings.ContainsRune("上下本", r) && unicode.Is(unicode.Han, next) && !strings.ContainsRune("周星礼个月年午次半旬季期天日", next)
}

func hanRunBefore(s string, i int) (int, int) {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	a, n := j, 0
	for a > 0 && n < 6 {
		r, w := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.Is(unicode.Han, r) {
			break
		}
		if strings.ContainsRune(hanStop, r) {
			next, _ := utf8.DecodeRuneInString(s[a:])
			if a == j || !placeLead(r, next) {
				break
			}
			a -= w
			break // a name's lead is its first character
		}
		a -= w
		n++
	}
	return a, j
}

// isDigits reports whether a numeral is written in digits: "two numbers"
// counts the values, it is not one.
func isDigits(s string) bool { return strings.ContainsAny(s, "0123456789") }

// placesRE is the number of decimal places a description asks for.
var placesRE = prefilter.MustCompile(`(?i)\b(one|two|three|four|five|six|[1-9])\s+decimal\s+places?\b`)

// statedPlaces rounds f to the decimal places the description asks for
// ("Four decimal places."), or returns it as it is.
func statedPlaces(desc string, f float64) float64 {
	m := placesRE.FindStringSubmatch(desc)
	if m == nil {
		return f
	}
	n := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}[strings.ToLower(m[1])]
	if n == 0 {
		n = int(m[1][0] - '0')
	}
	scale := math.Pow(10, float64(n))
	return math.Round(f*scale) / scale
}
