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
		if read == "" || slices.ContainsFunc(in[:i], func(p intent) bool { return p.st.Tool == read }) {
			out = append(out, x)
			continue
		}
		st := e.completeSubtask(ctx, run, task.Subtask{Description: cond, Kind: task.KindTool, DependsOn: []string{}, Tool: read}, cond, true, false, ix, byName)
		out = append(out, intent{texts: []string{cond}, queries: []string{cond}, asks: true, st: st})
		x.afterPrev = true
		out = append(out, x)
	}
	return out
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
