package embedded

import (
	"maps"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
)

// groupingNameRE is a parameter named for how results are grouped.
var groupingNameRE = prefilter.MustCompile(`(?i)^(?:group(?:ed)?_?by|grouping|break_?down(?:_?by)?|split_?by|aggregate_?by|dimension|granularity|interval|bucket)$`)

// groupingDescRE is a description saying its parameter groups results:
// "How to group the counts", "One row per store", "Rows per shift, day or
// line", "Breakdown: …".
var groupingDescRE = prefilter.MustCompile(`(?i)\bgroup(?:s|ed|ing)?\b|\bbreak(?:s)?\b(?:\s+\w+){0,3}\s+down\b|\bbreakdown\b|\bone row (?:per|for each)\b|^\s*rows?\s+(?:per|by|for each)\b|\bsplit\s+by\b|\baggregat\w*\s+by\b|分组`)

// groupingParam reports whether a parameter says how the result is split
// into rows rather than which rows there are.
func groupingParam(name string, p property) bool {
	return groupingNameRE.MatchString(name) || groupingDescRE.MatchString(p.Description)
}

// byFlagRE is a flag named for a grouping: by_product_line,
// group_by_region, breakdown_by_month.
var byFlagRE = prefilter.MustCompile(`^(?:group_|break_?down_|split_)?by_([a-z][a-z0-9_]*)$`)

// byCueRE ends in an English grouping cue: "by", "per", "for each the".
var byCueRE = prefilter.MustCompile(`\b(?:by|per|for each|each)\s+(?:the\s+)?$`)

// topCueRE ends in a ranking of groups, "top 5", with up to two words
// between it and the plural it ranks: "top 5 downtime reasons".
var topCueRE = prefilter.MustCompile(`\btop\s+(?:\d+\s+)?((?:[a-z]+\s+){0,2})$`)

// rankedAfter reports whether before ends in a ranking of groups, "top 5"
// or "top delay", whose words between it and what it ranks modify that
// word: in "on top of the stores" top is a place, and of and the say so.
func rankedAfter(before string) bool {
	m := topCueRE.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if stopWords[w] {
			return false
		}
	}
	return true
}

// groupedWord reports whether lower writes w, in either number, after an
// English grouping cue: "by line of business", "per stores".
func groupedWord(lower, w string) bool {
	if w == "" {
		return false
	}
	for i := range occurrences(lower, w) {
		end := i + len(w)
		whole := slices.ContainsFunc([]string{"", "s", "es"}, func(suffix string) bool {
			return strings.HasPrefix(lower[end:], suffix) && !latinAt(lower, end+len(suffix))
		})
		if whole && !latinAt(lower, i-1) && byCueRE.MatchString(lower[:i]) {
			return true
		}
		plural := strings.HasPrefix(lower[end:], "s") && !latinAt(lower, end+1) || strings.HasPrefix(lower[end:], "es") && !latinAt(lower, end+2)
		if plural && !latinAt(lower, i-1) && rankedAfter(lower[:i]) {
			return true // "the top 5 downtime reasons": ranked by reason
		}
	}
	return false
}

// groupAskRE is a word groupNamed needs before a grouping, English or
// Chinese: without one, no grouping is asked for and its glosses need not
// be read.
var groupAskRE = prefilter.MustCompile(`(?i)\b(?:by|per|each|top)\b|按|分|各|前\s*[0-9一二三四五六七八九十两几]`)

// hanGroupRE is a Chinese grouping marker: 按车场, 按照门店, 分品类.
// So is 各 with its measure word (各条线, each line) and a ranking's
// count (前5个原因, the top five reasons).
var hanGroupRE = prefilter.MustCompile(`(?:按照|按|分|各(?:个|条|家|类|种|项)?|前\s*(?:[0-9]+|[一二三四五六七八九十两几]+)\s*(?:个|条|家|名|项|大)?)\s*`)

// headGlossRE is the head of a description that names what its parameter
// is before listing values: "Fault system (故障系统): engine (…)".
var headGlossRE = prefilter.MustCompile(`^([^:：.;。(（]{2,40})(?:[(（]([^)）]{1,20})[)）])?\s*[:：.;。]`)

// groupedValue is the value of a grouping parameter the goal asks for
// by naming what to group by, where the value is itself what the catalog
// calls a parameter: "by fault system" or 按故障系统 for the group_by
// value fault_system when a fault_system is glossed "Fault system
// (故障系统)"; and true for a by_fault_system flag the same way.
func groupedValue(name string, p property, sch object, byName map[string]*toolspec.Spec, g *goalValues) (any, bool) {
	if !groupAskRE.MatchString(g.text) {
		return nil, false // no by, per, each or 按 for a grouping to follow
	}
	if p.typ() == "boolean" {
		m := byFlagRE.FindStringSubmatch(strings.ToLower(name))
		if m == nil || !groupNamed(g.text, groupGlosses(m[1], sch, byName)) {
			return nil, false
		}
		return true, true
	}
	if p.typ() != "string" || len(p.Enum) == 0 {
		return nil, false
	}
	if !groupingParam(name, p) {
		return nil, false
	}
	var found []string
	for _, x := range p.Enum {
		v, ok := x.(string)
		if ok && len(v) > 1 && groupNamed(g.text, groupGlosses(v, sch, byName)) {
			found = append(found, v)
		}
	}
	if len(found) != 1 {
		return nil, false // none, or the goal's words name several
	}
	return found[0], true
}

// groupGlosses are the words naming v, a grouping: its own words, and the
// head of the description of a parameter named v on this tool or another
// of the catalog, with its bracketed gloss.
func groupGlosses(v string, sch object, byName map[string]*toolspec.Spec) []string {
	out := []string{strings.ReplaceAll(strings.ToLower(v), "_", " ")}
	add := func(desc string) {
		m := headGlossRE.FindStringSubmatch(desc)
		if m == nil {
			return
		}
		if h := strings.ToLower(strings.TrimSpace(m[1])); h != "" && !slices.Contains(out, h) {
			out = append(out, h)
		}
		for _, w := range strings.FieldsFunc(m[2], func(r rune) bool { return strings.ContainsRune("/,，、 ", r) }) {
			if !slices.Contains(out, strings.ToLower(w)) {
				out = append(out, strings.ToLower(w))
			}
		}
	}
	if q, ok := sch.Properties[v]; ok {
		add(q.Description)
	}
	for _, n := range slices.Sorted(maps.Keys(byName)) {
		other, err := schemaObject(byName[n].Parameters)
		if err != nil {
			continue
		}
		if q, ok := other.Properties[v]; ok {
			add(q.Description)
		}
	}
	return out
}

// groupNamed reports whether text asks to group by one of glosses: "by
// fault system", "per store", 按车场, 分品类 (a Chinese word the
// glossary gives an English gloss for).
func groupNamed(text string, glosses []string) bool {
	lower := strings.ToLower(text)
	for _, w := range glosses {
		if w == "" {
			continue
		}
		if isLatin(w) {
			if groupedWord(lower, w) {
				return true
			}
			continue
		}
	}
	for _, m := range hanGroupRE.FindAllStringIndex(text, -1) {
		rest := text[m[1]:]
		for _, w := range glosses {
			if w == "" {
				continue
			}
			if !isLatin(w) && strings.HasPrefix(rest, w) {
				return true
			}
			if isLatin(w) && !strings.Contains(w, " ") && lexical.GlossLeads(rest, w) {
				return true
			}
			if isLatin(w) && strings.Contains(w, " ") && lexical.GlossLeadsPhrase(rest, w) {
				return true // 按支付方式 for "payment method"
			}
		}
	}
	return false
}
