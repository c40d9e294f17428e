package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// glossItemBreak separates the items of an enum value's gloss: "北区:
// 河西, 城东".
var glossItemBreak = prefilter.MustCompile(`[,;:/、，：；]`)

// dropImplied drops an enum argument whose value the gloss of another
// argument's value names, unless the goal states it apart from that
// value: a shop glossed "(城东店, Chengdong, North)" lies in the north
// area, and a goal that names the shop asks for no area filter, though
// the area's own gloss lists the shop.
func dropImplied(sch object, args map[string]any, text string) {
	lower := lowerASCII(text)
	for _, a := range slices.Sorted(maps.Keys(args)) {
		va, ok := args[a].(string)
		if !ok || len(sch.Properties[a].Enum) == 0 || aliasIndex(lower, strings.ToLower(va)) >= 0 {
			continue
		}
		for b, bv := range args {
			vb, ok := bv.(string)
			if !ok || b == a || vb == va || len(sch.Properties[b].Enum) == 0 {
				continue
			}
			bg, ok := bracketAfter(sch.Properties[b].Description, vb)
			if !ok || aliasIndex(bg, strings.ToLower(va)) < 0 || statedApart(sch.Properties[a].Description, va, bg, lower) {
				continue
			}
			delete(args, a)
			break
		}
	}
}

// statedApart reports whether the goal holds an item of value v's gloss
// in description that the other value's gloss other does not hold.
func statedApart(description, v, other, lower string) bool {
	gloss, ok := bracketAfter(description, v)
	if !ok {
		return false
	}
	for _, item := range glossItemBreak.Split(gloss, -1) {
		if item = strings.TrimSpace(item); item != "" && strings.Contains(lower, item) && !strings.Contains(other, item) {
			return true
		}
	}
	return false
}
