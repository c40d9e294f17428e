package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanSchoolRE is a Chinese school's name at the start of a clause: a few
// characters and the word for the kind of school that ends it (实验小学,
// 第一中学, 育才学院). The bare 学校 is the common noun.
var hanSchoolRE = prefilter.MustCompile(`(?:^|[，,。；;：:、\s]|给|为|帮|是)(\p{Han}{1,6}?(?:小学|中学|大学|学院|幼儿园))`)

// hanSchoolNotNameRE is a run before a school's word that names no one
// school: a modifier (下周的), or a pointing word (这所, 哪个, 各).
var hanSchoolNotNameRE = prefilter.MustCompile(`的|^[这那哪该本每各]`)

// fillHanSchool fills the one open parameter named for a school
// (school_name, school) with the Chinese school's name a clause opens
// with: 实验小学五年级45个学生 comes from 实验小学. A school's word
// that 生 follows is its pupils (初中学生), no school's name.
func fillHanSchool(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && slices.Contains(sl.raw, "school") })
	if s == nil {
		return
	}
	for _, m := range hanSchoolRE.FindAllStringSubmatchIndex(g.text, -1) {
		if g.free(m[2], m[3]) && !hanSchoolNotNameRE.MatchString(g.text[m[2]:m[3]]) && !strings.HasPrefix(g.text[m[3]:], "生") {
			args[s.name] = g.text[m[2]:m[3]]
			g.use(m[2], m[3])
			return
		}
	}
}
