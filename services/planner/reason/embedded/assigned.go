package embedded

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// assignedToRE is a verb of handing work over and the person it goes to,
// in the same clause: "assign SVC-0879 to Tom Becker", "assign 给 Kevin",
// 指派给王磊. Its group is where the person's name opens.
var assignedToRE = prefilter.MustCompile(`(?i)(?:\b(?:re)?assign(?:ed)?\b[^，,。.;；!?？]{0,40}?(?:\bto\b|给)|(?:指派|分配|分派|派|转|交)给)\s*()`)

// assigneeSlot reports whether a parameter takes whom work is assigned
// to: assignee, assigned_to.
func assigneeSlot(s *slot) bool {
	return slices.Contains(s.raw, "assignee") || slices.Contains(s.raw, "assigned") && slices.Contains(s.raw, "to")
}

// fillAssignedName fills the open parameter for whom work is assigned
// to with the name after the verb that hands it over: a name of Latin
// capitals (Tom Becker, Kevin) or a Chinese one (王磊). A day is no
// one's name: "assign it to Monday's queue".
func fillAssignedName(slots []slot, g *goalValues, args map[string]any) {
	s := soleOpenSlot(slots, args, func(sl *slot) bool { return plainString(sl) && assigneeSlot(sl) })
	if s == nil {
		return
	}
	for _, m := range assignedToRE.FindAllStringSubmatchIndex(g.text, -1) {
		at := m[2]
		name := latinNameRE.FindString(g.text[at:])
		if name == "" {
			var ok bool
			if name, ok = hanSubjectName(g.text[at:], true); !ok {
				name, ok = hanNameToStop(g.text[at:])
			}
			if !ok {
				continue
			}
		}
		if g.free(at, at+len(name)) && !g.dated(at, at+len(name)) {
			args[s.name] = name
			g.use(at, at+len(name))
			return
		}
	}
}

// hanNameToStop is a Chinese name of two or three characters, a surname
// first, that a stop or the end of text closes: 指派给王磊 or 给王磊，.
func hanNameToStop(text string) (string, bool) {
	first, _ := utf8.DecodeRuneInString(text)
	if !strings.ContainsRune(hanSurnames, first) {
		return "", false
	}
	end, n := leadingHan(text)
	if n < 2 || n > 3 {
		return "", false
	}
	return text[:end], true
}
