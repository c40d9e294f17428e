package embedded

import (
	"bytes"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// fillLexicalFlags fills, in each planned step, each boolean parameter
// still unfilled whose name's words a Chinese word of the goal names
// through the general glossary of tool text (see lexical.GlossCovers):
// 无人机 for drone, 违规 for with_violations, 封路 for road_closure. The
// word negated (不用封路) or declined after (封路就不用了) clears the flag. Like fillLexicalGlossed it runs
// once the tools are chosen, and passes over a flag whose words are those
// of a tool's name (the goal's word is then a step's act or object), a
// word joined to another by 或者 or 和 (either is asked after), and a
// goal naming the flag's words twice, once negated.
func fillLexicalFlags(subs []task.Subtask, goal string, byName map[string]*toolspec.Spec) {
	if !hasHan(goal) {
		return
	}
	lower := ""
	for i := range subs {
		st := &subs[i]
		spec := byName[st.Tool]
		if spec == nil || st.Args == nil || !bytes.Contains(spec.Parameters, []byte(`"boolean"`)) {
			continue // no flag to fill: its schema need not be read
		}
		if lower == "" {
			lower = lowerASCII(goal)
		}
		sch, err := schemaObject(spec.Parameters)
		if err != nil {
			continue
		}
		for n, p := range sch.Properties {
			if _, done := st.Args[n]; done || p.typ() != "boolean" {
				continue
			}
			words := lexFlagWords(n)
			if len(words) == 0 || len(words) > 2 || slices.ContainsFunc(words, func(w string) bool { return toolNameWord(w, "", byName) }) {
				continue
			}
			found := map[bool]bool{}
			for _, at := range lexical.GlossCovers(lower, words) {
				if coordinatedWith(lower[:at[0]], lower[at[1]:]) {
					found = nil
					break
				}
				if hanModifiesRE.MatchString(lower[at[1]:]) {
					continue // 无人机拍的视频: the word tells of another thing
				}
				declined := hanDeclinedAfterRE.MatchString(lower[at[1]:]) // 无人机不用带
				found[!negatedAt(lower, at[0]) && !declined] = true
			}
			if len(found) != 1 {
				continue
			}
			st.Args[n] = found[true]
			st.Missing = slices.DeleteFunc(st.Missing, func(m string) bool { return m == n })
		}
	}
}

// hanModifiesRE begins what follows a word that, with 的 and at most a
// verb between, qualifies the noun after it: 无人机拍的视频, 封路的通知.
var hanModifiesRE = prefilter.MustCompile(`^\p{Han}{0,2}的\p{Han}`)

// lexFlagWords are the words of a flag's name that say what it is about,
// without the verbs and particles of a flag (include, has, only, needs).
func lexFlagWords(name string) []string {
	var out []string
	for _, w := range nameWords(name) {
		if boolVerbs[w] || joinVerbs[w] || boolVerbs[strings.TrimSuffix(w, "s")] || stopWords[w] {
			continue
		}
		out = append(out, w)
	}
	return out
}
