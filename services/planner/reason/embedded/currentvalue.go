package embedded

import (
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// periodNouns are the names, English and Chinese, of a named period a
// schema may list as enum values (2025_spring, 2025_autumn) rather than as
// dates. A noun counts only when the parameter's name or description uses
// one of its English words.
var periodNouns = []struct {
	en []string
	zh []string
}{
	{[]string{"term", "semester"}, []string{"学期"}},
	{[]string{"season"}, []string{"赛季"}},
	{[]string{"quarter"}, []string{"季度"}},
	{[]string{"sprint", "iteration"}, []string{"迭代"}},
	{[]string{"cycle"}, []string{"周期"}},
}

// currentMarkRE follows the enum value a description marks as the current
// one: "2025_autumn (the current term)".
var currentMarkRE = prefilter.MustCompile(`^\s*\((?:is\s+)?(?:the\s+)?current\b`)

// enumByCurrent returns the enum value a goal names by its place relative
// to the one the description marks current: "this term" or 本学期 is the
// current value, "last term" or 上学期 the one listed before it, "next
// term" or 下学期 the one after. Nothing is returned when the description
// marks no value current or the goal names no such period.
func enumByCurrent(enum []any, name, description, text string) []string {
	cur := -1
	for i, x := range enum {
		v, ok := x.(string)
		if !ok || v == "" {
			continue
		}
		for at := 0; ; {
			k := strings.Index(description[at:], v)
			if k < 0 {
				break
			}
			at += k + len(v)
			if currentMarkRE.MatchString(description[at:]) {
				cur = i
			}
		}
	}
	if cur < 0 {
		return nil
	}
	words := append(nameWords(name), strings.Fields(lowerASCII(description))...)
	lower := lowerASCII(text)
	for _, pn := range periodNouns {
		if !slices.ContainsFunc(pn.en, func(w string) bool {
			return slices.ContainsFunc(words, func(x string) bool { return strings.Trim(x, ".,:;()") == w })
		}) {
			continue
		}
		step, ok := periodStep(lower, pn.en, pn.zh)
		if !ok {
			continue
		}
		i := cur + step
		if i < 0 || i >= len(enum) {
			return nil
		}
		if v, ok := enum[i].(string); ok {
			return []string{v}
		}
	}
	return nil
}

// periodStep reads how far from the current period the goal's period is:
// 0 for this or current, -1 for last or previous, 1 for next.
func periodStep(lower string, en, zh []string) (int, bool) {
	nouns := strings.Join(en, "|")
	enRE := regexp.MustCompile(`\b(this|current|present|last|previous|prior|next|coming|upcoming)\s+(?:` + nouns + `)\b`)
	if m := enRE.FindStringSubmatch(lower); m != nil {
		switch m[1] {
		case "last", "previous", "prior":
			return -1, true
		case "next", "coming", "upcoming":
			return 1, true
		}
		return 0, true
	}
	zhRE := regexp.MustCompile(`(本|这个?|当前|今|上一?个?|下一?个?)(?:` + strings.Join(zh, "|") + `)`)
	if m := zhRE.FindStringSubmatch(lower); m != nil {
		switch {
		case strings.HasPrefix(m[1], "上"):
			return -1, true
		case strings.HasPrefix(m[1], "下"):
			return 1, true
		}
		return 0, true
	}
	return 0, false
}
