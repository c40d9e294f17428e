package embedded

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// slot is one parameter as argument filling sees it: its schema and the
// words that name it.
type slot struct {
	name     string
	p        property
	order    int
	required bool
	words    []string // the name's words, lower-case: max_depth → max, depth
	raw      []string // all the name's words, stop words included
	desc     []string // the description's content words, lower-case
	han      []string // the Han words of the description: 工号, 仓库
	pattern  *regexp.Regexp
	examples []*regexp.Regexp // shapes of the description's examples
	units    []string         // unit families the name or description speaks of
	roles    []string         // what the name says the value is: place, origin, destination, agent, maker
	rivals   []string         // the other parameters' words: naming one of them is no cue for this one
	heads    []string         // the other parameters' last words, stop words included: name of last_name
	monthly  string           // the layout of a year-month parameter (2006-01), else ""
}

// stopWords never cue a parameter: they name no value.
var stopWords = map[string]bool{"the": true, "a": true, "an": true, "of": true, "to": true, "in": true, "for": true, "and": true, "or": true,
	"is": true, "be": true, "by": true, "on": true, "at": true, "as": true, "with": true, "from": true, "that": true, "this": true, "which": true,
	"it": true, "its": true, "if": true, "not": true, "default": true, "defaults": true, "optional": true, "value": true, "values": true,
	"e.g": true, "eg": true, "given": true, "specified": true, "provided": true, "parameter": true, "use": true, "used": true, "name": true,
	"type": true, "get": true, "set": true, "are": true, "will": true, "can": true, "should": true, "you": true, "want": true, "number": true,
	"id": true, "code": true, "no": true, "num": true, "new": true, "list": true, "data": true, "info": true, "details": true, "string": true, "whether": true,
	"return": true, "returns": true, "include": true, "includes": true, "calculate": true, "find": true, "specific": true, "desired": true,
	"we": true, "i": true, "de": true, "all": true, "any": true, "one": true, "two": true, "per": true, "time": false}

func newSlot(name string, p property, order int, required bool) slot {
	s := slot{name: name, p: p, order: order, required: required, monthly: monthLayout(p)}
	s.words = nameWords(name)
	desc := strings.ToLower(p.Description)
	for _, w := range wordTexts(desc) {
		w = strings.Trim(w, ".'’-")
		if len(w) > 2 && !stopWords[w] && !hasHan(w) && len(s.desc) < 12 {
			s.desc = append(s.desc, w)
		}
	}
	s.han = append(s.han, hanRunRE.FindAllString(p.Description, -1)...)
	if pat := valuePattern(p); pat != "" {
		if re := schemaPattern(anchored(pat)); re != nil {
			s.pattern = re
		}
	}
	for _, m := range exampleRE.FindAllStringSubmatch(p.Description, -1) {
		for _, ex := range exampleOrRE.Split(m[1], -1) {
			if ex = strings.Trim(strings.TrimSpace(ex), `"'.`); ex != "" {
				if re := shapeOf(ex); re != nil {
					s.examples = append(s.examples, re)
				} else if re := joinedCapitalsShape(ex); re != nil {
					s.examples = append(s.examples, re)
				}
			}
		}
	}
	raw := strings.Fields(strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(strings.ToLower(name)))
	s.raw = raw
	// What comes after "per" is a denominator: compounds_per_year counts
	// compoundings, it takes no number of years.
	for i, w := range raw[:max(0, len(raw)-1)] {
		if w == "per" {
			s.words = slices.DeleteFunc(s.words, func(x string) bool { return x == raw[i+1] })
		}
	}
	// The unit and each of unit_price and price_each say which price it
	// is, not what the number counts: "5 units", "5 each of K1234" count
	// items and price nothing.
	if unitPriceSlot(&s) {
		s.words = slices.DeleteFunc(s.words, func(x string) bool { return x == "unit" || x == "units" || x == "each" })
	}
	s.units = unitsOf(s.words, perRE.ReplaceAllString(desc, ""), name)
	if namesOne(raw) && slices.Contains(raw, "crew") {
		// crew_id names one crew, which is counted in people only for
		// its size: 4人 is no crew's identifier.
		s.units = slices.DeleteFunc(s.units, func(u string) bool { return u == "people" })
	}
	for _, role := range roleNames {
		if role == "agent" && symbolOperator(raw, desc) {
			continue // a comparison's operator: = or >
		}
		for _, w := range roleWords[role] {
			if slices.Contains(raw, w) {
				s.roles = append(s.roles, role)
				break
			}
		}
	}
	return s
}

