package embedded

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// calendarDateRE is a date written with its month's name: its digits
// are a day and a year, no count ("10th December 2022", "March
// 1"), unlike a period counted in units ("the last 5 days").
var calendarDateRE = prefilter.MustCompile(`(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d|\d(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)

// absoluteRE is a written date or clock time: its digits are no count.
var absoluteRE = prefilter.MustCompile(`(?i)\b\d{4}[-/.年]\d{1,2}(?:[-/.月]\d{1,2}[日号]?)?|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\d{1,2}月\d{1,2}[日号]?|\d{1,2}月|\d{1,2}[日号](?:到|至|-|~)?|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\.?\b|\d{1,2}\s*点(?:半|\d{1,2}分?)?|\d{4}\s*年|[Qq][1-4]\b`)

// goalKey is what the engine remembers a goal's reading by: the goal and
// the hour it is read in, which its relative dates and times resolve
// against.
func (e *Engine) goalKey(goal string) string {
	return e.opts.Now().Truncate(time.Hour).Format(time.RFC3339) + "\x00" + goal
}

// goalValues reads the values of the goal for one subtask: a copy of what
// the goal alone gives (goalBase), read once per goal, so that a goal of
// many needs is not read again for each.
func (e *Engine) goalValues(goal string, st *task.Subtask) *goalValues {
	base := e.goals.load(e.goalKey(goal), func() *goalBase { return e.readGoal(goal) })
	g := &goalValues{text: goal, lower: base.lower, scopeEnd: len(goal), clock: base.clock, hasClock: base.hasClock, periods: base.periods}
	if st != nil && st.Description != "" {
		if i := strings.Index(goal, st.Description); i >= 0 {
			g.scopeStart, g.scopeEnd = i, i+len(st.Description)
		}
	}
	g.spans = slices.Clone(base.spans)
	g.used = make([]bool, len(g.spans))
	return g
}

// goalBase is what a goal's values are before any subtask or tool reads
// them.
type goalBase struct {
	lower    string
	spans    []span
	clock    timeexpr.ClockRange
	hasClock bool
	periods  [][2]int
}

// readGoal reads the values a goal writes.
func (e *Engine) readGoal(goal string) *goalBase {
	masked := []byte(goal)
	blank := func(a, b int) {
		for i := a; i < b; i++ {
			if masked[i] < 0x80 && !unicode.IsLetter(rune(masked[i])) {
				masked[i] = ' '
			}
		}
	}
	periods := e.resolve(goal).Periods
	for _, m := range absoluteRE.FindAllStringIndex(goal, -1) {
		if numberedOnly(goal[m[0]:m[1]], m[0], periods) {
			continue // 2号枪, 每月5号: a number 号 no date reads is a thing's number
		}
		if !timeexpr.InIdentifier(goal, m[0], m[1]) { // the 2025-11 of INV-2025-11870 is no date
			blank(m[0], m[1])
		}
	}
	for _, p := range periods {
		if calendarDateRE.MatchString(p.Text) {
			blank(p.Pos, p.Pos+len(p.Text)) // the 10 of "10th December 2022" is a day, no count
		}
	}
	g := &goalBase{lower: lowerASCII(goal)}
	g.spans = extractSpans(goal, string(masked))
	taken := make(byteMarks, len(goal)+1)
	for _, s := range g.spans {
		taken.mark(s.pos, s.end)
	}
	g.spans = append(g.spans, hanSpans(goal, taken.free)...)
	g.clock, g.hasClock = timeexpr.Clocks(goal)
	for _, p := range periods {
		g.periods = append(g.periods, [2]int{p.Pos, p.Pos + len(p.Text)})
		for j, sp := range g.spans {
			if sp.kind == spanName && sp.pos >= p.Pos && sp.end <= p.Pos+len(p.Text) {
				g.spans[j].dated = true // the March of "March 10th, 2023"
			}
		}
	}
	return g
}

// use marks the values inside goal[a:b] as used.
func (g *goalValues) use(a, b int) {
	g.taken = append(g.taken, [2]int{a, b})
	for j, s := range g.spans {
		if s.pos < b && s.end > a {
			g.used[j] = true
		}
	}
}

// free reports whether no used value overlaps goal[a:b].
func (g *goalValues) free(a, b int) bool {
	for j, s := range g.spans {
		if g.used[j] && s.pos < b && s.end > a {
			return false
		}
	}
	return true
}

// quoted returns the first quoted value not used yet.
func (g *goalValues) quoted() (string, bool) {
	for j, s := range g.spans {
		if s.kind == spanQuoted && !g.used[j] {
			g.used[j] = true
			g.taken = append(g.taken, [2]int{s.pos, s.end})
			return s.text, true
		}
	}
	return "", false
}

// propertyOrder gives each property its position in the schema as
// written: values stated in order fill required parameters in order. The
// required list comes first, in its own order: a schema that went through
// a decoder into a map has its properties sorted by name, but a list keeps
// its order. It is read once per schema, and shared: callers only read it.
func propertyOrder(params json.RawMessage) map[string]int {
	return schemaOrders.load(string(params), func() map[string]int { return readPropertyOrder(params) })
}

// schemaOrders remembers propertyOrder by the schema's text: every
// argument filling reads it.
var schemaOrders memo[map[string]int]

// readPropertyOrder is propertyOrder, read afresh.
func readPropertyOrder(params json.RawMessage) map[string]int {
	out := map[string]int{}
	var top map[string]json.RawMessage
	if json.Unmarshal(params, &top) != nil {
		return out
	}
	var required []string
	if json.Unmarshal(top["required"], &required) == nil {
		for _, r := range required {
			if _, dup := out[r]; !dup {
				out[r] = len(out)
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(top["properties"]))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return out
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		if k, ok := tok.(string); ok {
			if _, dup := out[k]; !dup {
				out[k] = len(out)
			}
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return out
		}
	}
	return out
}

// dateRole is paramRole, but no date role for a parameter whose enum
// names its days in words ("today", "this weekend"): it takes the word the
// goal uses, as any enum does, since a resolved day fits none of its values.
func dateRole(name string, p property) role {
	r := paramRole(name, p)
	if r == roleQuery || len(p.Enum) == 0 {
		return r
	}
	for _, v := range p.Enum {
		if s, ok := v.(string); ok && absoluteRE.MatchString(s) {
			return r // an enum of written days: 2025-03-10 may be one
		}
	}
	return roleOther
}

// isDateRole reports whether a parameter takes a date of the goal's range.
func isDateRole(name string, p property) bool {
	switch paramRole(name, p) {
	case roleDate, roleStart, roleEnd, roleCmpStart, roleCmpEnd:
		return true
	}
	return false
}

// negRE is a negation just before a parameter's words, with at most one
// word between that does not cross a clause's punctuation: the 不 of
// 那桌不来了，押金退给他 negates nothing after the comma.
var negRE = prefilter.MustCompile(`(?i)(?:\b(?:not?|without|exclud\w*|don'?t|do not)\b|不要|不含|不包括|排除|无需|不)\s*[^\s,，。;；!！?？]*\s*$`)

// boolFor sets a boolean the goal asks for by the parameter's own words:
// "include dissent information" sets include_dissent; "without the
// details" clears include_details. Words such as include, is, show alone
// say nothing.
func boolFor(name string, p property, g *goalValues) (any, bool) {
	if v, ok := boolBySwitch(name, p, g); ok {
		return v, true // before its name's words: "turn off the alert" sets alert_enabled false
	}
	if v, ok := boolByWaived(name, g); ok {
		return v, true // before its name's words: 不用群发通知 sends no notice
	}
	if v, ok := boolByNounState(name, g); ok {
		return v, true // before its name's words: "no reminder scheduled" schedules none
	}
	if v, ok := boolByOptOut(name, g); ok {
		return v, true
	}
	if v, ok := boolByNegPrefix(name, g); ok {
		return v, true // before its name's words: "unrestricted" clears restricted
	}
	if v, ok := boolByName(name, g); ok {
		return v, true
	}
	if v, ok := boolByRefusedObject(name, g); ok {
		return v, true // "no replacement for now" though the goal never says issue
	}
	if v, ok := boolByStillRunning(name, g); ok {
		return v, true
	}
	if v, ok := boolByDescribedPhrase(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByBracketedHan(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByInstead(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByHanDescribed(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByLackedHan(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByOnlyNoun(p.Description, g); ok {
		return v, true
	}
	if v, ok := boolByRestriction(p.Description, g); ok {
		return v, true
	}
	return boolByDescribedLead(p.Description, g)
}

// boolByName sets a flag by its name's words, each written in the goal
// in some form or named by a Chinese word of glossWords: 超期 for
// overdue_only, 快速退房 for express.
func boolByName(name string, g *goalValues) (any, bool) {
	var words []string
	for _, w := range nameWords(name) {
		if conditionWords[w] {
			break // waitlist_if_full: the flag's act, not when it applies
		}
		if !boolVerbs[w] && !joinVerbs[w] {
			words = append(words, w)
		}
	}
	if len(words) > 1 && whenWords[words[len(words)-1]] {
		words = words[:len(words)-1] // issue_now: "issue it" or "don't issue it yet"
	}
	if len(words) == 0 {
		return nil, false
	}
	var at []int                                  // where the goal writes each word
	lower := strings.ReplaceAll(g.lower, "-", "") // multi-player for multiplayer
	for _, w := range words {
		i := aliasIndex(lower, w)
		if i < 0 && len(w) > 3 {
			i = aliasIndex(lower, strings.TrimSuffix(w, "s"))
		}
		if i < 0 {
			if i = hyphenTailIndex(g.lower, w); i >= 0 {
				lower = g.lower // the assisted of staff-assisted
			}
		}
		if i < 0 {
			if i = letterPrefixIndex(g.lower, w); i >= 0 {
				lower = g.lower // the signature of e-signature
			}
		}
		if i < 0 {
			i = formIndex(lower, w)
		}
		if i < 0 {
			i = shortFormIndex(lower, w)
		}
		if i < 0 {
			i = baseVerbIndex(lower, w)
		}
		if i < 0 {
			i = otherSpellingIndex(lower, w)
		}
		if i < 0 {
			i = unitByUnitIndex(lower, w)
		}
		if i < 0 {
			if i = flagGlossIndex(g.text, w); i >= 0 {
				lower = g.lower // a table word's place is in the goal as written
			}
		}
		if i < 0 {
			if i = flagWordIndex(g.lower, w); i >= 0 {
				lower = g.lower
			}
		}
		if i < 0 {
			if i = refusedGlossIndex(g, w); i >= 0 {
				lower = g.lower // 退 in 押金不退 for refund
			}
		}
		if i < 0 {
			return nil, false
		}
		at = append(at, i)
	}
	return !slices.ContainsFunc(at, func(i int) bool { return flagNegatedAt(lower, i) }), true
}

// glossIndex is where the goal writes a word that glossWords translates
// as the English word w, its first, or -1: 超期 for overdue, WiFi for
// network, but 次日达 ("next day express") for no express.
func glossIndex(text, w string) int {
	stem := glossStem(w)
	for _, gw := range glossedWords(text) {
		if gw.viaTab && gw.head && gw.stem == stem {
			return gw.pos
		}
	}
	return -1
}

// flagGlossIndex is where the goal writes a word that glossWords
// translates with the English word w among any of its words, or -1: 紧急
// ("emergency urgent") for urgent, 用户 ("user customer") for customers.
// A flag's name is a word of its own, so any sense of the goal's word may
// reach it; a value's words (glossIndex) want the plain one.
func flagGlossIndex(text, w string) int {
	stem := glossStem(w)
	for _, gw := range glossedWords(text) {
		if gw.viaTab && gw.stem == stem {
			return gw.pos
		}
	}
	return -1
}

// onlyRE reads a flag's description that narrows a list: "Only books
// with a copy on the shelf."
var onlyRE = prefilter.MustCompile(`(?i)^\s*only (?:the )?[a-z]+ (.+?)\.?\s*$`)

// restrictionStop are the words of a restriction that carry no content.
var restrictionStop = map[string]bool{"that": true, "which": true, "who": true, "have": true, "has": true, "are": true, "their": true, "its": true, "been": true}

// restrictionNegRE is a negation in an English goal, in any of its forms.
var restrictionNegRE = prefilter.MustCompile(`\b(?:not|never)\b|n't\b|n’t\b`)

// boolByRestriction sets a flag whose description narrows a list to the
// items of some kind when the goal names every content word of that
// kind, at least two: "a copy … on the shelf" for "Only books with a
// copy on the shelf". A flag is never cleared this way.
func boolByRestriction(description string, g *goalValues) (any, bool) {
	m := onlyRE.FindStringSubmatch(description)
	if m == nil {
		return nil, false
	}
	goal := map[string]bool{}
	for _, w := range asciiWordRE.FindAllString(g.lower, -1) {
		goal[glossStem(w)] = true
	}
	n := 0
	for _, w := range asciiWordRE.FindAllString(strings.ToLower(m[1]), -1) {
		if glossStop[w] || restrictionStop[w] {
			continue
		}
		if w == "not" && restrictionNegRE.MatchString(g.lower) {
			n++ // "not yet cleared" is written "haven't cleared yet"
			continue
		}
		if !restrictionWordIn(goal, w) {
			return nil, false
		}
		n++
	}
	if n < 2 {
		return nil, false
	}
	return true, true
}

// formIndex finds another form of a word in text: a word that starts with
// it (detail → detailed, avoid → avoided) or, for a long word, with all
// but its last two letters (standardize → standardization).
func formIndex(text, w string) int {
	if len(w) < 5 {
		return -1
	}
	stems := []string{w}
	if len(w) >= 7 {
		stems = append(stems, w[:len(w)-2])
	}
	for _, stem := range stems {
		for from := 0; ; {
			i := strings.Index(text[from:], stem)
			if i < 0 {
				break
			}
			i += from
			if !latinAt(text, i-1) {
				return i
			}
			from = i + 1
		}
	}
	return -1
}

// shortFormIndex finds the word a plural short form stands for: stats
// for statistics, specs for specifications. The long word runs at least
// three letters past the short one's stem, so stats is no state.
func shortFormIndex(text, w string) int {
	stem, ok := strings.CutSuffix(w, "s")
	if !ok || len(stem) < 4 {
		return -1
	}
	for from := 0; ; {
		i := strings.Index(text[from:], stem)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(stem)
		for end < len(text) && latinAt(text, end) {
			end++
		}
		if !latinAt(text, i-1) && end-i >= len(stem)+3 {
			return i
		}
		from = i + 1
	}
}

// baseVerbIndex finds the verb a participle is formed from, where the
// goal says the thing is done rather than that it is done with: "did
// any checks fail" for failed_only, "will any orders close" for closed,
// "jobs that stopped" already matched whole. The verb must follow its
// auxiliary in the same clause; -1 when none is written so.
func baseVerbIndex(text, w string) int {
	stem, ok := strings.CutSuffix(w, "ed")
	if !ok {
		return -1
	}
	cands := []string{stem, stem + "e"}
	if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] {
		cands = append(cands, stem[:n-1]) // cancelled → cancel
	}
	for _, c := range cands {
		if len(c) < 4 {
			continue
		}
		for from := 0; from < len(text); {
			i := aliasIndex(text[from:], c)
			if i < 0 {
				break
			}
			if auxBeforeRE.MatchString(text[:from+i]) {
				return from + i
			}
			from += i + len(c)
		}
	}
	return -1
}

// auxBeforeRE ends in the auxiliary a bare verb takes in its clause — "did
// any checks fail", "will any jobs cancel" — so that the verb is one: in
// "stores close to the station" close is no verb at all.
var auxBeforeRE = prefilter.MustCompile(`\b(?:do|does|did|will|would|can|could|may|might|shall|should|must)(?:n't)?\b[^,.;:?!]{0,40}$`)

// boolVerbs are the words of a flag's name that only say it is a flag.
var boolVerbs = map[string]bool{"include": true, "includes": true, "is": true, "has": true, "with": true, "show": true, "get": true,
	"return": true, "use": true, "enable": true, "enabled": true, "flag": true, "should": true, "do": true, "allow": true, "need": true, "needs": true, "contains": true,
	"want": true, "only": true, "the": true, "of": true, "to": true, "be": true, "consider": true, "account": true, "status": true, "details": false, "detailed": false}

// joinVerbs put someone or something into what a flag's name goes on to
// say: join_waitlist, add_to_queue, put_on_hold. The place alone names
// the flag.
var joinVerbs = map[string]bool{"join": true, "add": true, "put": true}

// whenWords end a flag's name with when its act is done, which a goal
// asking for the act leaves unsaid: issue_now, send_immediately.
var whenWords = map[string]bool{"now": true, "immediately": true}

// conditionWords begin the part of a flag's name that says when it
// applies: waitlist_if_full, notify_when_ready.
var conditionWords = map[string]bool{"if": true, "when": true, "unless": true}

// defaultRE reads the default a description states: "Default is true",
// "defaults to 'cm'".
var defaultRE = prefilter.MustCompile(`(?i)\bdefaults?(?: value)?(?: is| to|:| =)?\s*(?:set to\s*)?['"]?([A-Za-z0-9_.\-+]+)['"]?`)

// markedDefaultRE is a value marked as the default after it is written:
// "all (default)", "daily (the default)".
var markedDefaultRE = prefilter.MustCompile(`(?i)[(（]\s*(?:the\s+)?default\s*[)）]`)

// statesDefault reports whether a description says which value its
// parameter takes when left out, before the value ("default all") or
// after it ("all (default)").
func statesDefault(desc string) bool {
	return defaultRE.MatchString(desc) || markedDefaultRE.MatchString(desc)
}

// schemaDefault is the value a required parameter takes when the goal
// leaves it out and its schema says what that means: a default.
func schemaDefault(p property, loc *time.Location) (any, bool) {
	if p.Default != nil {
		return p.Default, true
	}
	m := defaultRE.FindStringSubmatch(p.Description)
	if m == nil {
		return nil, false
	}
	v := strings.TrimRight(m[1], ".")
	if p.typ() == "boolean" {
		v = strings.ToLower(v)
	}
	if p.typ() == "string" || p.typ() == "" {
		return nil, false // a default word in prose is too loose to pass as a value
	}
	return coerce(v, p, loc)
}

// dayNumberRE is a number with 号 alone, which is a day of the month or a
// thing's number.
var dayNumberRE = prefilter.MustCompile(`^\d{1,2}号$`)

// numberedOnly reports whether text at pos is a number with 号 that no
// period of the goal reads as a day.
func numberedOnly(text string, pos int, periods []timeexpr.Period) bool {
	if !dayNumberRE.MatchString(text) {
		return false
	}
	for _, p := range periods {
		if pos < p.Pos+len(p.Text) && pos+len(text) > p.Pos {
			return false
		}
	}
	return true
}
