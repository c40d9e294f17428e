package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// degreeWord is the Chinese word for "degree" that turns the adjective
// before it into the name of a measure: 严重程度 is severity, 紧急程度
// urgency, 重要程度 importance.
const degreeWord = "程度"

// maskDegreeNouns blanks, in place and byte for byte, the two Han
// characters before each 程度 of lower: "严重程度算高" names the severity
// and sets it high, and its 严重 is no severe value.
func maskDegreeNouns(lower string) string {
	if !strings.Contains(lower, degreeWord) {
		return lower
	}
	b := []byte(lower)
	for i := 0; ; {
		k := strings.Index(lower[i:], degreeWord)
		if k < 0 {
			break
		}
		at := i + k
		start := at
		for n := 0; n < 2 && start > 0; n++ {
			r, size := utf8.DecodeLastRuneInString(lower[:start])
			if !unicode.Is(unicode.Han, r) {
				break
			}
			start -= size
		}
		for j := start; j < at; j++ {
			b[j] = ' '
		}
		i = at + len(degreeWord)
	}
	return string(b)
}

// degreeLevelRE is a measure named by 程度 and the level it is set to:
// 严重程度算高, 紧急程度：中, 重要程度为低.
var degreeLevelRE = prefilter.MustCompile(`(\p{Han}{2})程度\s*(?:算|为|是|定为|设为|[:：])?\s*(?:很|较|比较)?([高中低])`)

// degreeLevels are the enum values, in order of preference, each level
// word of degreeLevelRE stands for.
var degreeLevels = map[string][]string{
	"高": {"high"},
	"中": {"medium", "moderate", "normal"},
	"低": {"low"},
}

// degreeMeasures are the words a parameter for each measure named by 程度
// is written with: 严重程度 is a severity, 紧急程度 an urgency or a
// priority.
var degreeMeasures = map[string][]string{
	"严重": {"severity", "严重"},
	"紧急": {"urgen", "priority", "紧急"},
	"重要": {"importance", "priority", "重要"},
	"优先": {"priority", "优先"},
	"风险": {"risk", "风险"},
}

// measuresParam reports whether the parameter, by its name or
// description, is the measure a goal names by 程度 (degreeMeasures): the
// level of 完成程度 or 满意程度 sets no priority.
func measuresParam(measure, name, desc string) bool {
	words := strings.ToLower(name + " " + desc)
	for _, w := range degreeMeasures[measure] {
		if strings.Contains(words, w) {
			return true
		}
	}
	return false
}

// enumByDegree returns the level a goal sets a measure it names by 程度
// to: high for 严重程度算高, when the parameter is that measure and its
// enum has the level.
func enumByDegree(enum []any, name, desc, text string) []string {
	if !strings.Contains(text, degreeWord) {
		return nil
	}
	m := degreeLevelRE.FindStringSubmatch(text)
	if m == nil || !measuresParam(m[1], name, desc) {
		return nil
	}
	for _, v := range degreeLevels[m[2]] {
		if ev, ok := enumValue(enum, v); ok {
			return []string{ev}
		}
	}
	return nil
}
