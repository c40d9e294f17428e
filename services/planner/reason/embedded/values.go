package embedded

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// spanKind is what a value stated in a goal looks like.
type spanKind int

const (
	spanNumber spanKind = iota // 10, -3, 12.5, 5%, $5000, five
	spanQuoted                 // 'Roe v. Wade', “夏季大促”
	spanToken                  // SHP-20250301, XYZ123, a@b.com, your_dataset_name
	spanName                   // New York, Magnus Carlsen
	spanWord                   // a lower-case word a cue introduces: "the crime of theft"
	spanHan                    // a Chinese name a cue introduces: 从上海, 关于夏季大促
	spanList                   // [5, 3, 4]
	spanSlug                   // payroll-api: lower-case words joined by hyphens, a value only where a pattern takes it
)

// span is one value a goal states, where it stands, and what it says.
type span struct {
	kind       spanKind
	text       string
	pos, end   int // byte offsets in the goal
	num        float64
	integer    bool
	unit       string // the word after a number, lower-case: "kg", "seconds", "个"
	rawUnit    string // that word as written: "mH" is not "MH"
	items      []span // a list's values
	cue        string // the cue word that introduced a word or Han span
	sentStart  bool   // a name that starts a sentence
	place      bool   // a place written with its region: "Boston, MA", "Rome, Italy"
	fromSuffix bool   // a Han span read before its cue: 上海发往 (origin)
	dated      bool   // a name inside a date the goal names: the March of "March 10th"
	hanLetter  bool   // a code read with the Han character before it: 沪A12345
	joined     bool   // capitals joined by a slash read whole: ZHANG/WEI, USD/EUR
	token      string // a number with what is glued to it, as a name or code: 5B, 6222-0001
	nounJoined bool   // a number read out of a code that joins it to a noun: the 20 of 20-session
}

