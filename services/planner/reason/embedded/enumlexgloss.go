package embedded

import (
	"slices"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// fillLexicalGlossed fills, in each planned write, each single-valued
// enum parameter still unfilled with the one value a Chinese word of the
// goal names through the general glossary of tool text (see
// enumByLexicalGloss), and takes it off the step's missing ones. It runs
// once the tools are chosen: such a guess is too weak to choose a tool
// by. A read takes such a value only for a parameter filtering by the
// kind or degree of what it finds (see readFilterParam): another filter
// it is not asked for narrows what it finds, where a write records what
// the goal tells. A goal naming two
// values this way sets neither, and a value that is
// a word a tool is named by (退掉 for refund, beside a tool to refund)
// is that tool's action or object, not a kind the step filters by.
func fillLexicalGlossed(subs []task.Subtask, goal string, byName map[string]*toolspec.Spec) {
	for i := range subs {
		st := &subs[i]
		spec := byName[st.Tool]
		if spec == nil || st.Args == nil {
			continue
		}
		write := spec.SideEffect == toolspec.Write
		text := goal
		if st.Description != "" {
			text = st.Description + "\n" + goal
		}
		if !hasHan(text) {
			continue
		}
		sch, err := schemaObject(spec.Parameters)
		if err != nil {
			continue
		}
		masked := write // a read's text is masked once a parameter needs it
		for n, p := range sch.Properties {
			if _, done := st.Args[n]; done || p.typ() == "array" || len(p.Enum) == 0 {
				continue
			}
			stateRead := !write && !readFilterParam(n) && stateParam(n)
			if !write && !readFilterParam(n) && !stateRead {
				continue
			}
			if !masked {
				text, masked = maskToolObject(text, st.Tool), true
			}
			if vals := enumByLexicalGloss(p.Enum, n, text, !write, stateRead); len(vals) == 1 && !toolNameWord(vals[0], st.Tool, byName) && (write || !readObjectValue(vals[0], st.Tool)) {
				st.Args[n] = vals[0]
				st.Missing = slices.DeleteFunc(st.Missing, func(m string) bool { return m == n })
			}
		}
	}
}

// enumByLexicalGloss returns the enum values a Chinese word of the goal
// names through the general glossary of tool text (see lexical): 农药 for
// pesticide, 重度 for severe, 高温 for high_temp when one word gives every
// English word of the value. It is the last resort for a Chinese goal
// whose word glossWords does not hold. A word the goal negates names no
// value, unless the parameter's values are kinds. A value that is a
// state a thing was put in (booked, delivered) is left to glossWords: the
// glossary gives the action's word for it, and 预约 or 送到 asks after
// the thing, not its state. Nor does either of two things joined by
// 或者, 和 or 、 name one: the goal asks after both. For a read, a word
// a word for a person follows (保洁阿姨报的单) names what that person
// does, not the kind of thing the read finds. With stateOnly, the word
// must be written as the state things are in (see stateMarked).
func enumByLexicalGloss(enum []any, name, text string, read, stateOnly bool) []string {
	lower := lowerASCII(text)
	var hits []valueHit
	for _, x := range enum {
		v, ok := x.(string)
		if !ok {
			continue
		}
		words := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !unicode.IsLetter(r) })
		if len(words) == 0 || len(words) > 2 || len(v) < 3 || strings.HasSuffix(words[len(words)-1], "ed") {
			continue
		}
		covers := lexical.GlossCovers(lower, words)
		if stateOnly && len(words) == 1 {
			covers = lexical.GlossSenses(lower, words[0])
		}
		for _, p := range covers {
			if coordinatedWith(lower[:p[0]], lower[p[1]:]) {
				break // 违章或者高速费: either of two things asked after is no filter
			}
			if read && personAfter(lower[p[1]:]) {
				break
			}
			if stateOnly && !stateMarked(lower, p[0], p[1]) {
				continue
			}
			if kindParam(name) || !negatedAt(lower, p[0]) {
				hits = append(hits, valueHit{p[0], v})
				break
			}
		}
	}
	return valuesInOrder(hits)
}

// personAfter reports whether text opens with a word for a person (see
// hanPersonWords).
func personAfter(text string) bool {
	return slices.ContainsFunc(hanPersonWords, func(w string) bool { return strings.HasPrefix(text, w) })
}

// coordinatedWith reports whether a conjunction joins a word to the
// thing before or after it: 或者, 或, 还是, 和, 与, 、 ending the text
// before it or opening the text after.
func coordinatedWith(before, after string) bool {
	for _, c := range []string{"或者", "或", "还是", "和", "与", "、"} {
		if strings.HasSuffix(before, c) || strings.HasPrefix(after, c) {
			return true
		}
	}
	return false
}

// toolNameWord reports whether the enum value v is a word of the name of
// a tool of the catalog — what the tool does or what it does it to —
// other than the verb of tool itself, whose step may well be asked for
// by it.
func toolNameWord(v, tool string, byName map[string]*toolspec.Spec) bool {
	v = strings.ToLower(v)
	for name := range byName {
		for i, w := range nameWordsAll(name) {
			if w == v && (name != tool || i > 0) {
				return true
			}
		}
	}
	return false
}

// readFilterWords end the name of a read's parameter whose values are
// kinds or degrees of the thing it finds — equipment_type, dietary_tag,
// severity — so that a word of the goal naming one of them asks for it.
var readFilterWords = map[string]bool{"category": true, "kind": true, "tag": true, "severity": true}

// readFilterParam reports whether a read's enum parameter filters by the
// kind or degree of what it finds (see readFilterWords): a value a goal
// names for it is a filter the goal asks for, where a state or an order a
// glossary word happens to name is not. A name ending in a kind word is
// one whatever comes before it: event_type, though nameWords drops type
// beside another word.
func readFilterParam(name string) bool {
	ws := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return !unicode.IsLetter(r) })
	return kindParam(name) || len(ws) > 0 && (readFilterWords[ws[len(ws)-1]] || kindWords[ws[len(ws)-1]])
}

// maskToolObject blanks in text each Chinese word the glossary gives, in
// any sense, a word of the read tool's name after its verb: what the read
// finds (维修 of get_maintenance_log, 居民 of list_residential_passes)
// is no kind of it the goal filters by. Blanks keep every other word's
// offsets.
func maskToolObject(text, tool string) string {
	ws := nameWordsAll(tool)
	if len(ws) < 2 {
		return text
	}
	b := []byte(text)
	for _, w := range ws[1:] {
		for _, sp := range lexical.GlossSenses(text, w) {
			for i := sp[0]; i < sp[1]; i++ {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// readObjectValue reports whether the enum value v opens a word of the
// read tool's name after its verb, or such a word opens v: resident of
// list_residential_passes is what every pass it lists is, no filter.
func readObjectValue(v, tool string) bool {
	v = strings.ToLower(v)
	ws := nameWordsAll(tool)
	for _, w := range ws[min(1, len(ws)):] {
		if len(w) >= 4 && len(v) >= 4 && (strings.HasPrefix(w, v) || strings.HasPrefix(v, w)) {
			return true
		}
	}
	return false
}
