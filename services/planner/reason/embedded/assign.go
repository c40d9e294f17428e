package embedded

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

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
	scopeStart int // the subtask's own part of the goal
	scopeEnd   int
	clock      timeexpr.ClockRange // the time of day the goal states
	hasClock   bool
	periods    [][2]int // where the dates the goal names are written
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
			if sc := evidence(&slots[i], g, j); sc >= minEvidence {
				cands = append(cands, candidate{i, j, sc})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b candidate) int {
		switch {
		case a.score != b.score:
			if a.score > b.score {
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
		if _, done := args[slots[i].name]; !done && slots[i].required && slots[i].pattern == nil && len(slots[i].p.Enum) == 0 {
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
	for _, s := range open {
		typ := s.p.typ()
		for _, j := range order {
			sp := g.spans[j]
			if g.used[j] || !g.inScope(sp) || sp.dated {
				continue
			}
			ok := false
			switch typ {
			case "integer":
				ok = sp.kind == spanNumber && sp.integer && isDigits(sp.text)
			case "number", "float":
				ok = sp.kind == spanNumber && isDigits(sp.text)
			case "string":
				ok = strsOK && (sp.kind == spanQuoted || sp.kind == spanName && !sp.sentStart || sp.kind == spanToken) && s.p.Format == "" && typeFits(s, sp)
			case "array", "tuple":
				ok = sp.kind == spanList
			}
			if !ok {
				continue
			}
			if v, good := valueFor(s, sp); good {
				args[s.name] = v
				g.take(j)
				break
			}
		}
	}
}

// sentenceEndRE ends a sentence.
var sentenceEndRE = regexp.MustCompile(`[.?!。？！]\s`)

// typeFits reports whether a value of kind can fill a parameter of s's
// type at all.
func typeFits(s *slot, sp span) bool {
	switch s.p.typ() {
	case "integer":
		return sp.kind == spanNumber && sp.integer || sp.kind == spanList && s.p.Items == nil
	case "number", "float":
		return sp.kind == spanNumber
	case "array", "tuple":
		return sp.kind == spanList || sp.kind == spanQuoted || sp.kind == spanName || sp.kind == spanToken
	case "boolean":
		return false
	}
	if s.pattern != nil {
		return s.pattern.MatchString(sp.text)
	}
	if sp.place && !slices.Contains(s.roles, "place") && !slices.Contains(s.roles, "origin") && !slices.Contains(s.roles, "destination") {
		return false // "Boston, MA" is one value only for a place
	}
	switch s.p.Format {
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

// evidence scores how strongly the goal says span j is the value of s.
func evidence(s *slot, g *goalValues, j int) float64 {
	sp := g.spans[j]
	if !typeFits(s, sp) {
		return 0
	}
	score := 0.0
	if s.pattern != nil {
		score += 2
		if utf8.RuneCountInString(sp.text) >= 3 {
			score += 2
		}
	}
	for _, ex := range s.examples {
		if ex.MatchString(sp.text) {
			score += 2
			break
		}
	}
	before := cueBefore(s, g, sp)
	if sp.dated {
		// A month or a weekday of a date fills a parameter only when the
		// parameter is named just by it: "in the month of March".
		return max(before, cueAfter(s, g, sp))
	}
	if sp.kind == spanNumber && (s.p.typ() == "string" || len(s.p.Enum) > 0) {
		// A number fills a string only when the parameter names it just
		// before: "in the year 2022".
		if before < 3 {
			return 0
		}
		return before
	}
	score += before
	score += cueAfter(s, g, sp)
	if sp.kind == spanName && headNamed(s, sp.text) {
		score += 3 // "Louvre Museum" for museum, "Premier League" for league
	}
	if sp.kind == spanNumber && sp.unit != "" {
		fam := unitFamily(sp.unit)
		_, converts := convertUnit(s, sp)
		switch {
		case fam != "" && slices.Contains(s.units, fam):
			score += 2.5
		case converts:
			score += 2 // 100µF for a parameter in farads
		case fam != "" && len(s.units) > 0:
			score--
		case measures(s, sp):
			score += 2 // "dropped from 100 m" for height
		}
	}
	if sp.kind == spanNumber && isCountSlot(s) && countBefore(g.text, sp.pos) {
		score += 3
	}
	score += roleEvidence(s, g, sp)
	if sp.kind == spanNumber {
		score += rangeEvidence(s, g, sp)
	}
	if sp.kind == spanList && (s.p.typ() == "array" || s.p.typ() == "tuple") {
		score += 2
	}
	if sp.place && score > 0 {
		if cityOf(s) {
			score -= 0.5 // Tokyo, Japan: the city alone, the country apart
		} else {
			score += 0.5 // the place whole rather than its city alone
		}
	}
	if sp.kind == spanName && !sp.place && regionOf(s) && endsPlace(g, sp) {
		score += 3 // the Japan of "Tokyo, Japan" for country
	}
	if score > 0 && g.inScope(sp) {
		score += 0.25
	}
	return score
}

// regionWords name the larger place a city lies in.
var regionWords = []string{"country", "state", "province", "county", "nation"}

// regionOf reports whether a parameter takes the larger place: country,
// state.
func regionOf(s *slot) bool {
	return slices.ContainsFunc(s.words, func(w string) bool { return slices.Contains(regionWords, w) })
}

// cityOf reports whether a parameter takes a place while another
// parameter of the tool takes the larger place it lies in.
func cityOf(s *slot) bool {
	return slices.Contains(s.roles, "place") && !regionOf(s) && slices.ContainsFunc(s.rivals, func(w string) bool { return slices.Contains(regionWords, w) })
}

// endsPlace reports whether sp is the region a place is written with:
// the Japan of "Tokyo, Japan".
func endsPlace(g *goalValues, sp span) bool {
	return slices.ContainsFunc(g.spans, func(p span) bool { return p.place && p.end == sp.end && p.pos < sp.pos })
}

// headNamed reports whether a name ends with one of the parameter's own
// words: the name says what kind of thing it is.
func headNamed(s *slot, name string) bool {
	f := strings.Fields(strings.ToLower(name))
	return len(f) > 1 && matchesWord(s.words, strings.Trim(f[len(f)-1], ".,"))
}

// connectors may stand between a parameter's word and its value: "base of
// 10", "radius is 4", "case number XYZ123", "工号为 E30417".
var connectors = map[string]bool{"of": true, "is": true, "are": true, "as": true, "=": true, ":": true, "be": true, "named": true, "called": true,
	"titled": true, "number": true, "no": true, "no.": true, "id": true, "#": true, "a": true, "an": true, "the": true, "with": true, "at": true,
	"equal": true, "equals": true, "to": true, "for": true, "set": true, "about": true, "code": true, "value": true, "in": true}

// idWords name an identifier: a code right after one fills a parameter
// whose name ends with it.
var idWords = map[string]bool{"id": true, "code": true, "no": true, "number": true, "num": true, "key": true}

var hanConnectors = []string{"为", "是", "：", ":", "号", "=", " ", "的"}

// cueBefore scores a parameter's own word standing just before the value.
func cueBefore(s *slot, g *goalValues, sp span) float64 {
	from := max(0, sp.pos-60)
	before := g.lower[from:sp.pos]
	best := 0.0
	split := strings.NewReplacer(",", " , ", "=", " = ", ":", " : ", "：", " : ", "'", " ", "\"", " ")
	toks := strings.Fields(split.Replace(before))
	written := strings.Fields(split.Replace(g.text[from:sp.pos]))
	for d := 0; d < len(toks) && d < 5; d++ {
		w := strings.Trim(toks[len(toks)-1-d], ".()")
		if w == "," || w == ";" {
			break
		}
		if matchesWord(s.words, w) && d > 0 && len(written) == len(toks) && nameWordRE.MatchString(written[len(written)-1-d]) && d+1 < len(toks) {
			break // "the Orsay Museum in Paris": Museum ends a name, it cues nothing
		}
		if matchesWord(s.words, w) {
			// "3 variants on 20%": variants is the unit of the 3, no cue
			// for the 20%.
			if i := len(toks) - 2 - d; d == 0 || i < 0 || !isNumeral(toks[i]) {
				best = max(best, 3.5-0.4*float64(d))
			}
			break
		}
		if d == 0 && (sp.kind == spanToken || sp.kind == spanQuoted) && idWords[w] && slices.Contains(s.raw, w) {
			best = max(best, 3) // "ID rs6034464" for snp_id
		}
		if d == 0 && slices.Contains(s.desc, w) && len(w) > 3 && !matchesWord(s.rivals, w) {
			best = max(best, 2)
		}
		if !connectors[w] && d > 0 {
			break
		}
	}
	for _, h := range s.han {
		if i := strings.LastIndex(before, h); i >= 0 {
			gap := strings.TrimSpace(before[i+len(h):])
			for _, c := range hanConnectors {
				gap = strings.TrimSpace(strings.TrimPrefix(gap, c))
			}
			if gap == "" {
				best = max(best, 3)
			}
		}
	}
	return best
}

// isNumeral reports whether a token is a number written in digits.
func isNumeral(tok string) bool {
	_, err := strconv.ParseFloat(strings.Trim(tok, "$%,"), 64)
	return err == nil
}

// cueAfter scores a parameter's own word right after the value or its
// unit: "10 replicas", "next 3 days".
func cueAfter(s *slot, g *goalValues, sp span) float64 {
	if n := s.name; n != "" && n[len(n)-1] >= '0' && n[len(n)-1] <= '9' {
		return 0 // charge2 is one of several charges: "two charges" counts them
	}
	after := g.lower[sp.end:min(len(g.lower), sp.end+40)]
	toks := strings.Fields(strings.NewReplacer(",", " , ", ".", " . ", "?", " ? ").Replace(after))
	for d := 0; d < len(toks) && d < 2; d++ {
		if matchesWord(s.words, toks[d]) {
			return 3 - 0.5*float64(d)
		}
		// Only the value's own unit or "of" stands between it and the word
		// that names it ("20% of traffic"): in "base 6 and height 10",
		// height names the 10.
		ownUnit := sp.unit != "" && !stopWords[sp.unit] && !connectors[sp.unit] && strings.HasPrefix(toks[0], sp.unit)
		if d == 0 && (sp.kind != spanNumber || !ownUnit && toks[0] != "of") {
			break
		}
	}
	return 0
}

// matchesWord reports whether w is one of a parameter's words, singular
// or plural.
func matchesWord(words []string, w string) bool {
	if len(w) < 1 {
		return false
	}
	for _, x := range words {
		if x == w || x+"s" == w || x+"es" == w || strings.TrimSuffix(x, "s") == w && len(x) > 3 {
			return true
		}
	}
	return false
}

// roleEvidence scores the preposition before a value against what the
// parameter's name says it takes: "in Paris" for a location, "from Lenovo"
// for a supplier, "到成都" for a destination.
func roleEvidence(s *slot, g *goalValues, sp span) float64 {
	if len(s.roles) == 0 || sp.kind == spanNumber || sp.kind == spanList {
		return 0
	}
	best := 0.0
	if sp.kind == spanHan {
		for _, r := range s.roles {
			for _, c := range hanRolePreps[r] {
				if strings.HasPrefix(c, "-") && sp.fromSuffix && strings.HasPrefix(sp.cue, c[1:]) || !strings.HasPrefix(c, "-") && !sp.fromSuffix && sp.cue == c {
					best = max(best, 2.5)
				}
			}
		}
		if slices.Contains(s.roles, "place") && len(s.roles) == 1 && best == 0 {
			best = 0.5
		}
		return best
	}
	prev := prevWord(g.lower, sp.pos)
	if prev == "and" && strings.Contains(g.lower[max(0, sp.pos-80):sp.pos], "between ") {
		prev = "to" // between A and B: A is the origin, B the destination
	}
	if prev == "between" {
		prev = "from"
	}
	for _, r := range s.roles {
		if slices.Contains(rolePreps[r], prev) {
			w := 2.0
			if r == "origin" || r == "destination" {
				w = 2.5
			}
			best = max(best, w)
		}
	}
	if best > 0 && sp.kind == spanToken && s.pattern == nil && len(s.examples) == 0 {
		best -= 1
	}
	return best
}

// rangeEvidence scores "from -2 to 3" and "between 1 and 5" for a start
// and an end parameter: the nearest range word before the value says which
// end it is, the more so right before it.
func rangeEvidence(s *slot, g *goalValues, sp span) float64 {
	toks := strings.Fields(g.lower[max(0, sp.pos-24):sp.pos])
	for d := 0; d < len(toks) && d < 4; d++ {
		w := strings.Trim(toks[len(toks)-1-d], ",.")
		weight := 1.0
		if d == 0 {
			weight = 2
		}
		switch w {
		case "from", "between", "since":
			if slices.Contains(s.roles, "origin") {
				return weight
			}
			return 0
		case "to", "until", "and":
			if slices.Contains(s.roles, "destination") {
				return weight
			}
			return 0
		}
	}
	return 0
}

// prevWord is the lower-case word just before pos.
func prevWord(lower string, pos int) string {
	f := strings.Fields(lower[:pos])
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[len(f)-1], ",.;:'\"")
}

var countParamWordRE = regexp.MustCompile(`^(?:limit|top|top_?n|size|page_?size|max_?results|max_?rows|max_?items|max_?count|count|num_?results|n)$`)

// isCountSlot reports whether a parameter caps how many results come back.
func isCountSlot(s *slot) bool {
	return countParamWordRE.MatchString(strings.ToLower(s.name)) || countParamRE.MatchString(s.p.Description)
}

var countCueRE = regexp.MustCompile(`(?i)(?:最多|至多|不超过|只要|只看|前|top|at most|up to|no more than|limit(?: to)?|first|latest|last)\s*$`)

func countBefore(text string, pos int) bool {
	return countCueRE.MatchString(text[max(0, pos-20):pos])
}

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
		return sp.num, true
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
	return sp.text, true
}

// percentRE is a parameter that takes a percentage as its number of
// percent: "as a percentage", "discount in percent", change_pct.
var percentRE = regexp.MustCompile(`(?i)percent|%|\bpct\b|_pct|pct_`)

// decimalRE is a description that asks for a share as a decimal, its
// example "%" notwithstanding: "Enter as a decimal. E.g, 5% is 0.05".
var decimalRE = regexp.MustCompile(`(?i)\bdecimal\b|\d%\s*(?:is|=|equals|->|→)\s*0?\.\d`)

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
			for from := 0; ; {
				i := strings.Index(goal[from:], c)
				if i < 0 {
					break
				}
				i += from
				from = i + len(c)
				var a, b int
				if suffix {
					a, b = hanRunBefore(goal, i)
				} else {
					a, b = hanRunAfter(goal, i+len(c))
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
			return i, i
		}
		j += w
		n++
	}
	return i, j
}

func hanRunBefore(s string, i int) (int, int) {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	a, n := j, 0
	for a > 0 && n < 6 {
		r, w := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.Is(unicode.Han, r) || strings.ContainsRune(hanStop, r) {
			break
		}
		a -= w
		n++
	}
	return a, j
}

// isDigits reports whether a numeral is written in digits: "two numbers"
// counts the values, it is not one.
func isDigits(s string) bool { return strings.ContainsAny(s, "0123456789") }
