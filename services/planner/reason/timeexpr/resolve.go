package timeexpr

import (
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Compare kinds of a Result.
const (
	ComparePrevious = "previous" // 环比, month over month
	CompareYearAgo  = "year_ago" // 同比, year over year
	CompareExplicit = "explicit" // a second period named with 对比/compare
)

// Result is what Resolve found in a text.
type Result struct {
	// Periods are every time expression found, in text order.
	Periods []Period
	// Range is the primary period (the first one), nil when none was found.
	Range *task.Range
	// Primary is the period Range was taken from.
	Primary Period
	// Compare is the period to compare with, nil when the text asks for no
	// comparison; CompareKind says how it was derived.
	Compare     *task.Range
	CompareKind string
	// CompareText are the phrases that ask for a comparison (同比,
	// 去年同期, year over year), as written, whether or not a period to
	// compare was found: they say what to compare with, not what to look
	// up.
	CompareText []string
}

// DefaultLocation returns Asia/Shanghai, or a fixed UTC+8 zone (the same
// offset: China has kept no daylight saving time since 1991) when the
// system has no zone database.
func DefaultLocation() *time.Location { return defaultLocation() }

// defaultLocation loads the zone once: every call returns the same
// *time.Location, which a Cache keys by.
var defaultLocation = sync.OnceValue(func() *time.Location {
	if loc, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return loc
	}
	return time.FixedZone("CST", 8*3600)
})

// ctx carries the resolution clock: now, and its day's midnight, in loc.
type ctx struct {
	now   time.Time
	today time.Time
	loc   *time.Location
}

type rule struct {
	re *prefilter.Regexp
	fn func(m []string, c *ctx) (Period, bool)
}

// Resolve finds the time expressions of text and resolves them against now
// in loc (nil means DefaultLocation). Weeks run Monday to Sunday (ISO).
func Resolve(text string, now time.Time, loc *time.Location) Result {
	if loc == nil {
		loc = DefaultLocation()
	}
	c := &ctx{now: now.In(loc), today: midnight(now.In(loc)), loc: loc}
	cmpKind, cmpSpans := compareKind(text)
	found := scan(text, c, slices.Concat(cmpSpans, versionRE.FindAllStringIndex(text, -1), quotedSpans(text)))
	found = laterMonthDays(text, found, c)
	found = weekInAll(text, found, c)
	found = weekdayPairs(text, found)
	found = namedYearAfter(text, found)
	found = monthOfYears(text, found, c)
	found = startInWeekAfter(text, found)
	found = mergeRanges(text, found, cmpKind != "" || explicitCompareRE.MatchString(text))
	found = farRuns(text, found)
	found = runToUnitEnd(text, found)
	found = beforeDays(text, found)
	found = handOver(text, found)
	found = monthDeadlines(text, found, c)
	found = deadlineDays(text, found)
	found = dropApposed(text, found)
	found = dropTitled(text, found)
	found = dropToldOn(text, found, c)
	found = dropNotComing(text, found)
	found = openToToday(text, found, c)
	found = applyToDate(text, found, c)
	found = pastDays(text, found)
	found = weekdaysInMonth(text, found, c)
	// The questions below only move a weekday named alone or a date
	// without its year: a text that names none is not read for them.
	if slices.ContainsFunc(found, isLatest) && (availabilityRE.MatchString(text) || anySlotsRE.MatchString(text) && !pastRE.MatchString(text)) {
		for i, p := range found {
			if p.Latest {
				// Whether a room or a person is free asks about the
				// days to come: 周五有空吗 on a Wednesday is this Friday.
				found[i].Range, found[i].Latest = Upcoming(p, now), false
			}
		}
	}

	if slices.ContainsFunc(found, movesAhead) && asksAhead(text) && !pastRE.MatchString(text) {
		for i, p := range found {
			if p.Yearless || p.Latest {
				// When a thing is, or what is being arranged, asks
				// about the days to come: "When are the exams in
				// December?" in November is this December, "who can
				// work on Friday" on a Tuesday this Friday.
				found[i].Range, found[i].Latest = Upcoming(p, now), false
			}
		}
	}

	movedToComing(text, found, now)

	if slices.ContainsFunc(found, isYearless) && !asksAhead(text) && pastActRE.MatchString(text) {
		for i, p := range found {
			if p.Yearless && p.Unit == Day && p.Range.Start.After(c.today) && toldAsOver(text, p) {
				// What is told as over happened on the latest such day:
				// "on 21 June we met" in March is last June.
				found[i].Range = task.Range{Start: p.Range.Start.AddDate(-1, 0, 0), End: p.Range.End.AddDate(-1, 0, 0)}
			}
		}
	}

	for i, p := range found {
		if p.Latest && p.Range.Start.Before(monday(c.today)) && clockFollows(text, p.Pos+len(p.Text)) {
			// A weekday and a time of day name this week's day, one
			// still to come as well: "landing Friday 14:20" on a
			// Wednesday is in two days, "alerts on Monday at 9am" two
			// days ago.
			r := p.Range
			found[i].Range, found[i].Latest = task.Range{Start: addDays(r.Start, 7), End: addDays(r.End, 7)}, false
		}
	}

	found = dropExcluded(text, found)
	res := Result{Periods: found}
	for _, sp := range cmpSpans {
		res.CompareText = append(res.CompareText, text[sp[0]:sp[1]])
	}
	if len(found) == 0 {
		return res
	}
	if len(found) > 1 && BornOn(text, found[0]) {
		// A birth date the request records (…1938年3月12日出生，7月1号入住)
		// is no period it is about: the day after it is.
		found = found[1:]
	}
	res.Primary = found[0]
	if i := moveDestination(text, found); i > 0 {
		// A thing moved from one day to another is about the day it
		// moves to; the day it leaves is no comparison.
		res.Primary = found[i]
		r := found[i].Range
		res.Range = &r
		return res
	}
	if p, ok := startInWeek(text, found, c.today); ok {
		// The day a thing starts on inside the week named first is
		// the day asked for, not the days it then runs.
		res.Primary, res.Range = p, &p.Range
		return res
	}
	r := found[0].Range
	res.Range = &r
	switch {
	case len(found) > 1 && (cmpKind != "" || explicitCompareRE.MatchString(text)):
		cr := found[1].Range
		res.Compare, res.CompareKind = &cr, cmpKind
		if cmpKind == "" {
			res.CompareKind = CompareExplicit
		}
	case cmpKind == ComparePrevious:
		cr := Previous(found[0])
		res.Compare, res.CompareKind = &cr, ComparePrevious
	case cmpKind == CompareYearAgo:
		cr := YearAgo(found[0])
		res.Compare, res.CompareKind = &cr, CompareYearAgo
	}
	return res
}

