package embedded

import (
	"strings"
)

// dropAllBesideLookup drops a filter's "all" the goal does not state when
// the call looks up one record by its identifier: list_kilns with a
// kiln_id names one kiln, and a filter widened to all of them narrows
// nothing the goal asked about. The identifier's noun is the tool's
// object ("kiln" of kiln_id in list_kilns).
func dropAllBesideLookup(tool string, sch object, args map[string]any, alls []string, g *goalValues) {
	if len(alls) == 0 || !looksUpOne(tool, sch, args) {
		return
	}
	if a, _ := optionAt(g, "all"); a >= 0 {
		return // "all statuses" is stated
	}
	for _, n := range alls {
		if args[n] == "all" {
			delete(args, n)
		}
	}
}

// looksUpOne reports whether args fill an identifier of the thing the
// tool is named for: kiln_id of list_kilns or get_kiln.
func looksUpOne(tool string, sch object, args map[string]any) bool {
	for n, v := range args {
		if _, ok := v.(string); !ok || len(sch.Properties[n].Enum) > 0 {
			continue
		}
		noun, ok := strings.CutSuffix(strings.ToLower(n), "_id")
		if !ok {
			continue
		}
		noun = noun[strings.LastIndexByte(noun, '_')+1:]
		if noun != "" && toolNamesNoun(strings.ToLower(tool), noun) {
			return true
		}
	}
	return false
}

// toolNamesNoun reports whether the words of a snake_case tool name hold
// noun, in either number: kiln in list_kilns.
func toolNamesNoun(tool, noun string) bool {
	for w := range strings.SplitSeq(tool, "_") {
		if w == noun || w == noun+"s" || w == noun+"es" {
			return true
		}
	}
	return false
}
