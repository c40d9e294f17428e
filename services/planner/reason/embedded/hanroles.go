package embedded

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// hanRoleWords are Chinese nouns for the role a person or firm plays,
// with the English words a parameter's name uses for that role: 导师是王建国
// names the supervisor (a lab's PI), 供应商史丹利 the supplier. A general
// table of roles, never one catalog's.
var hanRoleWords = []struct {
	noun  string
	roles []string
}{
	{"导师", []string{"advisor", "supervisor", "mentor", "pi"}}, {"供应商", []string{"vendor", "supplier"}},
	{"厂商", []string{"vendor", "supplier", "manufacturer"}}, {"作者", []string{"author"}},
	{"买方", []string{"buyer"}}, {"卖方", []string{"seller"}},
	{"司机", []string{"driver"}}, {"联系人", []string{"contact"}}, {"操作人", []string{"operator"}}, {"操作员", []string{"operator"}},
}

// latinNameRE is a name of Latin letters that opens text: Sarah Chen.
var latinNameRE = prefilter.MustCompile(`^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}\b`)

// latinRoleRE is an acronym for a role written before 是, 为 or a colon:
// the PI of PI 是刘洋.
var latinRoleRE = prefilter.MustCompile(`\b([A-Z]{2,5})\s*(?:是|为|：|:)\s*`)

// hanRoleLinks are what may stand between a role's noun and the name.
var hanRoleLinks = []string{"是", "为", "：", ":"}

// fillHanRoleNamed fills the open parameter named for a role with the
// name written after the goal's noun for that role: 导师是王建国 fills
// pi_name, 供应商是静安社区中心 vendor, PI 是刘洋 pi_name. Without 是 the name
// must end at a stop (供应商史丹利，编码…): 联系供应商发货 names no one.
func fillHanRoleNamed(slots []slot, g *goalValues, args map[string]any) {
	for _, w := range hanRoleWords {
		for p := range occurrences(g.text, w.noun) {
			fillRoleAt(slots, g, args, w.roles, p+len(w.noun), false, opensClause(g.text, p))
		}
	}
	for _, m := range latinRoleRE.FindAllStringSubmatchIndex(g.text, -1) {
		fillRoleAt(slots, g, args, []string{strings.ToLower(g.text[m[2]:m[3]])}, m[3], true, false)
	}
}

// fillRoleAt fills the one open parameter whose name has a word of roles
// with the name at text[at:], after a linking 是 or colon; a person's
// name for a parameter of a person's name (pi_name), else the Chinese
// words up to a stop. An acronym's role (person) takes a person's name.
// A name of Latin letters needs no link when a stop closes it: 作者
// Thomas Kuhn，.
func fillRoleAt(slots []slot, g *goalValues, args map[string]any, roles []string, at int, person, opens bool) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool {
		return plainString(sl) && slicesContainsAny(sl.raw, roles)
	})
	if s == nil {
		return
	}
	rest := strings.TrimLeft(g.text[at:], " ")
	linked := false
	for _, l := range hanRoleLinks {
		if strings.HasPrefix(rest, l) {
			rest, linked = strings.TrimLeft(rest[len(l):], " "), true
			break
		}
	}
	start := len(g.text) - len(rest)
	name, ok := "", false
	if m := latinNameRE.FindString(rest); m != "" && (linked || endsAtStop(rest[len(m):])) {
		name, ok = m, true
	} else if person || slices.Contains(s.raw, "name") {
		if name, ok = hanSubjectName(rest, true); !ok && linked {
			name, ok = hanNameToStop(rest) // PI 是刘洋 closing the goal
		}
	} else {
		name, ok = hanRoleRun(rest, linked, opens)
	}
	if !ok || !g.free(start, start+len(name)) {
		return
	}
	args[s.name] = name
	g.use(start, start+len(name))
}

// hanRoleRun is the Chinese words that open text up to a stop or the
// end: a firm's name, of two to twelve characters. Unlinked to its noun,
// the noun must open a clause (opens) and the name end at a comma, as a
// detail in a list of them does (，供应商史丹利，), or at the goal's end.
func hanRoleRun(text string, linked, opens bool) (string, bool) {
	end, n := leadingHan(text)
	if n < 2 || n > 12 || strings.HasPrefix(text, "的") {
		return "", false
	}
	stop := text[end:]
	if !linked && (!opens || !endsAtStop(stop) || opensWithAdverb(text)) {
		return "", false
	}
	return text[:end], true
}

// hanAdverbs open a clause that says how things stand, never a name:
// 还没定, 已经到了, 待定, 不在.
const hanAdverbs = "还已没不未待都也刚正就"

// opensWithAdverb reports whether text opens with one of hanAdverbs: what
// follows a role noun (司机还没定) is then a statement about the role,
// not who fills it.
func opensWithAdverb(text string) bool {
	r, size := utf8.DecodeRuneInString(text)
	return size > 0 && strings.ContainsRune(hanAdverbs, r)
}

// opensClause reports whether text[p:] opens the text or a clause: the
// start, or a stop or space before it.
func opensClause(text string, p int) bool {
	r, size := utf8.DecodeLastRuneInString(text[:p])
	return size == 0 || unicode.IsSpace(r) || strings.ContainsRune("，,、；;：:。", r)
}

// endsAtStop reports whether text opens with a stop or is empty: what
// closes a detail in a list of them.
func endsAtStop(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	return text == "" || strings.ContainsRune("，,、；;。", r)
}

// leadingHan measures the run of Han characters text opens with: its
// length in bytes and in characters.
func leadingHan(text string) (end, n int) {
	for end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if !unicode.Is(unicode.Han, r) {
			break
		}
		end += size
		n++
	}
	return end, n
}