// isLatest reports whether p is a weekday or weekend named alone (see
// Period.Latest).
func isLatest(p Period) bool { return p.Latest }

// isYearless reports whether p is a day or month written without its year.
func isYearless(p Period) bool { return p.Yearless }

// movesAhead reports whether a question about days to come moves p: a
// weekday named alone or a date without its year.
func movesAhead(p Period) bool { return p.Yearless || p.Latest }

var (
	previousRE = prefilter.MustCompile(`(?i)环比|上期|(?:day|week|month|quarter|period)[- ]over[- ](?:day|week|month|quarter|period)|\b(?:mom|wow|qoq|dod)\b|(?:compared?|comparison|vs\.?|versus|against|relative)\s+(?:it\s+)?(?:with\s+|to\s+)?(?:the\s+)?(?:previous|prior|preceding)\s+(?:period|week|month|quarter|day)|the (?:day|week|month|quarter|period) before\b`)
	yearAgoRE  = prefilter.MustCompile(`(?i)同比|去年同期|year[- ](?:over|on)[- ]year|\byoy\b|same (?:period|day|week|month|quarter) (?:of |in )?(?:the )?(?:last|previous|prior) year`)
	// explicitCompareRE marks a second period as the comparison.
	explicitCompareRE = prefilter.MustCompile(`(?i)对比|相比|比较|比一比|compar|\bvs\.?\b|versus|against`)
	toDateRE          = prefilter.MustCompile(`(?i)截至目前|截止目前|截至今天|截止今天|截止到?目前|截至当前|到目前为止|迄今|至今|so far|to date|until now|up to now|up to today|through today`)
	yearRE            = prefilter.MustCompile(`\b\d{4}\b`)
	joinRE            = prefilter.MustCompile(`(?i)^\s*(?:到|至|和|与|~|～|-|—|–|to|through|thru|till|until|and)\s*$`)
	// betweenRE opens "between X and Y", a range whatever lies between.
	betweenRE = prefilter.MustCompile(`(?i)\bbetween\s*$`)
	andRE     = prefilter.MustCompile(`(?i)^\s*(?:和|与|and)\s*$`)
	// weekdayEndRE is a range's end named by its weekday alone ("下周二到周四",
	// "next Tuesday to Thursday"): the day of the start's week.
	weekdayEndRE = prefilter.MustCompile(`^\s*(?:到|至|~|～|-|—|–|(?i:to|through|thru|till|until))\s*(?:(?:周|星期|礼拜)([一二三四五六日天])|(?i:(` + dayEn + `|` + dayAbbrEn + `))\b)`)
	// versionRE is a version number, whose digits are no date.
	versionRE = prefilter.MustCompile(`(?i)(?:\bv|\bversions?\s*|\bver\.?\s*|\breleases?\s*|\brel\.?\s*|\bbuild\s*|版本号?\s*)\d+(?:[.\-]\d+)*`)
	// sinceBeforeRE and sinceAfterRE open a period up to today: "since
	// March 1", "3月1日以来", "从3月1日起", "本月至今".
	sinceBeforeRE = prefilter.MustCompile(`(?i)(?:\bsince|\bstarting(?:\s+(?:from|on))?|\bbeginning)\s*$`)
	sinceAfterRE  = prefilter.MustCompile(`(?i)^(?:\s|的)*(?:以来|以后|之后|起|开始|至今|迄今|到现在|到目前为止|到目前|截至目前|截止目前|截至今天|onwards?\b|so far\b|to date\b|(?:to|until|till|through|up to)\s+(?:now|the\s+present|present)\b)`)
)

