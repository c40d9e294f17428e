package embedded

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// measure is a unit: what it measures and how many of the dimension's base
// unit it is.
type measure struct {
	dim    string
	factor float64
}

// unitSymbols are units written as symbols, case-sensitive, that take an
// SI prefix: µF, mH, kJ, mm.
var unitSymbols = map[string]measure{
	"F": {"capacitance", 1}, "H": {"inductance", 1}, "J": {"energy", 1}, "W": {"power", 1}, "V": {"voltage", 1},
	"A": {"current", 1}, "Hz": {"frequency", 1}, "g": {"mass", 1}, "m": {"length", 1}, "s": {"time", 1},
	"L": {"volume", 1}, "l": {"volume", 1}, "Pa": {"pressure", 1}, "N": {"force", 1}, "C": {"charge", 1}, "Ω": {"resistance", 1},
	"cal": {"energy", 4.184}, "eV": {"energy", 1.602176634e-19},
}

// unitNames are units written as words or as symbols that take no prefix,
// case-insensitive; a prefix word (kilo, milli…) may stand before a name.
var unitNames = map[string]measure{
	"farad": {"capacitance", 1}, "henry": {"inductance", 1}, "henries": {"inductance", 1}, "joule": {"energy", 1}, "watt": {"power", 1},
	"volt": {"voltage", 1}, "amp": {"current", 1}, "ampere": {"current", 1}, "hertz": {"frequency", 1}, "gram": {"mass", 1},
	"meter": {"length", 1}, "metre": {"length", 1}, "second": {"time", 1}, "sec": {"time", 1}, "liter": {"volume", 1}, "litre": {"volume", 1},
	"pascal": {"pressure", 1}, "newton": {"force", 1}, "coulomb": {"charge", 1}, "ohm": {"resistance", 1}, "calorie": {"energy", 4.184},
	"inch": {"length", 0.0254}, "inches": {"length", 0.0254}, "foot": {"length", 0.3048}, "feet": {"length", 0.3048},
	"ft": {"length", 0.3048}, "mile": {"length", 1609.344}, "mi": {"length", 1609.344}, "yard": {"length", 0.9144}, "yd": {"length", 0.9144},
	"pound": {"mass", 453.59237}, "lb": {"mass", 453.59237}, "lbs": {"mass", 453.59237}, "ounce": {"mass", 28.349523125}, "oz": {"mass", 28.349523125},
	"minute": {"time", 60}, "min": {"time", 60}, "mins": {"time", 60}, "hour": {"time", 3600}, "h": {"time", 3600}, "hr": {"time", 3600}, "hrs": {"time", 3600},
	"day": {"time", 86400}, "week": {"time", 604800}, "atm": {"pressure", 101325}, "atmosphere": {"pressure", 101325}, "bar": {"pressure", 1e5},
	"kelvin": {"temperature", 1},
	// Months and years have no fixed length in seconds; they count
	// calendar months, so a term in years converts to one in months.
	"month": {"calendar", 1}, "year": {"calendar", 12}, "yr": {"calendar", 12}, "个月": {"calendar", 1}, "年": {"calendar", 12},
	"小时": {"time", 3600}, "钟头": {"time", 3600}, "分钟": {"time", 60}, "秒": {"time", 1}, "秒钟": {"time", 1}, "天": {"time", 86400},
}

var (
	symbolPrefixes = map[string]float64{"p": 1e-12, "n": 1e-9, "µ": 1e-6, "μ": 1e-6, "u": 1e-6, "m": 1e-3, "c": 1e-2, "k": 1e3, "M": 1e6, "G": 1e9}
	wordPrefixes   = map[string]float64{"pico": 1e-12, "nano": 1e-9, "micro": 1e-6, "milli": 1e-3, "centi": 1e-2, "kilo": 1e3, "mega": 1e6, "giga": 1e9}
)

// parseUnit reads a unit as written: a symbol with an optional SI prefix
// (100µF, 50mH, 5 kJ), or a name, singular or plural, with an optional
// prefix word (kilograms, milliseconds).
func parseUnit(u string) (measure, bool) {
	u = strings.TrimSpace(u)
	if u == "" {
		return measure{}, false
	}
	if m, ok := unitSymbols[u]; ok {
		return m, true
	}
	for p, f := range symbolPrefixes {
		if rest, ok := strings.CutPrefix(u, p); ok {
			if m, ok := unitSymbols[rest]; ok {
				return measure{m.dim, m.factor * f}, true
			}
		}
	}
	w := strings.ToLower(u)
	for _, cand := range []string{w, strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es")} {
		if m, ok := unitNames[cand]; ok {
			return m, true
		}
	}
	for p, f := range wordPrefixes {
		if rest, ok := strings.CutPrefix(w, p); ok {
			for _, cand := range []string{rest, strings.TrimSuffix(rest, "s")} {
				if m, ok := unitNames[cand]; ok {
					return measure{m.dim, m.factor * f}, true
				}
			}
		}
	}
	return measure{}, false
}

