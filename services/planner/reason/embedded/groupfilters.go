package embedded

import (
	"maps"
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// groupCueRE is a word that makes the next one a grouping: by day, per
// line, each day, every week, 按天, 每班, 分班次.
var groupCueRE = prefilter.MustCompile(`(?i)(?:\bby|\bper|\beach|\bevery|按|每|分)\s*$`)

// dropGroupingFilterClashes settles a grouping (see groupingParam) and a
// filter of the same tool that the goal's words both filled, so that a
// value fills the parameter the goal ties it to. Parameters are read in
// name order, so the outcome is the same on every run.
//
// A word both take ("day" of group_by and of shift): written after by,
// each or 按 it groups ("each day": no day shift); written before the
// filter's own word it filters ("the day shift": no rows per day); both
// when the goal writes it both ways ("the day shift, by day").
//
// A grouping whose value is the name of a filter the goal gives a value
// ("the day shift" sets shift, and the grouping shift): the goal asks for
// rows of that one shift, not rows per shift, unless it writes that
// grouping ("by shift") or another one ("by day", which the grouping
// takes instead).
func dropGroupingFilterClashes(sch object, args map[string]any, g *goalValues) {
	names := slices.Sorted(maps.Keys(args))
	for _, gn := range names {
		gs, ok := args[gn].(string)
		gp := sch.Properties[gn]
		if !ok || len(gp.Enum) == 0 || !groupingParam(gn, gp) {
			continue
		}
		for _, fn := range names {
			fs, ok := args[fn].(string)
			fp := sch.Properties[fn]
			if !ok || fn == gn || len(fp.Enum) == 0 || groupingParam(fn, fp) {
				continue
			}
			grouped := groupedAt(g.lower, gs)
			switch {
			case fs == gs && grouped && namedWith(g.lower, fs, fn):
				// written both ways: both stand
			case fs == gs && grouped:
				delete(args, fn)
			case fs == gs && namedWith(g.lower, fs, fn):
				delete(args, gn)
			case fs != gs && slices.Contains(nameWordsAll(fn), gs) && !grouped:
				if v, ok := cuedValue(gp, g.lower); ok {
					args[gn] = v // "the day crew, by day": rows per day
				} else {
					delete(args, gn)
				}
			}
			if _, kept := args[gn]; !kept {
				break
			}
		}
	}
}

// cuedValue is the one value of a grouping's enum the goal writes after a
// grouping cue.
func cuedValue(p property, lower string) (string, bool) {
	var found []string
	for _, x := range p.enumValues() {
		if v, ok := x.(string); ok && groupedAt(lower, v) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// groupedAt reports whether the goal writes word after a grouping cue.
func groupedAt(lower, word string) bool {
	if word == "" {
		return false
	}
	for i := range wordOccurrences(lower, word) {
		if groupCueRE.MatchString(lower[:i]) {
			return true
		}
	}
	return false
}

// namedWith reports whether the goal writes value just before a word of
// the parameter's name: "day shift" for shift = day.
func namedWith(lower, value, param string) bool {
	if value == "" {
		return false
	}
	for _, w := range nameWordsAll(param) {
		if len(w) > 2 && aliasIndex(lower, value+" "+w) >= 0 {
			return true
		}
	}
	return false
}