// compareKind finds a 环比/同比 request and the spans its words cover (so
// "去年同期" is not also read as the year 去年).
func compareKind(text string) (string, [][]int) {
	if loc := yearAgoRE.FindAllStringIndex(text, -1); loc != nil {
		return CompareYearAgo, loc
	}
	var spans [][]int
	for _, l := range previousRE.FindAllStringIndex(text, -1) {
		if rest := strings.ToLower(text[l[1]:]); strings.HasPrefix(rest, " last") || strings.HasPrefix(rest, " yesterday") {
			continue // "the month before last" is a period, not a comparison
		}
		spans = append(spans, l)
	}
	if spans != nil {
		return ComparePrevious, spans
	}
	return "", nil
}

// scan applies every rule and keeps the earliest, longest non-overlapping
// matches that do not fall inside a comparison phrase.
func scan(text string, c *ctx, exclude [][]int) []Period {
	type cand struct {
		p          Period
		start, end int
	}
	var cands []cand
	for i, r := range rules {
		// The literals a match needs rule out more texts than the runes
		// it begins with, and cost less to look for.
		if !r.re.MayMatch(text) || !ruleStarts[i].mayMatch(text) {
			continue
		}
		for _, idx := range r.re.Regexp.FindAllStringSubmatchIndex(text, -1) {
			if idx = afterComplement(text, r.re, idx); idx == nil {
				continue
			}
			m := make([]string, len(idx)/2)
			for i := range m {
				if idx[2*i] >= 0 {
					m[i] = text[idx[2*i]:idx[2*i+1]]
				}
			}
			if InIdentifier(text, idx[0], idx[1]) || numberedPlace(text, idx[1]) || numberedThing(text, idx[0], idx[1]) || ordinalThing(text, idx[0], idx[1]) || slashedOn(text, idx[1]) || nearWord(text, idx[0]) || streetNumber(text, idx[0], idx[1]) {
				continue
			}
			p, ok := r.fn(m, c)
			if !ok {
				continue
			}
			// The text without the spaces a match may open or close with,
			// and where that text starts.
			p.Text = strings.TrimSpace(m[0])
			p.Pos = idx[0] + len(m[0]) - len(strings.TrimLeftFunc(m[0], unicode.IsSpace))
			cands = append(cands, cand{p, idx[0], idx[1]})
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return (b.end - b.start) - (a.end - a.start)
	})
	var out []Period
	last := -1
	for _, cd := range cands {
		if cd.start < last || overlaps(cd.start, cd.end, exclude) {
			continue
		}
		last = cd.end
		if cd.p.Unit != 0 { // an impossible date claims its text and yields nothing
			out = append(out, cd.p)
		}
	}
	return out
}