// statedUnitRE is the unit a parameter's description says it takes: "in
// farads (F)", "in seconds", "Weight of the person in lbs".
var statedUnitRE = prefilter.MustCompile(`\bin\s+([A-Za-zµμΩ]+)\b`)

// slotUnit is the unit a parameter's description or name states, when it
// states exactly one.
func slotUnit(s *slot) (measure, bool) {
	var found []measure
	for _, m := range statedUnitRE.FindAllStringSubmatch(s.p.Description, -1) {
		if u, ok := parseUnit(m[1]); ok {
			found = append(found, u)
		}
	}
	if len(found) == 0 {
		for _, w := range nameWordsAll(s.name) {
			if w == "min" {
				continue // the min of min_total is a minimum
			}
			if u, ok := unitNames[w]; ok {
				found = append(found, u)
			} else if u, ok := parseUnit(w); ok && len(w) > 1 {
				found = append(found, u)
			}
		}
	}
	if len(found) == 0 {
		return measure{}, false
	}
	for _, f := range found[1:] {
		if f != found[0] {
			return measure{}, false
		}
	}
	return found[0], true
}

// convertUnit gives a number written in one unit in the unit its parameter
// states: 100µF for a parameter in farads is 0.0001; 3 minutes for one in
// seconds is 180. ok is false when there is nothing to convert.
func convertUnit(s *slot, sp span) (float64, bool) {
	if sp.kind != spanNumber || sp.rawUnit == "" || strings.ContainsAny(sp.rawUnit, "/^ ") {
		return 0, false // compound units are matched by family, not converted
	}
	from, ok := parseUnit(sp.rawUnit)
	if !ok {
		return 0, false
	}
	to, ok := slotUnit(s)
	if !ok || to.dim != from.dim || to.factor == from.factor {
		return 0, false
	}
	v := sp.num * from.factor / to.factor
	r, err := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 12, 64), 64)
	if err != nil || math.IsInf(r, 0) {
		return 0, false
	}
	return r, true
}

// quantityWords name what a parameter measures, beside the dimensions'
// own names (length, time, mass, pressure, energy…).
var quantityWords = map[string]string{
	"height": "length", "width": "length", "depth": "length", "distance": "length", "radius": "length", "diameter": "length",
	"altitude": "length", "elevation": "length", "thickness": "length", "duration": "time", "period": "time", "weight": "mass",
}

// measures reports whether a number's unit measures what a numeric
// parameter's name says it is: 100 m for height, 5 seconds for time.
func measures(s *slot, sp span) bool {
	if sp.rawUnit == "" || s.p.typ() != "integer" && s.p.typ() != "number" && s.p.typ() != "float" {
		return false
	}
	u, ok := parseUnit(sp.rawUnit)
	if !ok {
		return false
	}
	for _, w := range s.words {
		if quantityWords[w] == u.dim || w == u.dim {
			return true
		}
	}
	return false
}

// perYearRE is a parameter counted per year: "compounds_per_year", "the
// number of times interest is compounded per year" (or per unit of time,
// which a frequency adverb says is a year).
var perYearRE = prefilter.MustCompile(`(?i)per[ _]?(?:year|annum|unit[ _]time)\b`)

// timesRE is a parameter that counts how many times something happens.
var timesRE = prefilter.MustCompile(`(?i)\btimes\b|compound|frequenc|periods`)

// frequencyRE is how often something happens, said with an adverb, and
// how many times a year that is.
var frequencyRE = prefilter.MustCompile(`(?i)\b(semi-?annually|biannually|annually|yearly|quarterly|monthly|bi-?weekly|weekly|daily)\b`)

var timesAYear = map[string]int64{"annually": 1, "yearly": 1, "semiannually": 2, "semi-annually": 2, "biannually": 2, "quarterly": 4,
	"monthly": 12, "biweekly": 26, "bi-weekly": 26, "weekly": 52, "daily": 365}

