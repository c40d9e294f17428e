package embedded

import (
	"bytes"
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// respectUnnamed turns a read that looks up one object by an identifier
// it requires (a parameter written in a pattern) into the read of the
// same object that requires none, when the goal writes no such identifier
// ("which meeting rooms on floor 2 are free?" for find_rooms, not
// get_room): with no object named, the goal asks about the objects of a
// kind. The other read must score within coverShare of the first. A read
// whose required codes the need states by the names its parameters'
// descriptions give them (虹桥 for SHA) is named all the same.
func (e *Engine) respectUnnamed(ctx context.Context, run *reason.Run, st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	spec := byName[st.Tool]
	if spec == nil || spec.SideEffect == toolspec.Write || !bytes.Contains(spec.Parameters, []byte(`"pattern"`)) {
		return
	}
	toks := idTokenRE.FindAllString(goal, -1)
	if missing, any := unstatedID(spec, toks); !any || !missing {
		return
	}
	if e.statesRequiredCodes(ctx, run, text, spec, byName) {
		return
	}
	best := scoreOf(scores, st.Tool)
	for _, sc := range scores {
		s := byName[sc.Tool]
		if s == nil || sc.Tool == st.Tool || s.SideEffect == toolspec.Write || sc.Score < coverShare*best || !sameObject(spec, s) {
			continue
		}
		if _, any := unstatedID(s, toks); any {
			continue
		}
		st.Tool, st.Ambiguous = sc.Tool, nil
		return
	}
}

// statesRequiredCodes reports whether the need's stated values fill every
// parameter spec requires in a pattern.
func (e *Engine) statesRequiredCodes(ctx context.Context, run *reason.Run, text string, spec *toolspec.Spec, byName map[string]*toolspec.Spec) bool {
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return false
	}
	args, _, _, err := e.fillArgs(ctx, run, &task.Subtask{Description: text, Tool: spec.Name}, spec, byName, nil, "")
	if err != nil {
		return false
	}
	for _, name := range sch.Required {
		if p, ok := sch.Properties[name]; ok && p.Pattern != "" && args[name] == nil {
			return false
		}
	}
	return true
}

// unstatedID reports whether a tool requires a parameter written in an
// identifier's pattern (anchored at both ends), and whether no token of
// the goal (toks) matches one such pattern.
func unstatedID(spec *toolspec.Spec, toks []string) (missing, any bool) {
	for _, re := range requiredIDPatterns(spec) {
		any = true
		if !slices.ContainsFunc(toks, re.MatchString) {
			missing = true
		}
	}
	return missing, any
}

// requiredIDs remembers requiredIDPatterns by the schema's text.
var requiredIDs memo[[]*regexp.Regexp]

// requiredIDPatterns are the compiled patterns, anchored at both ends, of
// the parameters a tool requires.
func requiredIDPatterns(spec *toolspec.Spec) []*regexp.Regexp {
	if len(spec.Parameters) == 0 {
		return nil
	}
	key := string(spec.Parameters)
	if res, ok := requiredIDs.get(key); ok {
		return res
	}
	sch, err := schemaObject(spec.Parameters)
	if err != nil {
		return nil
	}
	out := []*regexp.Regexp{} // not nil: remembered as read
	for name, p := range sch.Properties {
		if p.Pattern == "" || !strings.HasPrefix(p.Pattern, "^") || !strings.HasSuffix(p.Pattern, "$") || !slices.Contains(sch.Required, name) {
			continue
		}
		if re, err := regexp.Compile(p.Pattern); err == nil {
			out = append(out, re)
		}
	}
	requiredIDs.put(key, out)
	return out
}
