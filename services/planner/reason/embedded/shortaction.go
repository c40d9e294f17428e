package embedded

import (
	"cmp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	// pronounActionRE is an English action whose object is a pronoun
	// ("log it with engineering", "and fix them").
	pronounActionRE = prefilter.MustCompile(`(?i)^(?:(?:and|then|please|so)\s+)*([a-z]+)\s+(?:it|them)\b`)
	// bareActionZhRE is a Chinese action of one verb and no object
	// (报修一下, 登记一下), or its verb done away with (作废掉, 取消掉).
	bareActionZhRE = prefilter.MustCompile(`^(?:请|帮忙|帮我|给我)?\p{Han}{2}(?:一下|下|掉)$`)
)

// shortAction reports whether a part only asks for an action on a thing
// it does not name: a pronoun stands for it, or, in Chinese, the verb has
// no object at all.
func shortAction(text string) bool {
	if m := pronounActionRE.FindStringSubmatch(text); m != nil {
		return !stopWords[strings.ToLower(m[1])]
	}
	return bareActionZhRE.MatchString(strings.TrimSpace(text))
}

// statesThing reports whether a part states how something is rather than
// asking for anything ("Room 12 has a broken TV"): it opens with no
// request verb, nor a verb on a pronoun ("move them to flat 1405"), and asks
// no question. A Chinese part is read by what follows it: an action with
// no object of its own acts on what it names.
func statesThing(x intent, byName map[string]*toolspec.Spec) bool {
	if x.asks || x.afterPrev {
		return false
	}
	return language(x.texts[0]) == "zh" || !asksAction(x.texts[0], byName) && !shortAction(x.texts[0])
}

// joinShortActions joins a short action to the statement before it: "Room
// 12 has a broken TV; log it with engineering", 西湖店 305 马桶漏水，报修一下
// ask for one action on the thing the statement names, and the tool
// chosen over both parts serves it. In Chinese the statement may run over
// several parts that only tell the case or name its object (灯架倒了，没人
// 受伤，PRD-0412，上报一下): the action acts on all of them.
func joinShortActions(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, sep string, byName map[string]*toolspec.Spec) []intent {
	out := []intent{in[0]}
	for _, x := range in[1:] {
		from := caseStart(out, x, byName)
		if from < 0 {
			out = append(out, x)
			continue
		}
		var texts, queries []string
		for _, c := range append(slices.Clone(out[from:]), x) {
			for i, t := range c.texts {
				texts = append(texts, t)
				queries = append(queries, cmp.Or(c.queries[i], t))
			}
		}
		st := complete(strings.Join(texts, sep), strings.Join(queries, sep), "", false)
		if !isWrite(st.Tool, byName) {
			// The statement asks for nothing: the action's own write
			// serves the parts, not a read of what the statement names;
			// failing that, the write the statement's words chose.
			for _, c := range append([]intent{x}, out[from:]...) {
				if isWrite(c.st.Tool, byName) {
					st = complete(strings.Join(texts, sep), strings.Join(queries, sep), c.st.Tool, false)
					break
				}
			}
		}
		if !isWrite(st.Tool, byName) {
			out = append(out, x)
			continue
		}
		joined := out[from]
		joined.texts, joined.queries, joined.st = texts, queries, st
		out = append(out[:from], joined)
	}
	return out
}

// caseStart is where, in out, the parts that x, a short action, acts on
// begin, or -1 when x is no short action on what they state. A part of x
// before its action may only tell something or name the object
// (今天生效，办一下).
func caseStart(out []intent, x intent, byName map[string]*toolspec.Spec) int {
	n, last := len(x.texts), len(out)-1
	if x.afterPrev || x.asks || !shortAction(x.texts[n-1]) || !statesThing(out[last], byName) {
		return -1
	}
	zh := language(x.texts[n-1]) == "zh"
	if n > 1 && !(zh && toldOnly(x.texts[:n-1])) {
		return -1
	}
	from, ids := last, []string(nil)
	for zh && from >= 0 && toldCase(out[from]) && !namesOther(out[from], &ids) {
		from--
	}
	switch {
	case from < last:
		return from + 1
	case len(out[last].texts) == 1 && n == 1:
		return last
	}
	return -1
}

// namesOther reports whether part x names an identifier other than those
// the later parts of a case named (ids), and adds its own to them: FL-1203
// 漏水了，FL-1204 窗户坏了，报修一下 tells two cases, each its own step,
// and the action joins only the one beside it.
func namesOther(x intent, ids *[]string) bool {
	for _, t := range x.texts {
		for _, id := range identifierRE.FindAllString(t, -1) {
			if len(*ids) > 0 && !slices.Contains(*ids, id) {
				return true
			}
		}
	}
	for _, t := range x.texts {
		*ids = append(*ids, identifierRE.FindAllString(t, -1)...)
	}
	return false
}

// toldCase reports whether part x only tells the case: Chinese texts
// that ask, request and look for nothing (see toldOnly), no question and
// no item of a list.
func toldCase(x intent) bool {
	return !x.asks && !x.afterPrev && !x.listed && toldOnly(x.texts)
}

// toldOnly reports whether Chinese texts only tell something or name an
// object by its identifier: none asks, requests or looks (查一下它的报修单
// is a step of its own).
func toldOnly(texts []string) bool {
	for _, t := range texts {
		if namesObject(t) {
			continue
		}
		said := strings.ReplaceAll(t, "申请", "") // 申请退租 tells what was applied for: no 请 of a request
		if language(t) != "zh" || requestMarkRE.MatchString(said) || hanNotDoneRE.MatchString(said) || asksItself(t) {
			return false
		}
	}
	return true
}

// isWrite reports whether tool is a write of the catalog.
func isWrite(tool string, byName map[string]*toolspec.Spec) bool {
	w := byName[tool]
	return w != nil && w.SideEffect == toolspec.Write
}

// joinDetailActions joins to a write a part after it that acts on the
// same thing by a pronoun with a verb no write of the catalog is named
// or described by ("Check in the guest on B-1 and put them in room 12"):
// it says more of how the write is done, which the write's own
// parameters take, not a second action.
func joinDetailActions(in []intent, byName map[string]*toolspec.Spec) []intent {
	out := []intent{in[0]}
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		m := pronounActionRE.FindStringSubmatch(x.texts[0])
		if m == nil || len(x.texts) != 1 || x.afterPrev || x.asks || x.listed || !isWrite(last.st.Tool, byName) || stopWords[strings.ToLower(m[1])] || namesWrite(strings.ToLower(m[1]), byName) {
			out = append(out, x)
			continue
		}
		last.texts = append(last.texts, x.texts...)
		last.queries = append(last.queries, x.queries...)
	}
	return out
}

// namesWrite reports whether verb names a write of the catalog.
func namesWrite(verb string, byName map[string]*toolspec.Spec) bool {
	for _, w := range byName {
		if opensWithVerb(verb, w) {
			return true
		}
	}
	return false
}
