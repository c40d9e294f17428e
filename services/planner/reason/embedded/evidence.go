package embedded

// Evidence: how strongly the goal says a value belongs to a parameter —
// its cue words before and after it, the preposition that introduces it,
// its unit, its place in a range.

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// evidence scores how strongly the goal says span j is the value of s.
func evidence(s *slot, g *goalValues, j int) float64 {
	sp := g.spans[j]
	if !typeFits(s, sp) {
		return 0
	}
	if s.pattern != nil && sp.kind == spanName {
		switch {
		case g.describedTerm(sp.text):
			return 0 // "PNR" names the booking reference; it is none of the tool's codes
		case capitalsApart(sp.text) && stressedWord(sp.text) && !describesValue(s, sp.text):
			return 0 // "PLEASE", "NOW": a word of the sentence said loudly, no code
		case capitalsApart(sp.text) && g.twinCode(s, j):
			return 0 // "URGENT NXJQLA": two words of the code's shape side by side, the goal says not which
		}
	}
	if sp.kind == spanHan && namingVerbs[sp.cue] != "" {
		if namingVerb(s, sp.cue) {
			return 3.5 // 叫王建国的客户: the name after 叫 is the customer's name
		}
		return 0
	}
	if sp.nounJoined && !countsOwnNoun(s, g, sp) {
		return 0 // the 4 of 4-hands counts hands, for no other parameter
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
	if s.pattern == nil && (s.p.Format == "email" || s.p.Format == "uri" || s.p.Format == "url" || emailDescRE.MatchString(s.p.Description)) && sp.kind == spanToken {
		score += 4 // typeFits took it by its format: an address is that parameter's
	}
	if s.pattern == nil && itemFormat(s) != "" && addressItems(sp, itemFormat(s)) {
		score += 4 // the same for a list of links or addresses
	}
	if sp.kind == spanToken && pathParam(s) && pathRE.MatchString(sp.text) {
		score += 2.5 // a file path for a parameter that takes one
	}
	if sp.kind == spanNumber && calendarYear(s) && sp.integer && sp.num >= 1000 && sp.num < 3000 {
		score += 2 // a year written as a number for a parameter that takes a year: a 2023 sedan
	}
	before := cueBefore(s, g, sp)
	if sp.dated {
		// A month or a weekday of a date fills a parameter only when the
		// parameter is named just by it ("in the month of March"), or a
		// month one named for months.
		if monthNameRE.MatchString(sp.text) && matchesWord(s.words, "month") && s.p.typ() == "string" {
			return 3
		}
		return max(before, cueAfter(s, g, sp))
	}
	if sp.kind == spanNumber && s.pattern != nil && s.pattern.MatchString(sp.text) && len(sp.text) >= 5 {
		return score // a number the parameter's pattern takes: 13812345678 for a phone
	}
	if gluedFits(s, sp) {
		// Digits with a letter glued on are a measure or a name as often
		// as a code (4K video, 5G, 3D, 32K): only the parameter named
		// beside them makes them its code (seat 32K).
		cue := max(before, cueAfter(s, g, sp))
		if cue == 0 && s.exampleShaped(sp.token) && g.soleGlued(s, sp) && toolNamesSlot(s, g) {
			cue = 1 // 换到 32K for a tool that assigns seats names the seat
		}
		if cue == 0 {
			return 0
		}
		if s.exampleShaped(sp.token) {
			score += 2
		}
		return score + cue
	}
	if sp.kind == spanNumber && (s.p.typ() == "string" || len(s.p.Enum) > 0) {
		// A number fills a string only when the parameter names it just
		// before or after: "in the year 2022", "in 2022 season" — not
		// across a preposition: "a city view for 3 days".
		p := prevWord(g.lower, sp.pos)
		if cuePreps[p] && p != "of" {
			before = 0
		}
		if s.pattern != nil && s.pattern.MatchString(sp.text) && slices.Contains(s.roles, "destination") && slices.Contains(rolePreps["destination"], p) {
			return 4 // "move it to 2210" for a new_… parameter: where a thing goes is its new value, over "bay 1403" where it is
		}
		if sp.integer && sp.num >= 1000 && sp.num < 3000 && len(s.p.Enum) == 0 && (matchesWord(s.words, "year") || matchesWord(s.words, "season")) {
			before = max(before, 3) // a year for a year or a season written as text
		}
		if sc := max(before, cueAfter(s, g, sp)); sc >= 3 {
			return sc
		}
		if !cuePreps[p] && numberCode(s, sp) {
			return 2 // 北区店 1208: a bare number shaped as the parameter's example
		}
		return 0
	}
	score += before
	score += cueAfter(s, g, sp)
	if sp.kind == spanQuoted && s.pattern == nil && len(s.p.Enum) == 0 && slices.Contains(s.raw, "title") {
		score += 2 // a title is written in quotes: 'Pride and Prejudice', 《活着》
	}
	if sp.kind == spanName && headNamed(s, sp.text) {
		score += 3 // "Louvre Museum" for museum, "Premier League" for league
	}
	if sp.kind == spanNumber && sp.unit == "号" {
		if !numberedSlot(s, g, sp) {
			return 0
		}
		score += 2.5
	}
	if sp.kind == spanNumber && sp.unit != "" && sp.unit != "号" {
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
	if sp.kind == spanNumber && sp.unit == "" && hanScaled(sp) && slices.Contains(s.units, "money") && hanWorthRE.MatchString(g.text[:sp.pos]) {
		score += 2 // 船值80万: a worth in 万 or 亿 with no unit is money, as 80万元 is
	}
	if sp.kind == spanNumber && isCountSlot(s) && (countBefore(g.text, sp.pos) && !periodLength(s, sp) || countedAfter(s, g, sp) || superlativeAfter(g, sp)) {
		score += 3
	}
	if sp.kind == spanNumber && hanCountFor(s, g, sp) {
		score += 3 // 发5张卡 for quantity, 两个位置 for seats
	}
	if sp.kind == spanNumber && (perUnitFor(s, g, sp) || countsOwnNoun(s, g, sp)) {
		score += 3 // "280 per session" for price_per_session, "a 20-session package" for sessions
	}
	if sp.kind == spanNumber {
		switch counted, measured := countsDescribedNoun(s, g, sp); {
		case counted:
			score += 3 // "5000 jars" for "Number of jars or tins"
		case measured:
			score -= 3 // the 250 of "250ml jars" is a size, no count of jars
		}
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
	if score > 0 && sp.kind == spanName && sp.sentStart && capitalsApart(sp.text) {
		// A word in capitals opening the sentence is a code (NXJQLA 想升舱)
		// or the sentence's own word said loudly (VIP 客户, ASAP): a value
		// of the same shape written elsewhere in the goal is surely a
		// value, so it goes first.
		score--
	}
	if score > 0 && g.inScope(sp) {
		score += 0.25
	}
	return score
}

// pathWordRE is a parameter that takes a file path, by its name or
// description.
var pathWordRE = prefilter.MustCompile(`(?i)\b(?:path|file|filename|directory|folder|dir)s?\b|_path\b|_file\b`)

func pathParam(s *slot) bool {
	return s.p.typ() == "string" && pathWordRE.MatchString(s.name+" "+s.p.Description)
}

// monthNameRE is a month's name, written out or short.
var monthNameRE = prefilter.MustCompile(`(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\.?$|^(?:january|february|march|april|june|july|august|september|october|november|december)$`)

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

// headNamed reports whether a name ends or begins with one of the
// parameter's own words: the name says what kind of thing it is (Louvre
// Museum, Hotel Paradise).
func headNamed(s *slot, name string) bool {
	f := strings.Fields(strings.ToLower(name))
	return len(f) > 1 && (matchesWord(s.words, strings.Trim(f[len(f)-1], ".,")) || matchesWord(s.words, f[0]))
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
	split := strings.NewReplacer(",", " , ", "，", " , ", "=", " = ", ":", " : ", "：", " : ", "'", " ", "\"", " ")
	toks := strings.Fields(split.Replace(before))
	written := strings.Fields(split.Replace(g.text[from:sp.pos]))
	for d := 0; d < len(toks) && d < 5; d++ {
		w := strings.Trim(toks[len(toks)-1-d], ".()")
		if w == "," && d == 0 && len(toks) > 1 && sp.kind == spanName && matchesWord(s.words, strings.Trim(toks[len(toks)-2], ".()")) {
			best = max(best, 3.5) // "a tennis player, Serena Williams": the name in apposition
		}
		if w == "," || w == ";" || strings.ContainsAny(w, "[{") {
			break // "order: ['Sam', …]": a word outside the brackets cues the list, not its item
		}
		if d == 0 && cuePreps[w] && !connectors[w] {
			break // "contract between John", "adults and one": the word before the value ties it elsewhere
		}
		if d == 0 && sp.kind == spanName && (w == "in" || w == "at" || w == "near") && !slices.Contains(s.roles, "place") {
			break // "theft crimes in Los Angeles": the name after "in" is a place, not a crime
		}
		if matchesWord(s.words, w) && d > 0 && len(written) == len(toks) && nameWordRE.MatchString(written[len(written)-1-d]) && d+1 < len(toks) {
			break // "the Orsay Museum in Paris": Museum ends a name, it cues nothing
		}
		if matchesWord(s.words, w) || len(w) > 2 && slices.ContainsFunc(s.words, func(x string) bool { return x == w+"name" || x == w+"id" }) {
			// "user 'Sam'" for username. "3 variants on 20%": variants is the unit of the 3, no cue
			// for the 20%.
			if i := len(toks) - 2 - d; d == 0 || i < 0 || !isNumeral(toks[i]) {
				best = max(best, 3.5-0.4*float64(d))
			}
			break
		}
		if d == 0 && (sp.kind == spanToken || sp.kind == spanQuoted || sp.kind == spanNumber) && idWords[w] && slices.Contains(s.raw, w) {
			best = max(best, 3) // "ID rs6034464" for snp_id, "id 546382" for patient_id
		}
		// A name of a letter or two (n, k) says nothing, so its
		// description's word cues it across a connector too: "per year is 4".
		if (d == 0 || d == 1 && len(s.words) == 1 && len(s.words[0]) <= 2 && connectors[strings.Trim(toks[len(toks)-1], ".()")]) && slices.Contains(s.desc, w) && len(w) > 3 && !matchesWord(s.rivals, w) {
			best = max(best, 2)
		}
		if d == 0 && w == ":" && sp.kind == spanName && !sp.sentStart && namingVerb(s, "named") && strings.HasPrefix(g.text[sp.end:], ",") {
			best = max(best, 3.75) // "New walk-in: Li Na, mobile …": the name a line's label opens with
		}
		if d == 0 && (sp.kind == spanName || sp.kind == spanQuoted || sp.kind == spanHan) && (namingVerb(s, w) || bareNamed(s, w, toks[:len(toks)-1-d])) {
			best = max(best, 3.5) // "a customer named Amy Lee": named says it is a name
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
	if sp.kind == spanToken && plainString(s) && (hanNamedCode(s, before) || hanHeadLabelled(s, before)) {
		best = max(best, 3) // 收据号 RC-2231 for receipt_no: the Chinese noun of its name names the code
	}
	if sp.kind == spanNumber && isDigits(sp.text) && (numericSlot(s) || plainString(s) && len(sp.text) >= 6) && glossedBefore(s, before) {
		// 里程12036 for odometer_km, 电话13812345678 for contact_phone:
		// the Chinese noun of its name names the number, or the digits
		// written for it.
		best = max(best, 3)
	}
	return best
}

// numericSlot reports whether a parameter takes a number.
func numericSlot(s *slot) bool {
	switch s.p.typ() {
	case "integer", "number", "float":
		return true
	}
	return false
}

// glossedBefore reports whether the text before a value closes, less a
// linking 是, 为 or colon, with a Chinese noun the glossary gives the
// head of the parameter's name for; a head that is a unit (每天三次 for
// days_supply) says how the number counts, not what it is, and so does
// one after 每 (每桶50升: litres per keg, no count of kegs).
func glossedBefore(s *slot, before string) bool {
	t := strings.TrimRight(before, " ")
	t = strings.TrimSuffix(strings.TrimSuffix(t, ":"), "：")
	t = strings.TrimSuffix(strings.TrimSuffix(t, "是"), "为")
	if r, _ := utf8.DecodeLastRuneInString(t); !unicode.Is(unicode.Han, r) || perHanNoun(t) {
		return false
	}
	h := nameHead(s)
	return h != "" && unitFamily(h) == "" && lexical.GlossEnds(t, h)
}

// nameHead is the last word of a parameter's name past a unit of a letter
// or two and a currency (odometer of odometer_km, cost of
// estimated_cost_cny): the thing it is, which the words before only
// narrow (a salary_grade is no salary).
func nameHead(s *slot) string {
	for i := len(s.words) - 1; i >= 0; i-- {
		if w := s.words[i]; len(w) > 2 && unitFamily(w) != "money" {
			return w
		}
	}
	return ""
}

// namingVerbs say that the value after them is what the thing is named
// or titled; each fills the parameter named for that.
var namingVerbs = map[string]string{"named": "name", "called": "name", "titled": "title", "叫": "name", "名叫": "name", "叫做": "name", "名为": "name"}

// namingVerb reports whether w, right before a value, says the value is
// what s is for: named for a name parameter (name, customer_name,
// username), titled for a title — when no other parameter of the tool
// is named for the same (first_name and last_name).
func namingVerb(s *slot, w string) bool {
	head, ok := namingVerbs[w]
	if !ok || len(s.raw) == 0 || s.p.typ() != "string" || s.pattern != nil || len(s.p.Enum) > 0 || s.p.Format != "" {
		return false
	}
	last := s.raw[len(s.raw)-1]
	if n := len(s.raw); n > 1 && matchWords[last] {
		last = s.raw[n-2] // name_contains, title_like: a part of a name to match
	}
	return strings.HasSuffix(last, head) && !slices.ContainsFunc(s.heads, func(x string) bool { return strings.HasSuffix(x, head) })
}

// matchWords end a parameter's name to say it matches part of what the
// words before name: name_contains, title_like, name_prefix.
var matchWords = map[string]bool{"contains": true, "like": true, "prefix": true, "startswith": true, "match": true, "matches": true, "query": true, "search": true, "fragment": true}

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
	if sp.kind == spanName && glossedAfter(s, g.text[sp.end:]) {
		return 3
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
		if x == w || x+"s" == w || x+"es" == w || strings.TrimSuffix(x, "s") == w && len(x) > 3 || x == w+"ren" {
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

// prevWord is the lower-case word just before pos: the last run of
// non-space characters of lower[:pos], read backwards from pos so that
// its cost is the word's and the space's before it, not the prefix's.
func prevWord(lower string, pos int) string {
	end := pos
	for end > 0 {
		r, n := utf8.DecodeLastRuneInString(lower[:end])
		if !unicode.IsSpace(r) {
			break
		}
		end -= n
	}
	start := end
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(lower[:start])
		if unicode.IsSpace(r) {
			break
		}
		start -= n
	}
	return strings.Trim(lower[start:end], ",.;:'\"")
}

var countParamWordRE = prefilter.MustCompile(`^(?:limit|top|top_?n|size|page_?size|max_?results|max_?rows|max_?items|max_?count|count|num_?results|n)$`)

// isCountSlot reports whether a parameter caps how many results come back.
func isCountSlot(s *slot) bool {
	return countParamWordRE.MatchString(strings.ToLower(s.name)) || countParamRE.MatchString(s.p.Description)
}

// countCueRE ends the text before a count of results: "top 5", 前10,
// and a Chinese superlative, 卖得最好的10个.
var countCueRE = prefilter.MustCompile(`(?i)(?:最多|至多|不超过|只要|只看|前|最\p{Han}{1,2}的|top|at most|up to|no more than|limit(?: to)?|first|latest|last)\s*$`)

// countedRE is the noun a count's description counts: "Number of events
// to return".
var countedRE = prefilter.MustCompile(`(?i)\bnumber of (\pL{3,})`)

// countedAfter reports whether a whole number is followed, within three
// words and no preposition, by the noun its count parameter counts: "ten
// major historical events" for "Number of events to return".
func countedAfter(s *slot, g *goalValues, sp span) bool {
	m := countedRE.FindStringSubmatch(s.p.Description)
	if m == nil || !sp.integer {
		return false
	}
	noun := strings.ToLower(m[1])
	if hanCountedNoun(g.text[sp.end:], noun) {
		return true // 托运两件行李 for "Number of bags to check."
	}
	for d, w := range strings.Fields(g.lower[sp.end:min(len(g.lower), sp.end+60)]) {
		w = strings.TrimRight(w, ".,;:?!")
		if d >= 3 || cuePreps[w] {
			return false
		}
		if matchesWord([]string{noun}, w) || matchesWord([]string{w}, noun) {
			return true
		}
	}
	return false
}

// periodLength reports whether a number counts the days, weeks or
// months of a period, "the last 3 days", for a count parameter that
// counts no time: "last" before it says which days, not how many results.
func periodLength(s *slot, sp span) bool {
	fam := unitFamily(sp.unit)
	if fam == "" {
		if m, ok := parseUnit(sp.rawUnit); ok && (m.dim == "time" || m.dim == "calendar") {
			fam = "time_"
		}
	}
	if !strings.HasPrefix(fam, "time_") {
		return false
	}
	return !slices.ContainsFunc(s.units, func(u string) bool { return strings.HasPrefix(u, "time_") })
}

// toolNamesSlot reports whether the tool's name names the parameter: the
// one word of its name is a word of the tool's (the berth of a tool
// named to assign berths).
func toolNamesSlot(s *slot, g *goalValues) bool {
	return len(s.words) == 1 && g.toolName[s.words[0]]
}

// soleGlued reports whether sp is the goal's only number with letters
// glued on that the parameter's pattern takes whole.
func (g *goalValues) soleGlued(s *slot, sp span) bool {
	for _, o := range g.spans {
		if o.pos != sp.pos && gluedFits(s, o) {
			return false
		}
	}
	return true
}

// countNameRE is a parameter's name that counts things of its own noun
// or of the tool's: quantity, copies, ticket_count, num_rooms.
var countNameRE = prefilter.MustCompile(`(?i)^(?:quantity|qty|copies|count|(?:num|number)_?of_\pL+|num_\pL+|\pL+_(?:count|qty|quantity))$`)

// hanCountFor reports whether a whole number written with a Chinese
// measure word counts what an integer parameter counts: the parameter is
// named as a count (发5张卡 for quantity), or the noun after the measure
// word is the glossary's word for its one-word name (两个位置 for seats).
// 一 is no count: 一个, 一张 are as often the article "a"; nor is a number
// after 第, which tells which one (第3个商品), not how many.
func hanCountFor(s *slot, g *goalValues, sp span) bool {
	if sp.unit == "个人" {
		return s.p.typ() == "integer" && sp.integer && capacitySlot(s) // 最多6个人 for capacity
	}
	r := []rune(sp.unit)
	if s.p.typ() != "integer" || !sp.integer || len(r) != 1 || !strings.ContainsRune(hanMeasureWords, r[0]) || sp.text == "一" {
		return false
	}
	if strings.HasSuffix(strings.TrimRight(g.text[:sp.pos], " "), "第") {
		return false
	}
	if countNameRE.MatchString(s.name) {
		return true
	}
	rest := g.text[sp.end:]
	if !strings.HasPrefix(strings.TrimLeft(rest, " "), sp.unit) {
		rest = sp.unit + rest
	}
	return len(s.raw) == 1 && hanCountedNoun(rest, s.raw[0]) || hanCountsNoun(s, rest)
}

// hanMeasureWords are the measure words a Chinese count is written with
// before the noun it counts: 两件行李, 3个箱子.
const hanMeasureWords = "个件条台名人份箱次位张本双套只支瓶袋盒包辆间"

// hanCountedNoun reports whether the text after a number opens, past its
// measure word, with a Chinese noun the glossary gives the English noun
// for: 件行李 for bags; a vessel counts itself, 40桶 for kegs.
func hanCountedNoun(rest, noun string) bool {
	rest = strings.TrimLeft(rest, " ")
	if r, size := utf8.DecodeRuneInString(rest); size > 0 && strings.ContainsRune(hanMeasureWords, r) {
		rest = rest[size:]
	} else {
		return size > 0 && strings.ContainsRune(hanVessels, r) && lexical.GlossLeads(rest, noun) // 装40桶 for kegs
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.Is(unicode.Han, r) && lexical.GlossLeads(rest, noun)
}

// hanVessels are the vessels a Chinese count is written with and no
// measure word, the vessel counting itself: 40桶, 60罐.
const hanVessels = "桶罐"

func countBefore(text string, pos int) bool {
	return countCueRE.MatchString(text[max(0, pos-20):pos])
}

// hanWorthRE ends a text that a sum of money follows: what a thing is
// worth, costs, sells or is paid for (值, 估价, 卖了, 花了约).
var hanWorthRE = prefilter.MustCompile(`(?:值|价|卖|花|赔|付|损失|预算)(?:了|约|大约|大概|为|是)?\s*$`)

// hanScaled reports whether a number is written with a Han scale, 万 or
// 亿: 200万, 1.5亿.
func hanScaled(sp span) bool {
	return strings.HasSuffix(sp.text, "万") || strings.HasSuffix(sp.text, "亿")
}

// numberedSlot reports whether a parameter takes a number written with
// 号: an integer named for a number or a day (connector_no, billing_day).
// A parameter that gives its Chinese noun takes it only beside that noun:
// 2号枪 for 枪号, never 3号楼.
func numberedSlot(s *slot, g *goalValues, sp span) bool {
	if s.p.typ() != "integer" || !slices.ContainsFunc(nameWordsAll(s.name), func(w string) bool {
		return w == "no" || w == "num" || w == "number" || w == "day"
	}) {
		return false
	}
	if len(s.han) == 0 {
		return true
	}
	after := strings.TrimPrefix(g.text[sp.end:], "号")
	for _, w := range s.han {
		if w = strings.TrimSuffix(w, "号"); w != "" && (strings.HasPrefix(after, w) || strings.HasSuffix(g.text[:sp.pos], w)) {
			return true
		}
	}
	return false
}
