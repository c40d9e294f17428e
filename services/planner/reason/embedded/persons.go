package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// personWords are the nouns a parameter's name uses for a person:
// guest_name, customer_name, passenger_name take a person's name, where
// hotel_name or product_name take a thing's.
var personWords = map[string]bool{"guest": true, "customer": true, "client": true, "patient": true, "passenger": true, "member": true,
	"person": true, "contact": true, "recipient": true, "employee": true, "staff": true, "user": true, "holder": true, "traveler": true,
	"traveller": true, "visitor": true, "tenant": true, "student": true, "owner": true, "full": true, "first": true, "last": true}

// honorificNameRE is a name with its title: "Mr. Lin", "Dr. Ana Ruiz".
var honorificNameRE = prefilter.MustCompile(`\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.? [A-Z][a-z]+(?: [A-Z][a-z]+)?\b`)

// hanForRE is 给 and the person a thing is done for before the verb
// that does it: 给李晓梅约一节课, 给张老师预约.
var hanForRE = prefilter.MustCompile(`给(\p{Han}{2,3}?)(?:预订|预定|预约|安排|登记|订|约|办|开|买)`)

// hanOnBehalfRE is 帮, 为 or 替 and the person a thing is done for before
// the verb that does it: 帮赵敏订一间, 替王小明预约. The name must open with
// a surname: 帮客人订 names no one, nor 为周末订 a day.
var hanOnBehalfRE = prefilter.MustCompile(`(?:帮|为|替)(\p{Han}{2,3}?)(?:预订|预定|预约|安排|登记|订|约|办|开|买|租)`)

// onBehalfName reports whether the words after 帮 are a person's name: a
// surname first, and no word for who a person is (顾客 opens with 顾).
func onBehalfName(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return strings.ContainsRune(hanSurnames, r) &&
		!slices.ContainsFunc(hanPersonWords, func(p string) bool { return strings.HasPrefix(w, p) })
}

// hanTitledNameRE is a Chinese surname with the title a person is called
// by, standing as a word of its own: 李女士, 王先生, after the start, a
// comma, a word for whom (给, 帮, 为, 是, 叫) or a word for who the person
// is: 联系人刘女士, 负责人王先生, 客户陈先生 — a role word that ends in 人
// or one of hanPersonWords.
var hanTitledNameRE = prefilter.MustCompile(`(?:^|[，,、。；;：:\s]|给|帮|为|替|是|叫|人|` +
	strings.Join(hanPersonWords, "|") + `)(\p{Han})(?:女士|先生|小姐)`)

// trailingPrepRE is a description that ends in a preposition: "Name the
// table is booked under." — the goal writes the value after the same word.
var trailingPrepRE = prefilter.MustCompile(`(?i)\b(under|for|to|by|from|with)\s*\.?\s*$`)

// soleOpenSlot is the one parameter not yet filled that fits, or nil when
// none does or when two do: which of two it is, the goal does not say.
func soleOpenSlot(slots []slot, args map[string]any, fits func(*slot) bool) *slot {
	var s *slot
	for i := range slots {
		sl := &slots[i]
		if _, done := args[sl.name]; done || !fits(sl) {
			continue
		}
		if s != nil {
			return nil
		}
		s = sl
	}
	return s
}

// fillPersonName fills the one open parameter that takes a person's name
// with the name the goal marks as a person's: written with a title (Mr.
// Lin, 李女士), after 给 before the verb done for them (给李晓梅约), or after the
// preposition the parameter's description ends in ("booked under" takes
// the name after under), or, for a person's 姓名, after for ("jobs for
// Chen Wei").
func fillPersonName(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && personNameSlot(sl) })
	if s == nil {
		return
	}
	if m := trailingPrepRE.FindStringSubmatch(s.p.Description); m != nil {
		prep := strings.ToLower(m[1])
		for _, sp := range g.spans {
			if sp.kind == spanName && prevWord(g.lower, sp.pos) == prep && g.free(sp.pos, sp.end) {
				args[s.name] = sp.text
				g.use(sp.pos, sp.end)
				return
			}
		}
	}
	for _, m := range honorificNameRE.FindAllStringIndex(g.text, -1) {
		if g.free(m[0], m[1]) {
			args[s.name] = g.text[m[0]:m[1]]
			g.use(m[0], m[1])
			return
		}
	}
	for _, m := range hanTitledNameRE.FindAllStringSubmatchIndex(g.text, -1) {
		if strings.ContainsRune(hanSurnames, []rune(g.text[m[2]:m[3]])[0]) && g.free(m[2], m[1]) {
			args[s.name] = g.text[m[2]:m[1]]
			g.use(m[2], m[1])
			return // 李女士, a surname and the title it is called by
		}
	}
	for _, m := range hanForRE.FindAllStringSubmatchIndex(g.text, -1) {
		if g.free(m[2], m[3]) {
			args[s.name] = g.text[m[2]:m[3]]
			g.use(m[2], m[3])
			return
		}
	}
	for _, m := range hanOnBehalfRE.FindAllStringSubmatchIndex(g.text, -1) {
		if onBehalfName(g.text[m[2]:m[3]]) && g.free(m[2], m[3]) && !g.dated(m[2], m[3]) {
			args[s.name] = g.text[m[2]:m[3]]
			g.use(m[2], m[3])
			return
		}
	}
	if !hanFullNameRE.MatchString(s.p.Description) {
		return
	}
	for _, sp := range g.spans {
		if sp.kind == spanName && !sp.sentStart && prevWord(g.lower, sp.pos) == "for" && g.free(sp.pos, sp.end) {
			args[s.name] = sp.text
			g.use(sp.pos, sp.end)
			return // "jobs for Chen Wei": whose they are
		}
	}
}

// hanFullNameRE is a description that ends in 姓名, a person's full name:
// 修复师姓名, 联系人姓名. A thing's name is 名称.
var hanFullNameRE = prefilter.MustCompile(`姓名\s*[。.]?\s*$`)

// personNameSlot reports whether a parameter takes a person's name: a
// name named for a person (guest_name, full_name), name alone, or one
// its description calls a person's 姓名.
func personNameSlot(s *slot) bool {
	if hanFullNameRE.MatchString(s.p.Description) {
		return true
	}
	if !slices.Contains(s.raw, "name") {
		return false
	}
	return len(s.raw) == 1 || slices.ContainsFunc(s.raw, func(w string) bool { return personWords[w] })
}
