package embedded

import (
	"context"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// conditionOf is the condition a need's action waits on (如果 X 就 Y, if X,
// Y), or "" when the need states none first.
func conditionOf(text string) string {
	if m := zhCondition(text); m != nil {
		return strings.Trim(m[2], " ,，")
	}
	if m := shortCondition(text); m != nil {
		return strings.TrimSpace(m[1])
	}
	if m := condFirstEnRE.FindStringSubmatch(asked(text)); m != nil {
		return strings.TrimSpace(m[1])
	}
	if m := condAfterEnRE.FindStringSubmatch(asked(text)); m != nil && m[1] == "" {
		return strings.TrimSpace(m[2])
	}
	return ""
}

var (
	// pronounRE is a pronoun a condition names the action's object by.
	pronounRE = prefilter.MustCompile(`(?i)\b(?:it|its|it's|they|them|their)\b|它|其`)
	// condFirstEnRE is "if <condition>, <action>".
	condFirstEnRE = prefilter.MustCompile(`(?i)^(?:if|in case)\s+(.+?),\s*\S.*$`)
	// condAfterEnRE is "<action> if <condition>"; "even if" (the first
	// group) concedes rather than sets a condition.
	condAfterEnRE = prefilter.MustCompile(`(?i)^\S.*?\s+(even\s+)?(?:if|in case|only when)\s+(.+)$`)
)

// conditionReads puts a read before an action whose condition asks about
// the state of one object named by its identifier (如果 INV-2031 已经逾期
// 了，就催款): the condition is decided by looking that object up, which
// the object's one read tool does. The read is left out when the plan
// already calls it, or when the action is that read.
func (e *Engine) conditionReads(ctx context.Context, run *reason.Run, in []intent, ix *lexical.Index, byName map[string]*toolspec.Spec) []intent {
	var out []intent
	for i, x := range in {
		cond := conditionOf(x.texts[0])
		if cond == "" || x.st.Tool == "" || byName[x.st.Tool].SideEffect != toolspec.Write {
			out = append(out, x)
			continue
		}
		read := objectRead(cond, byName)
		if read == "" && pronounRE.MatchString(cond) {
			// "…for INV-2031 if it is past due": the condition speaks of
			// the object its action names.
			read = objectRead(x.texts[0], byName)
		}
		if read == "" {
			read = e.askedRead(ctx, run, cond, ix, byName)
		}
		if read == "" && (i == 0 || !x.afterPrev) {
			read = e.namedStateRead(ctx, run, cond, x.st.Tool, ix, byName)
		}
		if read == "" || slices.ContainsFunc(in[:i], func(p intent) bool { return p.st.Tool == read }) {
			out = append(out, x)
			continue
		}
		st := e.completeSubtask(ctx, run, task.Subtask{Description: cond, Kind: task.KindTool, DependsOn: []string{}, Tool: read}, cond, true, false, ix, byName)
		out = append(out, intent{texts: []string{cond}, queries: []string{cond}, asks: true, st: st})
		if action := x.queries[0]; len(x.texts) == 1 && action != "" && action != x.texts[0] {
			// The condition is the read's to look at: the action's
			// own words say what it is done with ("if T101 runs late,
			// move the ticket onto T205": T205 is the new train).
			x.st = e.completeSubtask(ctx, run, task.Subtask{Description: action, Kind: task.KindTool, DependsOn: []string{}, Tool: x.st.Tool}, action, false, false, ix, byName)
		}
		x.afterPrev = true
		out = append(out, x)
	}
	return out
}

// askedRead is the read a condition about one object named by its
// identifier asks, when its identifier alone does not say which read that
// is (a train number that a train's status and crew both take):
// of the reads that require the identifier, the one the condition's words
// choose, as a question. A read that does not take it looks at other
// things than that object.
func (e *Engine) askedRead(ctx context.Context, run *reason.Run, cond string, ix *lexical.Index, byName map[string]*toolspec.Spec) string {
	if !identifierRE.MatchString(cond) {
		return ""
	}
	st := e.chooseTool(ctx, run, task.Subtask{Description: cond, Kind: task.KindTool, DependsOn: []string{}}, cond, true, false, ix, byName)
	for _, sc := range st.Scores {
		if r := byName[sc.Tool]; r != nil && r.SideEffect != toolspec.Write && sc.Score >= rivalShare*st.Scores[0].Score && holdsRequiredID(cond, r) {
			return sc.Tool
		}
	}
	return ""
}

// namedStateRead is the read that reports the state a condition asks
// about when the condition names its object by name, not by identifier
// ("if Hill Park is open on New Year's Day", "if Xuhui has gabapentin in
// stock"): the tool the condition's words choose as a question, when that
// is a read other than the action's own tool. A condition that names its
// object by a pronoun speaks of what the action or the step before names,
// and one with an identifier is askedRead's; neither is looked up here.
func (e *Engine) namedStateRead(ctx context.Context, run *reason.Run, cond, action string, ix *lexical.Index, byName map[string]*toolspec.Spec) string {
	if identifierRE.MatchString(cond) || pronounRE.MatchString(cond) {
		return ""
	}
	st := e.chooseTool(ctx, run, task.Subtask{Description: cond, Kind: task.KindTool, DependsOn: []string{}}, cond, true, false, ix, byName)
	if r := byName[st.Tool]; r == nil || r.SideEffect == toolspec.Write || st.Tool == action {
		return ""
	}
	return st.Tool
}

// objectRead is the one read tool of the one object whose identifier text
// states, or "" when there is no such object or it has no single read.
func objectRead(text string, byName map[string]*toolspec.Spec) string {
	g := statedGroup(text, byName)
	if g == nil {
		return ""
	}
	read := ""
	for _, t := range g.tools {
		if byName[t].SideEffect == toolspec.Write {
			continue
		}
		if read != "" {
			return ""
		}
		read = t
	}
	return read
}

// actionsOnLooked chooses the write of an action no tool was chosen for,
// that waits on the step before and acts on what that step looked at:
// an English action names it by a pronoun ("…, and if it does book it for
// Mr. Lee"), a Chinese one by a pronoun or not at all (有的话订下来,
// 没问题的话给它续期半年). Its object's words are in that step, so of the
// writes the action names (book a room, book a table) the one those words
// fit best serves it, unless the goal forbids it (先别续期) or the action
// only tells that it was done (冻结了的话告诉我原因).
func actionsOnLooked(in []intent, complete func(text, query, tool string, asks bool) task.Subtask, sep, goal string, byName map[string]*toolspec.Spec) {
	forbidden := negatedActions(goal)
	for i := 1; i < len(in); i++ {
		x := &in[i]
		if x.st.Tool != "" || !x.afterPrev || x.asks {
			continue
		}
		ways := lookedActionNames(x.queries[0], firstTool(x.st.Scores))
		if len(ways) == 0 {
			continue
		}
		if read := byName[in[i-1].st.Tool]; read != nil && read.SideEffect != toolspec.Write && language(x.queries[0]) != "zh" {
			// "What's the cap? If it's below 300, raise it": a verb the
			// catalog names no write by acts on the object the step
			// before read, through the write on that same object.
			ways = append(ways, func(w *toolspec.Spec) bool { return w.SideEffect == toolspec.Write && sameNamedObject(read, w) })
		}
		st := complete(x.texts[0], x.queries[0]+sep+in[i-1].texts[0], "", false)
		if w := byName[firstNamed(st.Scores, ways, byName)]; w != nil && !forbids(forbidden, w) && !statesDone(x.texts[0], w) {
			x.st = complete(x.texts[0], x.queries[0], w.Name, false)
		}
	}
}

// firstNamed is the best scored tool that the first of ways to name any
// tool names, or "" when none names one.
func firstNamed(scores []task.Score, ways []func(w *toolspec.Spec) bool, byName map[string]*toolspec.Spec) string {
	for _, names := range ways {
		for _, sc := range scores {
			if w := byName[sc.Tool]; w != nil && sc.Score > 0 && names(w) {
				return sc.Tool
			}
		}
	}
	return ""
}

// lookedActionNames are the ways an action on what the step before looked
// at names its write, the surer first, or none when it names no object
// that way: in English by the verb it opens with, before a pronoun; in
// Chinese by a verb the glossary gives the write's verb for or, when it
// names none, by its own words fitting that write best of all the
// catalog's tools (own).
func lookedActionNames(query, own string) []func(w *toolspec.Spec) bool {
	if language(query) == "zh" {
		return []func(w *toolspec.Spec) bool{
			func(w *toolspec.Spec) bool {
				return w.SideEffect == toolspec.Write && lexical.GlossNames(query, nameWordsAll(w.Name)[0])
			},
			func(w *toolspec.Spec) bool { return w.SideEffect == toolspec.Write && w.Name == own },
		}
	}
	ws := wordSpans(query)
	if !pronounRE.MatchString(query) || len(ws) == 0 {
		return nil
	}
	verb := strings.ToLower(ws[0].text)
	return []func(w *toolspec.Spec) bool{func(w *toolspec.Spec) bool { return opensWithVerb(verb, w) }}
}

// sameNamedObject reports whether a and b are named after one object by
// different verbs (get_gadget_tier, set_gadget_tier): their names differ only
// in their first word.
func sameNamedObject(a, b *toolspec.Spec) bool {
	wa, wb := nameWordsAll(a.Name), nameWordsAll(b.Name)
	return len(wa) > 1 && len(wb) > 1 && wa[0] != wb[0] && slices.Equal(wa[1:], wb[1:])
}