var (
	quotedRE = prefilter.MustCompile(`"([^"\n]+)"|“([^”\n]+)”|‘([^’\n]+)’|「([^」\n]+)」|『([^』\n]+)』|《([^》\n]+)》|` + "`([^`\n]+)`" + `|(?:^|[^\p{L}\p{N}])'((?:[^'\n]|'\p{L})+)'(?:[^\p{L}\p{N}]|$)`)
	// tokenRE is a code-like token: letters and digits joined by - _ . / @ :
	tokenRE = prefilter.MustCompile(`[\p{Han}A-Za-z0-9][A-Za-z0-9_.\-/@:#+]*[A-Za-z0-9]|[A-Za-z][A-Za-z]?(?:#|\+\+)|[A-Za-z0-9]`)
	urlRE   = prefilter.MustCompile(`(?i)\b(?:https?|ftp|s3|gs)://[^\s"'“”<>，。]+[^\s"'“”<>，。.,;:!?)]`)
	// numberRE is a numeral: a sign, a currency, thousands separators,
	// decimals, a percent, a scale — a word (million, 万; a Han scale
	// needs no word boundary after it: 20万元), a k, bn or mn glued to
	// the digits (50k), or K, M, B glued to an amount of money ($1.2M:
	// 298K is a temperature, 0.5M a concentration).
	numberRE = prefilter.MustCompile(`(?i)([-+−]?)([$¥€£]?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:e[-+]?\d+)?|\.\d+)(%)?(?:\s*(thousand|million|billion|trillion|dozen)\b|\s*(万|亿)|(?-i:(k|bn|mn|K|M|B))\b)?`)
	// unitRE is the unit written after a number.
	unitRE     = prefilter.MustCompile(`^\s*(?:°\s*[CF]\b|[A-Za-z°µ][A-Za-z°µ]*(?:\s*/\s*[A-Za-z]+(?:\^?\d)?|\^?\d)?|平方米|平米|㎡|公顷|周岁|岁|美元|欧元|英镑|港元|港币|日元|人民币|厘米|公分|毫米|百升|毫升|摄氏度|[个件条天日次台名人份箱包元块公斤千克克吨米公里小时分钟秒周月年笔行项位张单页期本辆亩升度]{1,2})`)
	nameWordRE = prefilter.MustCompile(`^[A-Z][\p{L}\p{N}'’.&\-]*$|^[A-Z]{2,}$|^\p{Lu}`)
	numberWord = map[string]float64{"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
		"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "fifty": 50, "hundred": 100}
	numberWordRE = prefilter.MustCompile(`(?i)\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred)\b`)
	// hanNumRE is a Chinese numeral count: 三个, 两台, 十件, 一盒, 两瓶. 包
	// and 支 are left out: they open words too often (统一包装, 统一支付).
	hanNumRE = prefilter.MustCompile(`([一二两三四五六七八九十]{1,3})\s*([个件条天台名人份箱次位张年瓶盒袋辆])`)
)

var scaleWords = map[string]float64{"dozen": 12, "thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "mn": 1e6, "billion": 1e9, "b": 1e9, "bn": 1e9, "trillion": 1e12, "万": 1e4, "亿": 1e8}

// extractSpans finds the values a goal states. masked is the goal with the
// phrases that name dates and clock times blanked, so that their digits
// are not read as numbers.
func extractSpans(goal, masked string) []span {
	masked = unmaskDecimals(goal, masked)
	var out []span
	taken := make(byteMarks, len(goal)+1)
	take := func(s span) {
		out = append(out, s)
		taken.mark(s.pos, s.end)
	}
	free := taken.free
	for _, m := range quotedRE.FindAllStringSubmatchIndex(goal, -1) {
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 && strings.TrimSpace(goal[m[g]:m[g+1]]) != "" && !wholeGoal(goal, m[g], m[g+1]) {
				take(span{kind: spanQuoted, text: strings.TrimSpace(goal[m[g]:m[g+1]]), pos: m[g], end: m[g+1]})
			}
		}
	}
	for _, m := range listRE.FindAllStringIndex(masked, -1) {
		if free(m[0], m[1]) {
			if l, ok := parseList(goal, m[0], m[1]); ok {
				take(l)
			}
		}
	}
	for _, m := range urlRE.FindAllStringIndex(goal, -1) {
		if free(m[0], m[1]) {
			take(span{kind: spanToken, text: goal[m[0]:m[1]], pos: m[0], end: m[1]})
		}
	}
	for _, m := range pathRE.FindAllStringIndex(goal, -1) {
		if free(m[0], m[1]) {
			take(span{kind: spanToken, text: goal[m[0]:m[1]], pos: m[0], end: m[1]})
		}
	}
	for _, m := range yearsRE.FindAllStringSubmatchIndex(goal, -1) {
		if goal[m[2]:m[3]] < goal[m[4]:m[5]] && free(m[0], m[1]) {
			take(span{kind: spanToken, text: goal[m[0]:m[1]], pos: m[0], end: m[1]})
		}
	}
	for _, m := range tokenRE.FindAllStringIndex(masked, -1) {
		a, b := m[0], m[1]
		for a < b && goal[a] >= utf8.RuneSelf { // a Han prefix is no part of a code
			_, n := utf8.DecodeRuneInString(goal[a:])
			a += n
		}
		tok := goal[a:b]
		if m := nounCountRE.FindStringSubmatch(tok); m != nil && free(a, b) {
			// a 20-session package: the token stays a code, and its
			// number counts the noun joined to it.
			n, _ := strconv.ParseFloat(m[1], 64)
			out = append(out, span{kind: spanNumber, text: m[1], pos: a, end: a + len(m[1]), num: n, integer: true, unit: m[2], nounJoined: true})
		}
		if a < b && isCode(tok) && !measureRE.MatchString(tok) && !hyphenMeasure(tok) && free(a, b) {
			if n := a - m[0]; n > 0 && utf8.RuneCountInString(goal[m[0]:a]) == 1 {
				// 沪A12345: a plate's one Han letter may be part of it; the
				// span without it stays for a pattern that wants none.
				out = append(out, span{kind: spanToken, text: goal[m[0]:b], pos: m[0], end: b, hanLetter: true})
			}
			take(span{kind: spanToken, text: tok, pos: a, end: b})
		} else if a < b && slashCapitalsRE.MatchString(tok) && free(a, b) {
			// ZHANG/WEI is a name as a ticket writes it, USD/EUR two
			// codes: the whole stays for a parameter whose example is
			// so shaped, its parts for the rest.
			out = append(out, span{kind: spanToken, text: tok, pos: a, end: b, joined: true})
		} else if a < b && versionRE.MatchString(tok) && free(a, b) {
			take(span{kind: spanToken, text: tok, pos: a, end: b}) // 4.2.1: a version, not the number 4.2
		} else if a < b && (slugRE.MatchString(tok) && !sentenceCompound(tok) || dashedDigitsRE.MatchString(tok)) && free(a, b) {
			take(span{kind: spanSlug, text: tok, pos: a, end: b})
		}
	}
	var quoted, codes []span
	for _, sp := range out {
		switch {
		case sp.kind == spanQuoted:
			quoted = append(quoted, sp)
		case sp.kind == spanToken && !sp.hanLetter && !sp.joined && isCode(sp.text):
			codes = append(codes, sp)
		}
	}
	out = append(out, runs(goal, quoted)...)
	out = append(out, runs(goal, codes)...)
	nums := feetAndInches(goal, numbers(goal, masked, free))
	out = append(out, nums...)
	for _, n := range nums {
		// A number's unit is no name: the Hz of "5 Hz", the C of "0°C".
		if u := unitRE.FindStringIndex(goal[n.end:]); u != nil && n.rawUnit != "" && unitWord(n.rawUnit) {
			for i := n.end + u[0]; i < n.end+u[1] && i < len(taken); i++ {
				taken[i] = true
			}
		}
	}
	out = append(out, runs(goal, nums)...)
	nm := names(goal, free)
	nm, out = houseNumbers(goal, nm, out)
	out = append(out, nm...)
	out = append(out, places(goal, nm)...)
	out = append(out, runs(goal, nm)...)
	return out
}

// slugRE is a name written as lower-case words joined by hyphens, the
// way services, hosts and packages are named (payroll-api,
// invoice-gateway-v2). It reads as a word of the sentence (on-call,
// high-priority) unless a parameter's pattern takes it.
var slugRE = prefilter.MustCompile(`^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$`)

// sentenceCompound reports whether a hyphenated word is a compound of the
// sentence rather than a name: one of its parts is a particle or a
// function word (on-call, follow-up, check-in, sign-off).
func sentenceCompound(tok string) bool {
	for part := range strings.SplitSeq(tok, "-") {
		if stopWords[part] || compoundParticles[part] {
			return true
		}
	}
	return false
}

// compoundParticles are the adverbs that end phrasal compounds.
var compoundParticles = map[string]bool{"up": true, "off": true, "out": true, "down": true, "over": true, "back": true}

// dotDecimalRE is a number with a decimal point, which a date written with
// dots (2025.3) looks like.
var dotDecimalRE = prefilter.MustCompile(`\b(\d{4})\.(\d+)\b`)

// unmaskDecimals restores in masked the decimal numbers that are no
// date: 1283.5 names no month of the year 1283, nor 2025.35 a month 35.
// Only a year of the last or the next century with a month after its
// point reads as a date.
func unmaskDecimals(goal, masked string) string {
	var b []byte
	for _, m := range dotDecimalRE.FindAllStringSubmatchIndex(goal, -1) {
		if masked[m[0]:m[1]] == goal[m[0]:m[1]] {
			continue
		}
		year, _ := strconv.Atoi(goal[m[2]:m[3]])
		month, _ := strconv.Atoi(goal[m[4]:m[5]])
		if year >= 1900 && year < 2100 && month >= 1 && month <= 12 && m[5]-m[4] <= 2 {
			continue
		}
		if m[1] < len(goal) && (goal[m[1]] == '.' || goal[m[1]] == '-' || goal[m[1]] == '/') {
			continue
		}
		if b == nil {
			b = []byte(masked)
		}
		copy(b[m[0]:m[1]], goal[m[0]:m[1]])
	}
	if b == nil {
		return masked
	}
	return string(b)
}

// dashedDigitsRE is a code of three or more groups of digits joined by
// hyphens, the way a door plate or a form numbers things (12-1-0803).
// It has no letter, so it reads as one value only where a parameter's
// pattern takes it; its digits are no numbers of their own.
var dashedDigitsRE = prefilter.MustCompile(`^\d+(?:-\d+){2,}$`)

// wholeGoal reports whether goal[a:b] is all the goal inside its quotes:
// a request quoted whole is no value of it.
func wholeGoal(goal string, a, b int) bool {
	return len([]rune(strings.TrimSpace(goal[:a]))) == 1 && len([]rune(strings.TrimSpace(goal[b:]))) == 1
}

// pathRE is a file path: C:/data/cars.csv, ~/data/scan.nii, /var/log,
// data/sales.csv — a name with a file extension after a folder, or one
// written from the root or the home folder.
var pathRE = prefilter.MustCompile(`(?:~|\b[A-Za-z]:)?/?(?:[\w.\-]+/)+[\w\-]+\.[A-Za-z0-9]{1,5}\b|(?:~|\b[A-Za-z]:)/[\w.\-/]*[\w]|(?:^|\s)/[a-z][\w.\-]*(?:/[\w.\-]+)+`)

// yearsRE is a span of two years, a season: 2019-2020, 2022–2023.
var yearsRE = prefilter.MustCompile(`\b((?:1[5-9]|20)\d\d)\s*[-–]\s*((?:1[5-9]|20)\d\d)\b`)

// unitWord reports whether the word after a number is a unit rather than
// the start of a name: a unit of measure (Hz, °C, lbs) or an
// abbreviation (BPM, MPG).
func unitWord(u string) bool {
	if _, ok := parseUnit(u); ok || strings.HasPrefix(u, "°") {
		return true
	}
	return len(u) >= 2 && len(u) <= 5 && strings.ToUpper(u) == u && !strings.ContainsAny(u, "0123456789")
}

// hyphenUnitRE is a unit joined to its numeral by a hyphen, the numeral
// and unit modifying a noun: "a 45-minute class", "a 3-day pass".
var hyphenUnitRE = prefilter.MustCompile(`^-([A-Za-z]+)\b`)

// hyphenMeasure reports whether tok is a numeral and a unit joined by a
// hyphen (45-minute): a measure, no code.
func hyphenMeasure(tok string) bool {
	i := strings.IndexByte(tok, '-')
	if i <= 0 || strings.Trim(tok[:i], "0123456789.") != "" {
		return false
	}
	u := hyphenUnitRE.FindStringSubmatch(tok[i:])
	return u != nil && len(u[0]) == len(tok)-i && knownUnit(u[1])
}

// knownUnit reports whether u is a unit parseUnit reads: minute, but no
// way of "3-way" or session of "20-session".
func knownUnit(u string) bool {
	_, ok := parseUnit(u)
	return ok
}

// sharpRE is a key or a language named with a sharp or pluses: C#, Ab#, C++.
var sharpRE = prefilter.MustCompile(`^[A-Za-z]{1,2}(?:#|\+\+)$`)

// measureRE is a number glued to its unit: 6cm, 5000m, 150lbs, 1e-9.
var measureRE = prefilter.MustCompile(`^\d+(?:\.\d+)?(?:[eE][-+]?\d+|[A-Za-zµ°]{1,5}(?:/[A-Za-z]+\^?\d?)?)$`)

// dottedRE is a host or file name (foodnetwork.com, report.pdf), not an
// abbreviation (D.C, U.S).
var dottedRE = prefilter.MustCompile(`^[A-Za-z0-9\-]{2,}(?:\.[A-Za-z0-9\-]{2,})+$`)

// isCode reports whether a token is an identifier, not a word or a plain
// number: it mixes letters and digits (E55120, D3, C6H12O6), or joins
// parts with _ . @ - (your_dataset_name, a@b.com, WH-SH01).
func isCode(tok string) bool {
	letters, digits, joins := 0, 0, 0
	for _, r := range tok {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		case strings.ContainsRune("_@-./:#", r):
			joins++
		}
	}
	if letters == 0 {
		return false
	}
	if sharpRE.MatchString(tok) {
		return true // C#, F#, C++
	}
	if digits > 0 {
		return true
	}
	return joins > 0 && (strings.ContainsAny(tok, "_@") || dottedRE.MatchString(tok) || strings.Count(tok, "-") > 0 && strings.ToUpper(tok) == tok)
}

