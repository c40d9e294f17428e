package embedded

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// routedTool gives a need that states something going from one value of
// a sending and receiving pair of parameters to another (从北仓…到南仓,
// "from the North Yard to the South Yard", or from one value hither) the
// best-scored tool that takes such a pair, when the chosen one does not:
// only a tool with both ends acts on the route the need states. A
// question is left alone.
func routedTool(st *task.Subtask, text, goal string, scores []task.Score, byName map[string]*toolspec.Spec) {
	if isQuestion(text) {
		return
	}
	if spec := byName[st.Tool]; spec != nil && len(routePairs(spec)) > 0 {
		return
	}
	forbidden := negatedActions(goal)
	for _, sc := range scores {
		w := byName[sc.Tool]
		if w == nil || sc.Score <= 0 || forbids(forbidden, w) {
			continue
		}
		for _, pair := range routePairs(w) {
			if statesRoute(text, pair) {
				st.Tool, st.Ambiguous = sc.Tool, nil
				return
			}
		}
	}
}

// routePairs are a tool's sending and receiving parameters that take the
// same values: one enum, or one pattern. They are read once per schema,
// and shared: callers only read them.
func routePairs(spec *toolspec.Spec) [][2]property {
	if len(spec.Parameters) == 0 {
		return nil
	}
	return schemaRoutes.load(string(spec.Parameters), func() [][2]property { return readRoutePairs(spec.Parameters) })
}

// schemaRoutes remembers routePairs by the schema's text: a need is
// checked against every tool it scores.
var schemaRoutes memo[[][2]property]

// readRoutePairs is routePairs, read afresh.
func readRoutePairs(params json.RawMessage) [][2]property {
	var sch object
	if json.Unmarshal(params, &sch) != nil {
		return nil
	}
	var out [][2]property
	names := slices.Sorted(maps.Keys(sch.Properties))
	for _, f := range names {
		if !nameHasSide(f, fromSideWords) {
			continue
		}
		for _, t := range names {
			p, q := sch.Properties[f], sch.Properties[t]
			if !nameHasSide(t, toSideWords) {
				continue
			}
			sameEnum := len(p.Enum) > 1 && slices.EqualFunc(p.Enum, q.Enum, func(a, b any) bool { return a == b })
			if sameEnum || p.Pattern != "" && p.Pattern == q.Pattern {
				out = append(out, [2]property{p, q})
			}
		}
	}
	return out
}

// hitherRE sends a thing to where the speaker is, the end a goal spoke of
// before: 从北仓调30件过来, "bring 30 over here".
var hitherRE = prefilter.MustCompile(`(?i)过来|回来|\b(?:over|back) here\b`)

// statesRoute reports whether text writes one value of the pair after a
// cue of sending and another after a cue of receiving, or sends one
// hither.
func statesRoute(text string, pair [2]property) bool {
	from := valuesAfter(text, pair[0], fromCueRE)
	if len(from) > 0 && hitherRE.MatchString(text) {
		return true
	}
	to := valuesAfter(text, pair[1], toCueRE)
	for _, f := range from {
		for _, t := range to {
			if f != t {
				return true
			}
		}
	}
	return false
}

// valuesAfter are the values of p that text writes right after a cue:
// an enum value by itself or by an item of its gloss, or an identifier
// p's pattern accepts.
func valuesAfter(text string, p property, cue *prefilter.Regexp) []string {
	lower := lowerASCII(text)
	var out []string
	at := func(v string, i int) {
		if i >= 0 && cue.MatchString(lower[:i]) && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	for _, v := range enumStrings(p.Enum) {
		forms := []string{strings.ToLower(v), strings.ToLower(strings.ReplaceAll(v, "_", " "))}
		if gloss, ok := bracketAfter(p.Description, v); ok {
			for _, item := range glossItemBreak.Split(gloss, -1) {
				if item = strings.TrimSpace(item); item != "" {
					forms = append(forms, item)
				}
			}
		}
		for _, f := range forms {
			for from := 0; from < len(lower); {
				i := aliasIndex(lower[from:], f)
				if i < 0 {
					break
				}
				at(v, from+i)
				from += i + len(f)
			}
		}
	}
	if p.Pattern != "" {
		if re := schemaPattern(p.Pattern); re != nil {
			for _, m := range identifierRE.FindAllStringIndex(text, -1) {
				if re.MatchString(text[m[0]:m[1]]) {
					at(text[m[0]:m[1]], m[0])
				}
			}
		}
	}
	return out
}