// fillFrequency fills a count per year with the frequency the goal states
// as an adverb: "compounded quarterly" is 4 times a year.
func fillFrequency(slots []slot, g *goalValues, args map[string]any) {
	m := frequencyRE.FindStringSubmatchIndex(g.text)
	if m == nil || !g.free(m[0], m[1]) {
		return
	}
	n := timesAYear[strings.ToLower(g.text[m[2]:m[3]])]
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done || s.p.typ() != "integer" && s.p.typ() != "number" && s.p.typ() != "float" {
			continue
		}
		if about := s.name + " " + s.p.Description; perYearRE.MatchString(about) && timesRE.MatchString(about) {
			if s.p.typ() == "integer" {
				args[s.name] = n
			} else {
				args[s.name] = float64(n)
			}
			return
		}
	}
}

// otherUnit reports whether a number is written in a unit of another
// dimension than the one its parameter states: 10 meters is no weight in
// kilograms.
func otherUnit(s *slot, sp span) bool {
	from, ok := parseUnit(sp.rawUnit)
	if !ok {
		return false
	}
	to, ok := slotUnit(s)
	return ok && to.dim != from.dim
}

// measureFor reports whether a number is written in a unit of measure
// while its parameter counts things or takes money and states no unit:
// 16 mg is a strength before it is a quantity, 12,036 km a reading before
// it is an amount, 60 days a window before it is a number of boxes.
func measureFor(s *slot, sp span) bool {
	if _, ok := parseUnit(sp.rawUnit); !ok {
		return false
	}
	_, stated := slotUnit(s)
	return !stated && unmeasured(s)
}

// durationFor reports whether a number is written in a unit of time
// while its parameter counts things or takes money and states no unit:
// "enough for 3 days" is no quantity of 3, "60 days" no amount of 60.
func durationFor(s *slot, sp span) bool {
	m, ok := parseUnit(sp.rawUnit)
	return ok && (m.dim == "time" || m.dim == "calendar") && measureFor(s, sp)
}

// unmeasuredWords name a parameter that counts things, not a measure of
// them.
var unmeasuredWords = map[string]bool{"quantity": true, "qty": true, "copies": true, "seats": true, "units": true, "pieces": true}

// unmeasured reports whether a parameter counts things or takes money by
// the last word of its name: quantity, num_copies, amount_cny's amount.
func unmeasured(s *slot) bool {
	return slices.ContainsFunc(s.raw, func(w string) bool { return unmeasuredWords[w] || moneyHeads[w] })
}

var (
	// hanTimeUnitRE is a unit of time after a number, with the 个 and the
	// half it may take: 小时, 个小时, 个半小时, 分钟, 秒, 天.
	hanTimeUnitRE = prefilter.MustCompile(`^\s*(个)?(半)?(?:个)?(小时|钟头|分钟|秒钟|秒|天)`)
	// hanDurationRE is a duration in Chinese numerals or a half alone:
	// 两个小时, 一个半小时, 十分钟, 半小时, 半个小时.
	hanDurationRE = prefilter.MustCompile(`([一二两三四五六七八九十]{1,3}|半)\s*(?:个)?(半)?(?:个)?(小时|钟头|分钟|秒钟|秒|天)`)
)

// hanDurations returns the durations a goal writes in Chinese numerals,
// each with its unit of time as written so that it converts to the unit a
// parameter states: 两个小时 is 2 小时, 一个半小时 1.5, 半小时 0.5.
func hanDurations(goal, masked string, free func(a, b int) bool) []span {
	var out []span
	for _, m := range hanDurationRE.FindAllStringSubmatchIndex(masked, -1) {
		numeral := goal[m[2]:m[3]]
		if !free(m[0], m[1]) || numeral == "半" && m[4] >= 0 {
			continue // 半个半小时 is no duration
		}
		n, ok := 0.5, true
		if numeral != "半" {
			n, ok = hanNumber(numeral)
		} else if strings.HasSuffix(goal[:m[0]], "个") {
			continue // the half of 1个半小时, read with its digits
		}
		if !ok {
			continue
		}
		if m[4] >= 0 {
			n += 0.5
		}
		unit := goal[m[6]:m[7]]
		out = append(out, span{kind: spanNumber, text: numeral, pos: m[2], end: m[3], num: n, integer: n == math.Trunc(n), unit: unit, rawUnit: unit})
	}
	return out
}