// slashCapitalsRE is a token of capital runs joined by a slash, each
// two letters or more: ZHANG/WEI, USD/EUR, not A/B or I/O.
var slashCapitalsRE = prefilter.MustCompile(`^[A-Z]{2,}(?:/[A-Z]{2,})+$`)

// squareRE is an area's unit after a number: "square feet", "sq.ft",
// "sq m".
var squareRE = prefilter.MustCompile(`(?i)^\s*(?:square|sq\.?)\s*(feet|foot|ft|meters?|metres?|m)\b`)

// squareUnits name an area's length unit as unitFamilies spells it.
var squareUnits = map[string]string{"feet": "feet", "foot": "feet", "ft": "feet", "meter": "meters", "meters": "meters", "metre": "meters", "metres": "meters", "m": "meters"}

// gluedRE is a numeral with the letters and the dashed digits written on
// to it: the unit 5B, the account 6222-0001.
var gluedRE = prefilter.MustCompile(`^\d+(?:[A-Za-z]+\d*|(?:[-/]\d+)+[A-Za-z]*)\b`)

// belowZero reports whether a number's words before it put it below
// zero: 零下14度.
func belowZero(before string) bool {
	return strings.HasSuffix(before, "零下")
}

// numbers finds the numerals of masked that no other span took.
func numbers(goal, masked string, free func(a, b int) bool) []span {
	var out []span
	for _, m := range numberRE.FindAllStringSubmatchIndex(masked, -1) {
		a, b := m[0], m[1]
		if !free(a, b) || partOfWord(goal, a, b) {
			continue
		}
		if k := m[14]; k >= 0 && m[4] == m[5] && strings.ContainsAny(goal[k:m[15]], "KMB") {
			b = k // 298K: no money, no scale
			m[14], m[15] = -1, -1
		}
		digits := strings.ReplaceAll(goal[m[6]:m[7]], ",", "")
		f, err := strconv.ParseFloat(digits, 64)
		if err != nil {
			continue
		}
		if m[2] < m[3] && goal[m[2]] != '+' {
			f = -f // +3 is three, written with its sign
		} else if m[2] == m[3] && belowZero(goal[:a]) {
			f, a = -f, strings.LastIndex(goal[:a], "零下") // 零下14度 is -14, written with its sign
		}
		integer := !strings.Contains(digits, ".")
		for g := 10; g <= 14; g += 2 {
			if m[g] >= 0 {
				f *= scaleWords[strings.ToLower(goal[m[g]:m[g+1]])]
				integer = f == float64(int64(f))
			}
		}
		s := span{kind: spanNumber, text: goal[a:b], pos: a, end: b, num: f, integer: integer}
		if t := gluedRE.FindString(masked[a:]); len(t) > b-a && m[2] == m[3] && m[4] == m[5] {
			s.token = t
		}
		if o := ordinalRE.FindString(goal[b:]); o != "" && integer {
			s.end += len(o) // the 2nd, 3rd and 4th: ordinals, one list
			s.text = goal[a:s.end]
		} else if m[8] >= 0 {
			s.unit = "%"
		} else if t := hanTimeUnitRE.FindStringSubmatch(goal[b:]); t != nil {
			s.unit, s.rawUnit = t[3], t[3] // 2个小时 is in hours, converted to the parameter's unit
			if t[2] != "" {
				s.num, s.integer = s.num+0.5, false
			}
		} else if u := hyphenUnitRE.FindStringSubmatch(goal[b:]); u != nil && knownUnit(u[1]) {
			s.unit, s.rawUnit = strings.ToLower(u[1]), u[1] // a 45-minute class lasts 45 minutes
		} else if strings.HasPrefix(goal[b:], "号") {
			s.unit, s.rawUnit = "号", "号" // 2号: a thing's number or a day, never a count
		} else if u := unitRE.FindString(goal[b:]); u != "" {
			s.unit = strings.ToLower(strings.Join(strings.Fields(u), ""))
			s.rawUnit = strings.Join(strings.Fields(u), "")
			s.unit, s.rawUnit = hanDegreeUnit(goal, a, b, s.unit), hanDegreeUnit(goal, a, b, s.rawUnit)
		}
		if m := squareRE.FindStringSubmatch(goal[b:]); m != nil {
			s.unit, s.rawUnit = "square "+squareUnits[strings.ToLower(m[1])], "" // "400 square feet" is an area, no length
		}
		if rest := strings.TrimLeft(goal[b:], " "); s.unit == "pi" || strings.HasPrefix(rest, "π") {
			s.num, s.integer, s.unit, s.rawUnit = f*math.Pi, false, "", "" // "2 pi" radians is 6.2832
		}
		out = append(out, s)
	}
	for _, m := range numberWordRE.FindAllStringSubmatchIndex(masked, -1) {
		if !free(m[0], m[1]) {
			continue
		}
		s := span{kind: spanNumber, text: goal[m[0]:m[1]], pos: m[0], end: m[1], num: numberWord[strings.ToLower(goal[m[2]:m[3]])], integer: true}
		if u := unitRE.FindString(goal[m[1]:]); u != "" {
			s.unit = strings.ToLower(strings.TrimSpace(u))
		}
		out = append(out, s)
	}
	durations := hanDurations(goal, masked, free)
	out = append(out, durations...)
	for _, m := range hanNumRE.FindAllStringSubmatchIndex(masked, -1) {
		if slices.ContainsFunc(durations, func(d span) bool { return d.pos == m[2] }) {
			continue // counted as a duration
		}
		if n, ok := hanNumber(goal[m[2]:m[3]]); ok && free(m[0], m[1]) {
			unit := goal[m[4]:m[5]]
			if unit == "个" && strings.HasPrefix(goal[m[5]:], "人") {
				unit = "个人" // 两个人 counts people
			}
			if unit == "个" && strings.HasPrefix(goal[m[5]:], "月") {
				unit = "个月" // 六个月 counts months
			}
			raw := ""
			if unit == "年" || unit == "个月" {
				raw = unit // 一年, 六个月: a term, converted to the parameter's unit
			}
			out = append(out, span{kind: spanNumber, text: goal[m[2]:m[3]], pos: m[2], end: m[3], num: n, integer: true, unit: unit, rawUnit: raw})
		}
	}
	out = append(out, hanRoundAmounts(goal, masked, free, out)...)
	return out
}