func overlaps(s, e int, spans [][]int) bool {
	for _, sp := range spans {
		if s < sp[1] && sp[0] < e {
			return true
		}
	}
	return false
}

// dropApposed keeps the written date of a relative period followed by it
// in apposition ("this weekend, Jun.20,2023", "明天（2025年6月20日）"): both
// name one time, and the date says which. Periods that merely follow each
// other in a list ("周一, 周三") are both kept: the second must carry a year
// the first, all words, does not. A weekday named alone beside the date
// it falls on ("Saturday 21 June", "21 June (Saturday)") is that date.
func dropApposed(text string, ps []Period) []Period {
	out := ps[:0:0]
	for i := 0; i < len(ps); i++ {
		if i+1 < len(ps) {
			p, q := ps[i], ps[i+1]
			between := text[p.Pos+len(p.Text) : q.Pos]
			if apposRE.MatchString(between) && !strings.ContainsAny(p.Text, "0123456789") && writtenYearRE.MatchString(q.Text) || weekdayOfDate(p, q, between) {
				continue
			}
			if weekdayOfDate(q, p, between) {
				out = append(out, p)
				i++
				continue
			}
		}
		out = append(out, ps[i])
	}
	return out
}

var (
	apposRE       = prefilter.MustCompile(`^\s*[,，(（]\s*$`)
	writtenYearRE = prefilter.MustCompile(`\b(?:19|20)\d\d\b|(?:19|20)\d\d年`)
)

// availabilityRE asks whether someone or something is free: a question
// about the days to come. Free or available must be said of someone or
// something ("is B-101 free", "who's available"): "free shipping" is no
// such question.
var (
	// cnMoveToRE ends the words before the day a thing moves to: 调到,
	// 改到, 推迟到.
	cnMoveToRE = prefilter.MustCompile(`(?:调|改|挪|推迟|提前|换|移|推|延)(?:到|至|成)\s*$`)
	// enToRE is the "to" before the day a thing moves to.
	enToRE = prefilter.MustCompile(`(?i)\bto\s*$`)
	// moveVerbRE is a verb of moving a thing in time.
	moveVerbRE = prefilter.MustCompile(`(?i)\b(?:move[ds]?|moving|push(?:e[ds])?|pushing|reschedul\w*|postpon\w*|shift(?:s|ed)?|bring forward|brought forward|chang(?:e[ds]?|ing))\b`)
)

// moveDestination is the index of the period a goal moves a thing to
// from an earlier one — 周四…调到周五, "move it from Thursday to next
// Monday" — or 0.
func moveDestination(text string, found []Period) int {
	for i := 1; i < len(found); i++ {
		before := text[:found[i].Pos]
		if cnMoveToRE.MatchString(before) || enToRE.MatchString(before) && moveVerbRE.MatchString(text[:found[0].Pos]) || movedToInClause(before) {
			if checkedFirst(text, found[0], found[i].Pos) {
				return 0
			}
			return i
		}
	}
	return 0
}

// aheadRE asks about days to come: when a thing is, what is arranged or
// planned, when it is due, expires (到期, not 已到期 or 到期后, "since it
// expired") or arrives, what is to be delivered, booked (订一张) or
// forecast.
// asksAhead reports whether text asks about the days to come (aheadRE) or
// their weather (weatherAhead), "due to" (because of) aside.
func asksAhead(text string) bool {
	if weatherAhead(text) {
		return true
	}
	if dueToRE.MatchString(text) {
		text = dueToRE.ReplaceAllString(text, " ")
	}
	return aheadRE.MatchString(text) || onCalendarRE.MatchString(text) || comingTense(text) || (wantedByDayRE.MatchString(text) && !doneByDayRE.MatchString(text))
}

// onCalendarRE asks what happenings are on: "which events do we have",
// "what meetings are there", "which lessons does coach Li have".
var onCalendarRE = prefilter.MustCompile(`(?i)\b(?:events?|meetings?|sessions?|classes|lessons?|appointments?|shows?|concerts?|trips?|visits?)\s+(?:(?:do|does|are|is)\s+(?:we|you|they|there|on)\b|(?:do|does)\s+(?:[\w-]+\s+){1,3}have\b)`)

