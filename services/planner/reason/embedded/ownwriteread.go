package embedded

import (
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// joinOwnWriteReads joins to a write the part after it whose tool only
// reads the kind of record the write files (open_leak_case, then
// list_leak_cases for "优先级P1"; "开个维修单，优先级高，月底前弄完"): a
// part that asks no look of its own and names no object of its own only
// states values of the record being filed, which the write's parameters
// take; the read fits it because the two tools share their object's
// words. A part that comes next in turn, asks a question, is an item of a
// list, opens with a verb of looking (查, 列出, list, show) or names an
// identifier the write's part does not (other than a value of the write's
// enums: P1) stays a step of its own.
func joinOwnWriteReads(in []intent, byName map[string]*toolspec.Spec) []intent {
	if !slices.ContainsFunc(in, func(x intent) bool { return isWrite(x.st.Tool, byName) }) {
		return in // no write, nothing filed: no copy of in
	}
	out := in[:1:1]
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		if !readOfOwnWrite(*last, x, byName) {
			out = append(out, x)
			continue
		}
		last.texts = append(last.texts, x.texts...)
		last.queries = append(last.queries, x.queries...)
		last.valued = true
	}
	return out
}

// readOfOwnWrite reports whether x is a part whose read only restates
// the record last's write files.
func readOfOwnWrite(last, x intent, byName map[string]*toolspec.Spec) bool {
	if x.afterPrev || x.then || x.asks || x.listed || x.st.Tool == "" || isWrite(x.st.Tool, byName) || !isWrite(last.st.Tool, byName) {
		return false
	}
	if !sameObjectWords(last.st.Tool, x.st.Tool) {
		return false
	}
	prev := strings.Join(last.texts, " ")
	for _, t := range x.texts {
		if opensWithLook(t) {
			return false
		}
		for _, id := range identifierRE.FindAllString(t, -1) {
			if !strings.Contains(prev, id) && !enumValueOf(id, byName[last.st.Tool]) {
				return false
			}
		}
	}
	return true
}

// enumValueOf reports whether word is a value of an enum of spec's
// parameters (P1 of a priority): a value of the call, not an object.
func enumValueOf(word string, spec *toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for _, p := range sch.Properties {
		for _, v := range p.enumValues() {
			if s, ok := v.(string); ok && strings.EqualFold(s, word) {
				return true
			}
		}
	}
	return false
}

// opensWithLook reports whether a part opens with a verb of looking, in
// Chinese (查, 看, 列) or in English (list, show, check).
func opensWithLook(text string) bool {
	if lookRE.MatchString(text) {
		return true
	}
	if m := lookLeadRE.FindStringSubmatch(text); m != nil {
		return wantedLooks[m[1]]
	}
	for _, w := range strings.Fields(strings.ToLower(text)) {
		switch w {
		case "and", "then", "also", "please", "just", "first":
			continue
		}
		return wantedLooks[strings.Trim(w, ",.;:!?")]
	}
	return false
}