// feetAndInches joins a length written in feet and inches into one
// number of inches: "5ft 10in" is 70 in.
func feetAndInches(goal string, nums []span) []span {
	for i := 0; i+1 < len(nums); i++ {
		a, b := nums[i], nums[i+1]
		fa, _ := parseUnit(a.rawUnit)
		fb, _ := parseUnit(b.rawUnit)
		if b.rawUnit == "in" {
			fb = measure{"length", 0.0254} // "in" is inches only after feet
		}
		if fa.dim != "length" || fb.dim != "length" || fa.factor != 0.3048 || fb.factor != 0.0254 || b.pos < a.end {
			continue
		}
		if gap := goal[a.end:b.pos]; strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(gap), a.rawUnit)) != "" {
			continue
		}
		end := b.end + len(unitRE.FindString(goal[b.end:]))
		j := span{kind: spanNumber, text: goal[a.pos:end], pos: a.pos, end: end, num: a.num*12 + b.num, integer: a.integer && b.integer, unit: "inches", rawUnit: "inches"}
		nums = append(append(nums[:i:i], j), nums[i+2:]...)
	}
	return nums
}

// partOfWord reports whether a numeral is glued to letters (x^2, C6H12O6,
// SHP-2025…), so it is part of something else.
func partOfWord(s string, a, b int) bool {
	if a > 0 {
		c := s[a-1]
		if c < utf8.RuneSelf && (unicode.IsLetter(rune(c)) || c == '^' || c == '_' || c == '-' && a > 1 && unicode.IsLetter(rune(s[a-2]))) {
			return true
		}
	}
	if b < len(s) {
		c := s[b]
		if c == '_' || c == '^' || c < utf8.RuneSelf && unicode.IsDigit(rune(c)) {
			return true
		}
	}
	return false
}

