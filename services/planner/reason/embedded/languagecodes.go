package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// A parameter whose values are language codes (en, ja, zh-CN) takes the
// code of the one language the goal names, in English or in Chinese:
// "translated into Japanese", 改成英文. languageNames is the table of the
// common languages, each under its ISO 639-1 code; zh-hans and zh-hant
// are the two written forms of Chinese, named apart.
var languageNames = []struct {
	code  string
	names []string
}{
	{"zh-hans", []string{"simplified chinese", "简体中文", "简体字", "简体"}},
	{"zh-hant", []string{"traditional chinese", "繁体中文", "繁體中文", "繁体字", "繁体"}},
	{"zh", []string{"chinese", "mandarin", "中文", "汉语", "华语", "普通话"}},
	{"en", []string{"english", "英文", "英语"}},
	{"ja", []string{"japanese", "日文", "日语"}},
	{"ko", []string{"korean", "韩文", "韩语", "朝鲜语"}},
	{"fr", []string{"french", "法文", "法语"}},
	{"de", []string{"german", "德文", "德语"}},
	{"es", []string{"spanish", "西班牙文", "西班牙语"}},
	{"it", []string{"italian", "意大利文", "意大利语"}},
	{"pt", []string{"portuguese", "葡萄牙文", "葡萄牙语"}},
	{"ru", []string{"russian", "俄文", "俄语"}},
	{"ar", []string{"arabic", "阿拉伯文", "阿拉伯语"}},
	{"th", []string{"thai", "泰文", "泰语"}},
	{"vi", []string{"vietnamese", "越南文", "越南语"}},
}

// languageRegions are the region codes that write each form of Chinese:
// zh-CN is simplified, zh-TW traditional.
var languageRegions = map[string][]string{
	"zh-hans": {"cn", "sg"},
	"zh-hant": {"tw", "hk", "mo"},
}

// isLanguageParam reports whether a parameter's name or description says
// it takes a language, and most of its values are language codes.
func isLanguageParam(enum []any, name, desc string) bool {
	words := nameWordsAll(name)
	d := strings.ToLower(desc)
	if !slices.ContainsFunc(words, func(w string) bool { return w == "language" || w == "lang" || w == "locale" }) &&
		!strings.Contains(d, "language") && !strings.Contains(d, "语言") && !strings.Contains(d, "语种") {
		return false
	}
	codes := 0
	for _, x := range enum {
		if v, ok := x.(string); ok && languageBase(v) != "" {
			codes++
		}
	}
	return codes*2 > len(enum)
}

// languageBase returns the ISO 639-1 code a language code value opens
// with (zh of zh-CN), or "" when v is none.
func languageBase(v string) string {
	base, _, _ := strings.Cut(strings.ReplaceAll(strings.ToLower(v), "_", "-"), "-")
	for _, l := range languageNames {
		if l.code == base {
			return base
		}
	}
	return ""
}

// isTargetLanguageParam reports whether a language parameter takes the
// language a thing is turned into: target_lang, "Target language", 目标语言.
func isTargetLanguageParam(name, desc string) bool {
	d := strings.ToLower(desc)
	return slices.ContainsFunc(nameWordsAll(name), func(w string) bool { return w == "target" || w == "to" || w == "dest" || w == "output" }) ||
		strings.Contains(d, "target") || strings.Contains(d, "目标")
}

// intoLanguageRE ends the words before a language a thing is turned
// into: "translate it into", 翻成, 译为.
var intoLanguageRE = prefilter.MustCompile(`(?i)(?:\b(?:into|to)\s+(?:the\s+)?|[成为到]\s*)$`)

// enumByLanguage returns the value of a language parameter that codes the
// one language the goal names; two languages, or a language whose code
// fits two values (Chinese for zh-Hans and zh-Hant), name none. A target
// language is only one written after "into" or 成: "our English team"
// names what a thing is in, not what it becomes.
func enumByLanguage(enum []any, name, desc string, g *goalValues) []string {
	if !isLanguageParam(enum, name, desc) {
		return nil
	}
	target := isTargetLanguageParam(name, desc)
	var hits []namedCode
	for _, l := range languageNames {
		for _, n := range l.names {
			if p := aliasIndex(g.lower, n); p >= 0 && g.free(p, p+len(n)) && (!target || intoLanguageRE.MatchString(g.lower[:p])) {
				hits = append(hits, namedCode{p, p + len(n), l.code})
			}
		}
	}
	h, ok := oneNamedCode(hits)
	if !ok {
		return bothLanguages(enum, hits, g)
	}
	code := h.code
	var exact, fits []string
	for _, x := range enum {
		v, ok := x.(string)
		if !ok {
			continue
		}
		lv := strings.ReplaceAll(strings.ToLower(v), "_", "-")
		base, region, _ := strings.Cut(lv, "-")
		switch {
		case lv == code:
			exact = append(exact, v)
		case base == code, strings.HasPrefix(code, base+"-") && (slices.Contains(languageRegions[code], region) || region == ""):
			fits = append(fits, v)
		}
	}
	switch {
	case len(exact) == 1:
		return exact
	case len(fits) == 1:
		return fits
	}
	return nil
}

// bothLanguages is the enum's "both" for a goal naming two languages
// joined by "and", each a value of the enum: a notice "in English and
// Chinese" where the language is zh, en or both.
func bothLanguages(enum []any, hits []namedCode, g *goalValues) []string {
	hits = slices.DeleteFunc(slices.Clone(hits), func(h namedCode) bool {
		return slices.ContainsFunc(hits, func(o namedCode) bool { return o.a <= h.a && o.b >= h.b && o.b-o.a > h.b-h.a })
	})
	if len(hits) != 2 || hits[0].code == hits[1].code {
		return nil
	}
	for _, h := range hits {
		if !hasValue(enum, h.code) {
			return nil
		}
	}
	x, y := hits[0], hits[1]
	if y.a < x.a {
		x, y = y, x
	}
	if x.b > y.a || !joined(g.lower, [2]int{x.a, x.b}, [2]int{y.a, y.b}) {
		return nil
	}
	if v, ok := bothValue(enum, strings.TrimSpace(g.lower[x.b:y.a])); ok && !saidApart(g.lower) {
		return []string{v}
	}
	return nil
}
