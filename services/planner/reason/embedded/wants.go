package embedded

import (
	"regexp"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/task"
)

var (
	// wantRE is a need that says the user wants to do something (我要投诉,
	// 我想退租, I want to complain about …): what follows is the action.
	wantRE = regexp.MustCompile(`(?i)^\s*(?:我|我们)?(?:想要|想|要|需要)(\p{Han})|^\s*(?:i|we)\s+(?:want|need|would like|'d like|wish)\s+to\s+([a-z]+)`)
	// wantedLooks are the verbs after 我要/I want to that ask to be
	// shown or told something rather than for an action.
	wantedLooks = map[string]bool{"查": true, "看": true, "问": true, "知": true, "了": true, "找": true, "搜": true, "列": true, "听": true,
		"know": true, "see": true, "check": true, "find": true, "view": true, "look": true, "learn": true, "understand": true, "ask": true,
		"read": true, "hear": true, "list": true, "get": true, "confirm": true, "verify": true, "review": true, "explore": true, "discover": true}
	// wantLaterRE is a Chinese need whose subject or time comes before
	// 想/想要 (E1002 下周想请假): the want is the same.
	wantLaterRE = regexp.MustCompile(`^[^，,。？?]*?(?:想要|想)(\p{Han})`)
	// helpRE is a Chinese need that asks to do something for someone
	// (帮 E1002 请假, 替他提交): what follows the person is the action.
	helpRE = regexp.MustCompile(`(?i)^\s*(?:请|麻烦)?(?:帮|替)(?:我|他|她|忙)?\s*(?:[a-z0-9][a-z0-9_-]*\s*)?(?:(\p{Han})|([a-z]+))`)
)

// wantedVerb is the first letter (Chinese) or word (English) of the action
// a need says the user wants done, and whether it says so.
func wantedVerb(text string) (string, string, bool) {
	t := strings.TrimSpace(text)
	if m := wantRE.FindStringSubmatch(t); m != nil {
		return m[1], strings.ToLower(m[2]), true
	}
	if language(t) != "zh" {
		return "", "", false
	}
	if m := helpRE.FindStringSubmatch(t); m != nil {
		return m[1], strings.ToLower(m[2]), true
	}
	if m := wantLaterRE.FindStringSubmatch(t); m != nil {
		return m[1], "", true
	}
	return "", "", false
}

// wantedAction turns a read chosen for a need that says the user wants to
// do something (我要投诉, I want to file a complaint) into the write on
// the read's object that performs it: wanting to do something is no
// question about the object, and a list of it does not do what is wanted.
// The write must lead the object's other writes by writeLead and come
// within rivalShare of the read.
func wantedAction(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || isQuestion(goal) {
		return
	}
	han, en, ok := wantedVerb(text)
	if !ok || wantedLooks[han] || wantedLooks[en] {
		return
	}
	forbidden := negatedActions(goal)
	var writes []task.Score
	for _, sc := range scores {
		if s := byName[sc.Tool]; s != nil && s.SideEffect == toolspec.Write && sameObject(spec, s) && !forbids(forbidden, s) {
			writes = append(writes, sc)
		}
	}
	if len(writes) == 0 || writes[0].Score < rivalShare*scoreOf(scores, st.Tool) || len(writes) > 1 && writes[0].Score < writeLead*writes[1].Score {
		return
	}
	st.Tool, st.Ambiguous = writes[0].Tool, nil
}

// namedWrite turns a read chosen for a Chinese need that asks for an
// action into the write on the read's object whose verb the need names in
// Chinese (CT-1102 月底解约 names terminate_contract's "terminate") or
// writes it in English among its Chinese (book 一下 R-12): the
// identifier and the object's words favour its read, but the verb says
// which action is asked for. Exactly one of the object's writes must be
// named.
func namedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || language(text) != "zh" || !asksWrite(text, goal) {
		return
	}
	forbidden := negatedActions(goal)
	named := ""
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || s.SideEffect != toolspec.Write || sc.Score <= 0 || !sameObject(spec, s) || forbids(forbidden, s) {
			continue
		}
		if !lexical.GlossNames(text, nameWordsAll(sc.Tool)[0]) && !namesAction(text, sc.Tool) {
			continue
		}
		if named != "" {
			return
		}
		named = sc.Tool
	}
	if named != "" {
		st.Tool, st.Ambiguous = named, nil
	}
}

// thingRE is a Chinese need that ends by naming a thing: a noun after its
// last 的 (E1002 三月份的工资条, INV-1 的 payment 记录).
var thingRE = regexp.MustCompile(`的\s*[\p{Han}A-Za-z ]{1,12}\s*$`)

// recordRE is an action made a noun by the record of it that follows
// (发布记录, 审批历史): the record is the thing, no action.
var recordRE = regexp.MustCompile(`\p{Han}{2}(?:记录|历史)`)

// unaskedWrite turns a write chosen for a Chinese need that only names a
// thing (E1002 三月份的工资条) — it asks for no action (帮, 请, 想 …), ends
// with a noun after 的 and writes no verb of the write, in Chinese or
// English — into the best read on the write's object: the thing's words
// alone do not say to act on it.
func unaskedWrite(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect != toolspec.Write || language(text) != "zh" {
		return
	}
	if _, _, ok := wantedVerb(text); ok || isRequest(text) || !thingRE.MatchString(text) || strings.Contains(text, "把") {
		return
	}
	if namesAction(text, st.Tool) || lexical.GlossNames(recordRE.ReplaceAllString(text, ""), nameWordsAll(st.Tool)[0]) {
		return
	}
	forbidden := negatedActions(goal)
	written := map[string]bool{}
	for _, w := range wordSpans(text) {
		written[strings.ToLower(w.text)] = true
	}
	// A read whose object the need writes in English (the payment 记录
	// of an invoice: a list of payments) names the thing; else the write's
	// object is the thing.
	for _, pass := range []bool{true, false} {
		for _, sc := range scores {
			s := byName[sc.Tool]
			if s == nil || s.SideEffect == toolspec.Write || sc.Score <= 0 || forbids(forbidden, s) {
				continue
			}
			if pass && !writesObject(written, s.Name) || !pass && !sameObject(spec, s) {
				continue
			}
			st.Tool, st.Ambiguous = sc.Tool, nil
			return
		}
	}
}

// writesObject reports whether every word of a tool's name after its verb
// is among written, in the singular or plural.
func writesObject(written map[string]bool, name string) bool {
	obj := nameWordsAll(name)
	if len(obj) < 2 {
		return false
	}
	for _, w := range obj[1:] {
		if !written[w] && !written[w+"s"] && !written[strings.TrimSuffix(w, "s")] {
			return false
		}
	}
	return true
}