var (
	// perRE is a rate's denominator in a description: "per year".
	perRE     = prefilter.MustCompile(`\bper\s+\w+`)
	hanRunRE  = prefilter.MustCompile(`\p{Han}{2,6}`)
	exampleRE = prefilter.MustCompile(`(?i)(?:e\.g\.?|eg\.|i\.e\.|for example|for instance|such as|like|例如|比如|如)[:：,]?\s*([^;；()（）]+?)(?:[.;；)）]+(?:\s|$)|[.;；)）]?$|\(|（)`)
)

// valuePattern is the pattern p's values take: its own, or, for a list,
// its items': a list of store codes takes the codes one by one.
func valuePattern(p property) string {
	if p.typ() == "array" && p.Items != nil && p.Pattern == "" {
		return p.Items.Pattern
	}
	return p.Pattern
}

// anchored makes a pattern match whole values.
func anchored(p string) string {
	if !strings.HasPrefix(p, "^") {
		p = "^(?:" + p + ")"
	}
	if !strings.HasSuffix(p, "$") {
		p += "$"
	}
	return p
}

// exampleShaped reports whether v has the shape of one of the examples
// the parameter's description gives.
func (s *slot) exampleShaped(v string) bool {
	for _, re := range s.examples {
		if re.MatchString(v) {
			return true
		}
	}
	return false
}

// exampleOrRE parts a description's examples: "e.g. 32K, 4A or 12C".
var exampleOrRE = prefilter.MustCompile(`,|\s+or\s+`)

// joinedCapitalsRE is an example of capital letters in runs joined by a
// slash or a hyphen: ZHANG/WEI, SH-PD.
var joinedCapitalsRE = prefilter.MustCompile(`^\p{Lu}+(?:[/-]\p{Lu}+)+$`)