var dueToRE = prefilter.MustCompile(`(?i)\bdue\s+to\b`)

var aheadRE = prefilter.MustCompile(`(?i)\bdue\b|\b(?:expires?|expiring|arrives?|arriving)\b|\b(?:is|are)\s+planned\b|(?:^|[^已])到期(?:[^后]|$)|交货|交期|\bwhen(?:'s| is| are| will| do| does)\b|\bupcoming\b|\bcoming up\b|\bgoing to\b|\bwill be\b|\b(?:is|are|am) coming\b|\bcan (?:\w+ )?(?:work|come|attend|cover|make it)\b|什么时候|哪天|几号|即将|将要|安排|预约|排(?:进|到|在|上|个|一下)|约一下|(?:^|[^大])约\s*(?:[^\s\d一二三四五六七八九十两百千合为莫有占等]|$)|\b(?:book|reserve|schedule|reschedule|swap|deliver)\b|\bby\s+(?:` + dayEn + `)\b|\bforecasts?\b|预报|预订|预定|订(?:[一两二三四五六七八九十\d]*[张个间台桌位]|一下|票)|对调|调换|换班|调班`)

// pastRE speaks of what is over: "were held", "did we".
var pastRE = prefilter.MustCompile(`(?i)\b(?:did|was|were|had|happened|held)\b|了|过`)

// anySlotsRE asks for any slots or openings ("any drop-off slots on
// Saturday?"): free ones to come, unless told in the past ("any slots
// that were no-shows").
var anySlotsRE = prefilter.MustCompile(`(?i)\bany\s+(?:[\w-]+\s+){0,2}?(?:slots?|openings?)\b`)

// availabilityRE asks whether a room or a person is free: "is the hall
// free", "open slots", "any trainers free on Saturday", 有空吗.
var availabilityRE = prefilter.MustCompile(`(?i)(?:\b(?:is|are|am|be)\b|'s\b)(?:\s+[\w-]+){0,3}?\s+(?:free|available|vacant)\b|\b(?:free|open|available|vacant)\s+(?:slots?|spots?|seats?|tables?|rooms?|beds?|places?|times?|capacity|space|appointments?)\b|\bavailability\b|\b[a-z]+s\s+(?:free|available)\s+(?:on\s+)?(?:this\s+|next\s+)?(?:` + dayEn + `)\b|有空|空着|空闲|空位|有位子`)

// InIdentifier reports whether text[start:end] is part of an identifier
// such as INV-2024-0117 or build_20250301: joined to letters or digits
// before or after it, directly or through '-' or '_'. An identifier is one
// run of letters and digits: a match that ends in a Han character (3月1日-5日)
// or in a day after a word (Jan 1-15) is joined to nothing after it.
func InIdentifier(text string, start, end int) bool {
	alnum := func(i int) bool {
		if i < 0 || i >= len(text) {
			return false
		}
		c := text[i]
		return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	joint := func(i int) bool { return i >= 0 && i < len(text) && (text[i] == '-' || text[i] == '_') }
	if start > 0 && (alnum(start-1) && alnum(start) || joint(start-1) && alnum(start-2) && alnum(start)) {
		return true
	}
	if end >= len(text) || !alnum(end-1) {
		return false
	}
	return alnum(end) || joint(end) && alnum(end+1) && !wordDayRE.MatchString(text[start:end]) && !weekdayRunRE.MatchString(text[start:])
}

// weekdayRunRE is a weekday joined by a dash to the weekday that ends its
// run, "Mon-Fri": no identifier.
var weekdayRunRE = prefilter.MustCompile(`(?i)^[a-z\s]*?\b(?:` + dayEn + `|` + dayAbbrEn + `)-(?:` + dayEn + `|` + dayAbbrEn + `)\b`)

// wordDayRE is a day of the month written after a word, "Jan 1": a dash
// after it starts the range's end (Jan 1-15), no identifier.
var wordDayRE = prefilter.MustCompile(`[A-Za-z]\.?\s+\d{1,2}$`)

// hasHan reports whether s holds a Chinese character.
func hasHan(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
}
