package embedded

import (
	"cmp"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// joinArgDetails joins to a step the part after it that only states
// values of the step's own call (新建个公告，标题《…》，署名 AU-0213; "alert
// for BL-1, text '…'"): the step's call over both parts takes a value the
// part writes, keeps every value it had, and holds every value the part's
// own tool would take. The part says how the step is done, not a second
// step. A part that comes next in turn (然后, then), works on the step's
// result, asks a question, opens with a condition, a request verb or one
// of telling (通知, tell), or is an item of a list stays a step of its
// own, as does one that names the write its own tool is named after or
// asks to look something up (…，查 U-1001 名下工单), or
// whose own tool takes a value the step's does not (…, dispatch CR-101
// tomorrow).
func joinArgDetails(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, sep string, byName map[string]*toolspec.Spec) []intent {
	out := in[:1:1]
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		if !detailsCall(last, x, complete, sep, byName) {
			out = append(out, x)
			continue
		}
		last.texts = append(last.texts, x.texts...)
		last.queries = append(last.queries, x.queries...)
	}
	return out
}

// detailsCall reports whether x only states values of last's call.
func detailsCall(last *intent, x intent, complete func(text, query, tool string, asks bool) task.Subtask, sep string, byName map[string]*toolspec.Spec) bool {
	if x.afterPrev || x.then || x.listed || x.asks || x.st.Tool == last.st.Tool || byName[last.st.Tool] == nil {
		return false
	}
	if text := x.texts[0]; firstRE.MatchString(text) || condLeadRE.MatchString(text) || remindRE.MatchString(text) ||
		language(text) != "zh" && asksAction(text, byName) {
		return false
	}
	if namesOwnWrite(x, byName) || looksUp(x, byName) {
		return false
	}
	// The step's call over both parts: it takes a value x writes, and
	// keeps every value the step had.
	texts := append(slices.Clone(last.texts), x.texts...)
	queries := make([]string, 0, len(texts))
	for i, q := range append(slices.Clone(last.queries), x.queries...) {
		queries = append(queries, cmp.Or(q, texts[i]))
	}
	args := complete(strings.Join(texts, sep), strings.Join(queries, sep), last.st.Tool, last.asks).Args
	if !takesWritten(args, x.texts, byName[last.st.Tool]) {
		return false
	}
	for k, v := range last.st.Args {
		if !reflect.DeepEqual(args[k], v) {
			return false
		}
	}
	for _, v := range x.st.Args {
		if !writtenIn(v, last.texts) && !holdsValue(args, v) {
			return false
		}
	}
	return true
}

// takesWritten reports whether args hold a value written in texts that
// names one thing: no value of an enum, whose words many requests share.
func takesWritten(args map[string]any, texts []string, spec *toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	for k, v := range args {
		if len(sch.Properties[k].enumValues()) == 0 && writtenIn(v, texts) {
			return true
		}
	}
	return false
}

// holdsValue reports whether one of args holds v, or each item of v: a
// date is held by a time on that day.
func holdsValue(args map[string]any, v any) bool {
	var have []string
	for _, a := range args {
		have = append(have, flatValues(a)...)
	}
	for _, s := range flatValues(v) {
		if !slices.ContainsFunc(have, func(h string) bool { return h == s || isDate(s) && strings.HasPrefix(h, s+"T") }) {
			return false
		}
	}
	return true
}

// isDate reports whether s is a date written as task.DateLayout.
func isDate(s string) bool {
	_, err := time.Parse(task.DateLayout, s)
	return err == nil
}

// lookLeadRE opens a Chinese part with its first verb, past a request's
// 请, 帮我 or an adverb: 查 U-1001 名下工单, 顺便看看….
var lookLeadRE = prefilter.MustCompile(`^\s*(?:请|帮我|麻烦|顺便|顺手|另外|也|再)*\s*(\p{Han})`)

// looksUp reports whether x is a read that a Chinese part asks for with a
// verb of looking (查, 看, 列出): a step of its own, not a value of the
// step before it.
func looksUp(x intent, byName map[string]*toolspec.Spec) bool {
	if isWrite(x.st.Tool, byName) || language(x.texts[0]) != "zh" {
		return false
	}
	m := lookLeadRE.FindStringSubmatch(x.texts[0])
	return m != nil && wantedLooks[m[1]]
}

// namesOwnWrite reports whether x's own tool is a write x names by the
// verb the write is named after, in English or in Chinese (派 for a
// write named "dispatch"): x asks for that action.
func namesOwnWrite(x intent, byName map[string]*toolspec.Spec) bool {
	if !isWrite(x.st.Tool, byName) {
		return false
	}
	verb := nameWordsAll(x.st.Tool)[0]
	for _, t := range x.texts {
		if namesAction(t, x.st.Tool) || lexical.GlossNames(t, verb) {
			return true
		}
	}
	return false
}