// joinedCapitalsShape turns an example written in capitals joined by a
// slash or a hyphen (a name as a ticket writes it, ZHANG/WEI) into the
// shape of values like it, each run two letters or more: LI/NA is one
// such value, A/B and I/O are none. A plain word in capitals (USD)
// gives no shape.
func joinedCapitalsShape(ex string) *regexp.Regexp {
	if !joinedCapitalsRE.MatchString(ex) {
		return nil
	}
	var b strings.Builder
	b.WriteString(`^\p{Lu}{2,}`)
	for _, r := range ex {
		if r == '/' || r == '-' {
			b.WriteString(regexp.QuoteMeta(string(r)) + `\p{Lu}{2,}`)
		}
	}
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

// shapeOf turns an example value (E30417, INV-2024-0117) into the shape
// of values like it: digits become any digit, letters any letter of their
// case, a Han character any Han character. Examples with
// no digit give no shape: a word is no pattern.
func shapeOf(ex string) *regexp.Regexp {
	if !strings.ContainsAny(ex, "0123456789") || strings.ContainsAny(ex, " ") || len(ex) > 40 {
		return nil
	}
	var b strings.Builder
	b.WriteString("^")
	for _, r := range ex {
		switch {
		case unicode.IsDigit(r):
			b.WriteString(`\d`)
		case unicode.Is(unicode.Han, r):
			b.WriteString(`\p{Han}`) // the province of a plate: 沪A7K392 shapes 粤B5T821
		case unicode.IsUpper(r):
			b.WriteString(`\p{Lu}`)
		case unicode.IsLower(r):
			b.WriteString(`\p{Ll}`)
		default:
			b.WriteString(regexp.QuoteMeta(string(r)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil
	}
	return re
}

// nameWords splits a parameter name into lower-case words: maxDepth,
// max_depth → max, depth.
func nameWords(name string) []string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range name {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteRune(' ')
		}
		if r == '_' || r == '-' || r == '.' || unicode.IsDigit(r) {
			r = ' '
		}
		b.WriteRune(unicode.ToLower(r))
		prev = r
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		if !stopWords[w] || len(strings.Fields(b.String())) == 1 {
			out = append(out, w)
		}
	}
	return out
}

// unitFamilies are the units a number is written with, by what they
// measure; a number whose unit a parameter's name or description speaks
// of goes to that parameter.
var unitFamilies = map[string][]string{
	"area_ft2": {"square feet", "square foot", "sq ft", "sqft", "ft²", "ft2"},
	"area_m2":  {"square meters", "square meter", "square metres", "square metre", "sq m", "m²", "m2", "㎡", "平方米", "平米"},
	// Land is measured in mu in China (a fifteenth of a hectare) and in
	// hectares or acres elsewhere: 23.5亩 goes to area_mu.
	"area_mu":   {"mu", "亩"},
	"area_ha":   {"hectare", "hectares", "ha", "公顷"},
	"area_acre": {"acre", "acres"},
	"length_m":  {"m", "meter", "meters", "metre", "metres", "米"},
	"length_km": {"km", "kilometer", "kilometers", "kilometre", "kilometres", "公里"},
	"length_cm": {"cm", "centimeter", "centimeters", "centimetre", "centimetres", "厘米", "公分"},
	"volume_hl": {"hl", "hectolitre", "hectolitres", "hectoliter", "hectoliters", "百升"},
	"volume_ml": {"ml", "milliliter", "milliliters", "millilitre", "millilitres", "毫升"},
	"volume_l":  {"l", "liter", "liters", "litre", "litres", "升", "公升"},
	"length_in": {"inch", "inches"},
	"length_ft": {"ft", "foot", "feet"},
	"length_mi": {"mile", "miles"},
	"mass_kg":   {"kg", "kilogram", "kilograms", "kgs", "公斤", "千克"},
	"mass_g":    {"g", "gram", "grams", "克"},
	"mass_lb":   {"lb", "lbs", "pound", "pounds"},
	"time_s":    {"s", "sec", "secs", "second", "seconds", "秒"},
	"time_min":  {"min", "mins", "minute", "minutes", "分钟"},
	"time_h":    {"h", "hr", "hrs", "hour", "hours", "小时"},
	"time_day":  {"day", "days", "天", "日"},
	"time_week": {"week", "weeks", "周"},
	"time_year": {"year", "years", "yr", "yrs", "年"},
	// An age is counted in years, but 45岁 is an age and never a span of
	// years: it goes to a parameter that speaks of age.
	"age":     {"age", "aged", "岁", "周岁"},
	"speed":   {"m/s", "km/h", "mph", "meters/second", "meter/second"},
	"accel":   {"m/s^2", "m/s2", "meters/second^2", "meter/second^2", "m/s²"},
	"percent": {"%", "percent", "percentage", "rate"},
	"money":   {"$", "dollar", "dollars", "usd", "cny", "rmb", "yuan", "元", "块", "eur", "euro", "euros", "美元", "欧元", "英镑", "港元", "港币", "日元", "人民币"},
	"temp":    {"°c", "°f", "celsius", "fahrenheit", "degrees", "kelvin", "℃", "摄氏度", "度"},
	"units":   {"unit", "units", "pcs", "pieces", "items", "个", "件", "台"},
	// A payment split in parts counts its installments: 分24期.
	"installments": {"installment", "installments", "期"},
	// People are counted apart from things: 两个人 and "3 guests" count
	// the guests of a booking, never its items. A room's seats count the
	// people it holds: 坐60人 is 60 seats.
	// A crew is counted in people too: 现场60人 is a crew of 60.
	"people": {"people", "person", "persons", "guest", "guests", "passenger", "passengers", "adult", "adults", "diner", "diners", "pax", "seat", "seats", "attendee", "attendees", "participant", "participants", "visitor", "visitors", "headcount", "crew", "人", "个人", "位"},
}

// roleNames are the keys of roleWords in a fixed order, so that a slot's
// roles come out the same way every time.
var roleNames = slices.Sorted(maps.Keys(roleWords))

// roleWords say, by a parameter's name, what kind of value it takes and
// so which preposition introduces it.
var roleWords = map[string][]string{
	"place":       {"location", "city", "place", "country", "state", "region", "area", "venue", "address", "destination", "origin", "where", "town", "jurisdiction", "county", "province"},
	"origin":      {"from", "origin", "start", "source", "departure", "src", "sender"},
	"destination": {"to", "destination", "end", "target", "arrival", "dest", "recipient", "new"},
	"agent":       {"artist", "author", "creator", "director", "composer", "painter", "writer", "by", "musician", "band", "operator", "performer"},
	"maker":       {"company", "manufacturer", "maker", "brand", "vendor", "supplier", "provider", "seller", "publisher", "store", "retailer"},
	"team":        {"team", "club"},
	"player":      {"player", "athlete"},
	"platform":    {"platform", "console", "os"},
}

// rolePreps are the words before a value that say its role.
var rolePreps = map[string][]string{
	"place":       {"in", "at", "near", "around", "within", "for", "of"},
	"origin":      {"from", "leaving", "departing"},
	"destination": {"to", "towards", "into", "for"},
	"agent":       {"by", "from"},
	"maker":       {"from", "by", "at", "of"},
	"team":        {"of", "for"}, // the schedule of Manchester United
	"player":      {"of"},        // the record of Tom Brady
	"platform":    {"on", "for"}, // on Switch
}

// hanRolePreps are the Chinese words before (or, with a leading -, after)
// a value that say its role.
var hanRolePreps = map[string][]string{
	"place":       {"在", "位于", "于"},
	"origin":      {"从", "自", "由", "-发往", "-发到", "-寄往", "-寄到", "-到"},
	"destination": {"到", "至", "往", "发往", "寄往", "寄到", "发到", "运往", "送到", "送往"},
	"maker":       {"来自"},
	"named":       {"名叫", "叫做", "名为", "叫"}, // 叫王建国的客户: see namingVerb
}

// namesOne reports whether a parameter's name, split in words, ends in
// a word for an identifier (crew_id, crew_no, crew_number): it names one
// thing and counts none.
func namesOne(raw []string) bool {
	return len(raw) > 1 && slices.Contains([]string{"id", "no", "number", "num", "code"}, raw[len(raw)-1])
}

// unitsOf finds the unit families a parameter speaks of, compound units
// first: "meters/second" is a speed, not a length and a time.
func unitsOf(words []string, desc, name string) []string {
	var out []string
	for _, fam := range unitOrder {
		for _, u := range unitFamilies[fam] {
			if len(u) < 2 && u != name || u == "度" {
				continue // 度 names degrees after a number, but ends 年度, 进度 and 额度 in a description
			}
			if slices.Contains(words, u) || u == name {
				out = append(out, fam)
				break
			}
			if i := aliasIndex(desc, u); i >= 0 {
				out = append(out, fam)
				desc = desc[:i] + strings.Repeat(" ", len(u)) + desc[i+len(u):]
				break
			}
		}
	}
	return out
}

// unitOrder lists compound units before the simple ones they contain.
var unitOrder = []string{"accel", "speed", "area_ft2", "area_m2", "area_mu", "area_ha", "area_acre", "length_km", "length_cm", "volume_hl", "volume_ml", "volume_l", "length_m", "length_in", "length_ft", "length_mi", "mass_kg", "mass_g", "mass_lb",
	"time_s", "time_min", "time_h", "time_day", "time_week", "time_year", "age", "percent", "money", "temp", "people", "units", "installments"}

func unitFamily(u string) string {
	u = strings.ToLower(strings.TrimSpace(u))
	for fam, names := range unitFamilies {
		if slices.Contains(names, u) {
			return fam
		}
	}
	return ""
}
