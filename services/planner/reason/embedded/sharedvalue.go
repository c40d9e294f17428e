package embedded

import (
	"maps"
	"slices"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

var (
	// groupCueRE is a word that makes the next one a grouping: by day, per
	// line, each day, every week, 按天, 每班, 分班次.
	groupCueRE = prefilter.MustCompile(`(?i)(?:\bby|\bper|\beach|\bevery|按|每|分)\s*$`)
	// groupDescRE is a description of a parameter that splits the result
	// into rows: "Rows per shift, day or line", "Break the figure down by".
	groupDescRE = prefilter.MustCompile(`(?i)^\s*(?:rows?\s+(?:per|by|for each)|one row (?:per|for each)|break\w*\s+(?:\w+\s+){0,3}down\s+by|group(?:ed|ing)?\s+by|split\s+by|aggregat\w+\s+by)`)
)

// groupWords are the words that name a parameter splitting its result
// into rows: group_by, granularity, interval, breakdown.
var groupWords = map[string]bool{"group": true, "grouping": true, "groupby": true, "granularity": true, "interval": true, "breakdown": true, "bucket": true, "dimension": true, "split": true, "aggregation": true}

// groupingParam reports whether a parameter says how the result is split
// into rows rather than which rows there are.
func groupingParam(name string, p property) bool {
	if slices.ContainsFunc(nameWordsAll(name), func(w string) bool { return groupWords[w] }) {
		return true
	}
	return groupDescRE.MatchString(p.Description)
}

// dropSharedGrouping keeps one parameter for a word that filled both a
// grouping and a filter (a value fills one parameter only). A grouping
// value the goal writes after by, each or 按 ("by day", "each day") is no
// filter's value: the day shift is not asked for. A filter the goal ties
// to its own name ("the day shift") is no grouping, and neither is a
// grouping by a parameter the goal gives a value of ("the day shift"
// groups nothing by shift) unless it writes the grouping too ("by shift").
func dropSharedGrouping(sch object, args map[string]any, g *goalValues) {
	names := slices.Sorted(maps.Keys(args)) // the same outcome on every run
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
			switch {
			case fs == gs && groupedAt(g.lower, gs):
				delete(args, fn) // "each day": no day shift
			case fs == gs && namedWith(g.lower, gs, fn):
				delete(args, gn) // "the day shift": no rows per day
			case slices.Contains(nameWordsAll(fn), gs) && !groupedAt(g.lower, gs):
				delete(args, gn) // the shift is given: no rows per shift
			}
			if _, kept := args[gn]; !kept {
				break
			}
		}
	}
}

// groupedAt reports whether the goal writes word after a grouping cue.
func groupedAt(lower, word string) bool {
	for from := 0; from < len(lower); {
		i := aliasIndex(lower[from:], word)
		if i < 0 {
			return false
		}
		i += from
		if groupCueRE.MatchString(lower[:i]) {
			return true
		}
		from = i + len(word)
	}
	return false
}

// namedWith reports whether the goal writes value just before a word of
// the parameter's name: "day shift" for shift = day.
func namedWith(lower, value, param string) bool {
	for _, w := range nameWordsAll(param) {
		if len(w) > 2 && aliasIndex(lower, value+" "+w) >= 0 {
			return true
		}
	}
	return false
}
