package embedded

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanOrdinalRE is an ordinal written with 第 and the measure word of what
// it numbers: 第42场, 第4集, 第15A场. Group 1 is the number, group 2 the
// measure word.
var hanOrdinalRE = prefilter.MustCompile(`第\s*(\d{1,4}[A-Z]?)\s*(\p{Han})`)

// hanOrdinalNouns are the English nouns a measure word after 第 numbers:
// 第4集 is an episode, 第42场 a scene or a match, 第3章 a chapter.
var hanOrdinalNouns = map[rune][]string{
	'集': {"episode"}, '场': {"scene", "match", "game", "show"}, '章': {"chapter"}, '节': {"lesson", "section", "class"},
	'季': {"season"}, '轮': {"round"}, '页': {"page"}, '题': {"question"}, '层': {"floor", "level"}, '排': {"row"},
}

// numberedNounSlot returns the noun an open parameter is the number of,
// by its name: episode of episode_number, scene of scene_no.
func numberedNounSlot(s *slot) string {
	if len(s.raw) != 2 || !slices.Contains([]string{"number", "no", "num"}, s.raw[1]) {
		return ""
	}
	return s.raw[0]
}

// fillHanOrdinal fills the open parameter named for the number of a thing
// with the N of 第N and the measure word of that thing: 第4集 for
// episode_number, 第42场 for scene_number. An integer takes a bare number,
// a string one its pattern (if any) accepts, 15A.
func fillHanOrdinal(slots []slot, g *goalValues, args map[string]any) {
	for _, m := range hanOrdinalRE.FindAllStringSubmatchIndex(g.text, -1) {
		if !g.free(m[0], m[3]) {
			continue
		}
		if strings.HasPrefix(g.text[m[5]:], "度") {
			continue // 第3季度 is a quarter of the year, no season
		}
		measure, _ := utf8.DecodeRuneInString(g.text[m[4]:])
		nouns := hanOrdinalNouns[measure]
		for i := range slots {
			s := &slots[i]
			if _, done := args[s.name]; done || !slices.Contains(nouns, numberedNounSlot(s)) {
				continue
			}
			if v, ok := ordinalValue(s, g.text[m[2]:m[3]]); ok {
				args[s.name] = v
				g.use(m[0], m[3])
				break
			}
		}
	}
}

// ordinalValue is the number of 第N as the parameter takes it.
func ordinalValue(s *slot, n string) (any, bool) {
	switch s.p.typ() {
	case "integer":
		v, err := strconv.Atoi(n)
		return int64(v), err == nil && within(s.p, float64(v))
	case "string":
		if len(s.p.Enum) > 0 {
			return nil, false
		}
		if s.p.Pattern != "" {
			re := schemaPattern(s.p.Pattern)
			return n, re != nil && re.MatchString(n)
		}
		return n, true
	}
	return nil, false
}