func hanNumber(s string) (float64, bool) {
	digits := map[rune]float64{'一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	rs := []rune(s)
	switch {
	case len(rs) == 1 && rs[0] == '十':
		return 10, true
	case len(rs) == 1:
		d, ok := digits[rs[0]]
		return d, ok
	case len(rs) == 2 && rs[0] == '十':
		return 10 + digits[rs[1]], digits[rs[1]] > 0
	case len(rs) == 2 && rs[1] == '十':
		return digits[rs[0]] * 10, digits[rs[0]] > 0
	case len(rs) == 3 && rs[1] == '十':
		return digits[rs[0]]*10 + digits[rs[2]], digits[rs[0]] > 0 && digits[rs[2]] > 0
	}
	return 0, false
}

// listRE is a bracketed list: [5, 3, 4], (1, 2).
var listRE = prefilter.MustCompile(`[\[(（]\s*[^\[\]()（）]*?,[^\[\]()（）]*[\])）]`)

// ordinalRE is an ordinal's suffix after its digits.
var ordinalRE = prefilter.MustCompile(`^(?:st|nd|rd|th)\b`)

// hemisphereRE is a coordinate written with its hemisphere.
var hemisphereRE = prefilter.MustCompile(`^(\d+(?:\.\d+)?)\s*°?\s*([NSEWnsew])$`)

// egRE opens a list with its examples' mark.
var egRE = prefilter.MustCompile(`^\s*(?i:e\.g\.|i\.e\.|eg\.?)\s*,?`)

func parseList(goal string, a, b int) (span, bool) {
	inner := goal[a+1 : b-1]
	if goal[a] == 0xEF || strings.HasPrefix(goal[a:], "（") {
		inner = strings.TrimSuffix(strings.TrimPrefix(goal[a:b], "（"), "）")
	}
	inner = egRE.ReplaceAllString(inner, "") // (e.g., 12.4, 15.6)
	s := span{kind: spanList, text: goal[a:b], pos: a, end: b}
	for _, part := range strings.Split(inner, ",") {
		part = strings.Trim(strings.TrimSpace(part), `"'`)
		if part == "" {
			return span{}, false
		}
		item := span{kind: spanToken, text: part}
		if m := hemisphereRE.FindStringSubmatch(part); m != nil {
			part = m[1] // 33.4484 N, 112.0740 W: a coordinate, west and south below zero
			if strings.ContainsAny(m[2], "SWsw") {
				part = "-" + part
			}
		}
		if f, err := strconv.ParseFloat(part, 64); err == nil {
			item = span{kind: spanNumber, text: part, num: f, integer: !strings.Contains(part, ".")}
		}
		s.items = append(s.items, item)
	}
	return s, len(s.items) > 1
}

// byteMarks marks the bytes of a goal that spans already cover, so a
// later reading takes only what no earlier one did.
type byteMarks []bool

// mark covers bytes a to b (b exclusive), clipped to the goal.
func (m byteMarks) mark(a, b int) {
	for i := a; i < b && i < len(m); i++ {
		m[i] = true
	}
}

// free reports whether no byte from a to b (b exclusive) is covered.
func (m byteMarks) free(a, b int) bool {
	for i := a; i < b; i++ {
		if m[i] {
			return false
		}
	}
	return true
}
