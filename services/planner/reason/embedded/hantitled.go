package embedded

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// hanPersonTitles are the words a Chinese name is followed by to say
// what the person is: 王建国老师, 刘医生, 王秀英老人.
var hanPersonTitles = []string{"老师", "医生", "大夫", "教授", "博士", "主任", "老人", "护士", "律师", "经理", "师傅"}

// hanNameStarts are what may stand right before a Chinese name: the words
// of hanNameEnds (a time, a preposition, a particle) and the verbs that
// take a person as their object (找, 问, 联系).
var hanNameStarts = append([]string{"一下", "找", "问", "请", "让", "帮", "叫", "由", "向", "对", "为", "替", "联系", "通知", "查"}, hanNameEnds...)

// personRoles are the single-word parameter names that take a person:
// doctor, teacher, assignee.
var personRoles = map[string]bool{"doctor": true, "teacher": true, "instructor": true, "assignee": true, "author": true, "trainer": true,
	"supervisor": true, "advisor": true, "nurse": true, "physician": true, "coach": true, "lawyer": true, "manager": true}

// fillHanTitledName fills the one open parameter that takes a person's
// name with the Chinese name a title follows: 王建国老师课题组 gives 王建国,
// 上周刘医生查房 gives 刘医生 (a surname alone keeps its title, the way the
// person is called). A parameter takes a person's name when it is named
// for one (guest_name, doctor) or is the name of something other than
// what the tool handles (pi_name of a tool that lists charges).
func fillHanTitledName(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && titledNameSlot(sl, g) })
	if s == nil {
		return
	}
	for _, title := range hanPersonTitles {
		for p := range occurrences(g.text, title) {
			if a, v, ok := hanTitledName(g.text, p, title); ok && g.free(a, p) {
				args[s.name] = v
				g.use(a, p+len(title))
				return
			}
		}
	}
}

// titledNameSlot reports whether a parameter takes a person's name.
func titledNameSlot(s *slot, g *goalValues) bool {
	if personNameSlot(s) || possessiveNameRE.MatchString(s.p.Description) {
		return true
	}
	if len(s.raw) == 1 {
		return personRoles[s.raw[0]]
	}
	return len(s.raw) == 2 && s.raw[1] == "name" && !g.toolName[s.raw[0]] && !stopWords[s.raw[0]]
}

// hanTitledName reads the name before the title at p: a surname and one
// or two characters more, the name alone, or a surname alone, with its
// title. What stands before the name must be able to open one.
func hanTitledName(text string, p int, title string) (int, string, bool) {
	for _, n := range []int{3, 2, 1} {
		a, ok := p, true
		for i := 0; i < n && ok; i++ {
			r, size := utf8.DecodeLastRuneInString(text[:a])
			ok = size > 0 && unicode.Is(unicode.Han, r)
			a -= size
		}
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(text[a:]); !strings.ContainsRune(hanSurnames, r) || !hanNameOpens(text[:a]) {
			continue
		}
		if n == 1 {
			return a, text[a : p+len(title)], true
		}
		return a, text[a:p], true
	}
	return 0, "", false
}

// hanNameOpens reports whether a name may start after before.
func hanNameOpens(before string) bool {
	r, size := utf8.DecodeLastRuneInString(before)
	if size == 0 || !unicode.Is(unicode.Han, r) {
		return true
	}
	for _, w := range hanNameStarts {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}
