package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A parameter that takes a country's ISO 3166 code (JP, THA) is named by
// the country the goal names, in English or in Chinese: "roaming in
// Thailand", 去日本. countryNames is the table of the common countries and
// regions, each with its two- and three-letter codes.
var countryNames = []struct {
	alpha2, alpha3 string
	names          []string
}{
	{"CN", "CHN", []string{"china", "中国", "中国大陆"}},
	{"HK", "HKG", []string{"hong kong", "香港"}},
	{"MO", "MAC", []string{"macau", "macao", "澳门"}},
	{"TW", "TWN", []string{"taiwan", "台湾"}},
	{"JP", "JPN", []string{"japan", "日本"}},
	{"KR", "KOR", []string{"south korea", "korea", "韩国"}},
	{"TH", "THA", []string{"thailand", "泰国"}},
	{"SG", "SGP", []string{"singapore", "新加坡"}},
	{"MY", "MYS", []string{"malaysia", "马来西亚"}},
	{"VN", "VNM", []string{"vietnam", "viet nam", "越南"}},
	{"ID", "IDN", []string{"indonesia", "印度尼西亚", "印尼"}},
	{"PH", "PHL", []string{"philippines", "菲律宾"}},
	{"IN", "IND", []string{"india", "印度"}},
	{"AU", "AUS", []string{"australia", "澳大利亚", "澳洲"}},
	{"NZ", "NZL", []string{"new zealand", "新西兰"}},
	{"US", "USA", []string{"united states", "usa", "america", "美国"}},
	{"CA", "CAN", []string{"canada", "加拿大"}},
	{"MX", "MEX", []string{"mexico", "墨西哥"}},
	{"BR", "BRA", []string{"brazil", "巴西"}},
	{"GB", "GBR", []string{"united kingdom", "britain", "england", "英国"}},
	{"FR", "FRA", []string{"france", "法国"}},
	{"DE", "DEU", []string{"germany", "德国"}},
	{"IT", "ITA", []string{"italy", "意大利"}},
	{"ES", "ESP", []string{"spain", "西班牙"}},
	{"PT", "PRT", []string{"portugal", "葡萄牙"}},
	{"NL", "NLD", []string{"netherlands", "holland", "荷兰"}},
	{"CH", "CHE", []string{"switzerland", "瑞士"}},
	{"SE", "SWE", []string{"sweden", "瑞典"}},
	{"RU", "RUS", []string{"russia", "俄罗斯"}},
	{"TR", "TUR", []string{"turkey", "türkiye", "土耳其"}},
	{"AE", "ARE", []string{"united arab emirates", "uae", "阿联酋"}},
	{"SA", "SAU", []string{"saudi arabia", "沙特阿拉伯", "沙特"}},
	{"EG", "EGY", []string{"egypt", "埃及"}},
	{"ZA", "ZAF", []string{"south africa", "南非"}},
}

// countryFirmBeforeRE and countryFirmAfterRE are the words around a
// country's name that make it part of a firm's: Bank of America, Air
// China, China Mobile, 中国银行, 中国移动.
var (
	countryFirmBeforeRE = prefilter.MustCompile(`(?i)\b(?:bank\s+of|air)\s+$`)
	countryFirmAfterRE  = prefilter.MustCompile(`(?i)^(?:\s+(?:mobile|unicom|telecom|bank|airlines?|airways|post|eastern|southern|life|merchants)\b|移动|联通|电信|银行|航空|邮政|人寿|东航|南航|国际航空)`)
)

// namesCountry reports whether goal[a:b], a country's name, names the
// country: an English name is written with a capital (turkey is a bird),
// and neither is part of a firm's name.
func namesCountry(g *goalValues, a, b int) bool {
	if c := g.text[a]; 'a' <= c && c <= 'z' {
		return false
	}
	return !endsWith(countryFirmBeforeRE, g.text[:a]) && !countryFirmAfterRE.MatchString(g.text[b:])
}

// countryParamRE is a description that asks for a country's ISO code.
var countryParamRE = prefilter.MustCompile(`(?i)\biso[ -]?3166|\balpha-?[23]\b|\bcountry(?:\s+or\s+region)?\s+code\b|国家代码|国家码`)

// countryCodeLen returns the length of the ISO code a slot takes, 2 or 3,
// or 0 when it takes none: its description or name says country and ISO
// or code, and its pattern or description the length.
func countryCodeLen(s *slot) int {
	if s.p.typ() != "string" && s.p.typ() != "" || len(s.p.Enum) > 0 {
		return 0
	}
	d := s.p.Description
	country := slices.Contains(s.words, "country") || strings.Contains(strings.ToLower(d), "country")
	if !country || !countryParamRE.MatchString(d) && !slices.Contains(s.words, "code") {
		return 0
	}
	switch {
	case strings.Contains(s.p.Pattern, "{3}") || strings.Contains(strings.ToLower(d), "alpha-3"):
		return 3
	case strings.Contains(s.p.Pattern, "{2}") || strings.Contains(strings.ToLower(d), "alpha-2") || countryParamRE.MatchString(d):
		return 2
	}
	return 0
}

// fillCountryCodes fills a parameter of a country's ISO code with the
// code of the one country the goal names; two countries fill none. A name
// inside a longer one is none of its own: the 印度 of 印度尼西亚.
func fillCountryCodes(slots []slot, g *goalValues, args map[string]any) {
	for i := range slots {
		s := &slots[i]
		if _, done := args[s.name]; done {
			continue
		}
		n := countryCodeLen(s)
		if n == 0 {
			continue
		}
		var hits []namedCode
		for _, c := range countryNames {
			for _, name := range c.names {
				if p := aliasIndex(g.lower, name); p >= 0 && g.free(p, p+len(name)) && namesCountry(g, p, p+len(name)) {
					hits = append(hits, namedCode{p, p + len(name), c.alpha2})
					if n == 3 {
						hits[len(hits)-1].code = c.alpha3
					}
				}
			}
		}
		h, ok := oneNamedCode(hits)
		if !ok {
			continue
		}
		args[s.name] = h.code
		g.use(h.a, h.b)
	}
}

// namedCode is the code of a name the goal writes at [a, b).
type namedCode struct {
	a, b int
	code string
}

// oneNamedCode returns the one code the names a goal writes stand for,
// once a name inside a longer one is dropped (the 印度 of 印度尼西亚,
// the 中文 of 简体中文); names of two codes give none.
func oneNamedCode(hits []namedCode) (namedCode, bool) {
	hits = slices.DeleteFunc(hits, func(h namedCode) bool {
		return slices.ContainsFunc(hits, func(o namedCode) bool { return o.a <= h.a && o.b >= h.b && o.b-o.a > h.b-h.a })
	})
	if len(hits) == 0 || slices.ContainsFunc(hits, func(h namedCode) bool { return h.code != hits[0].code }) {
		return namedCode{}, false
	}
	return hits[0], true
}
