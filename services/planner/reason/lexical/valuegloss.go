package lexical

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
)

// valueGlosses maps an enum value to the Chinese gloss a parameter's
// description gives it in brackets ("forklift (叉车)"), over a catalog.
type valueGlosses map[string]string

// add reads the glosses of the enum values of a parameters schema (see
// parseSchema).
func (vg valueGlosses) add(schema any) {
	walkSchema(schema, func(desc string, enum []string) {
		for _, v := range enum {
			if _, ok := vg[v]; ok {
				continue
			}
			if g := glossAfter(desc, v); g != "" {
				vg[v] = g
			}
		}
	})
}

// missing returns, as text, the glosses of the enum values of a
// parameters schema whose description points at another tool of the
// catalog for them ("Machine, as in open_fault") rather than glossing
// them: it takes the same values, and the words that name them too.
func (vg valueGlosses) missing(schema any, tools map[string]bool) string {
	var b strings.Builder
	walkSchema(schema, func(desc string, enum []string) {
		if len(enum) == 0 || !namesTool(desc, tools) {
			return
		}
		for _, v := range enum {
			if glossAfter(desc, v) != "" {
				return
			}
		}
		for _, v := range enum {
			if g, ok := vg[v]; ok {
				b.WriteString(v + " (" + g + "). ")
			}
		}
	})
	return b.String()
}

// namesTool reports whether text writes the name of one of tools.
func namesTool(text string, tools map[string]bool) bool {
	for _, m := range namedRE.FindAllStringSubmatch(text, -1) {
		if tools[strings.ToLower(strings.TrimRight(m[1], ".-"))] {
			return true
		}
	}
	return false
}

// glossAfter returns what the brackets right after value v in desc hold,
// when that holds Han characters. An empty v glosses nothing.
func glossAfter(desc, v string) string {
	if v == "" {
		return ""
	}
	for rest := desc; ; {
		i := strings.Index(rest, v)
		if i < 0 {
			return ""
		}
		after := strings.TrimLeft(rest[i+len(v):], " ")
		rest = rest[i+len(v):]
		if at := len(desc) - len(rest) - len(v); at > 0 && isWordByte(desc[at-1]) {
			continue
		}
		var end string
		switch {
		case strings.HasPrefix(after, "("):
			after, end = after[1:], ")"
		case strings.HasPrefix(after, "（"):
			after, end = after[len("（"):], "）"
		default:
			continue
		}
		g, _, ok := strings.Cut(after, end)
		if ok && strings.IndexFunc(g, isHan) >= 0 {
			return g
		}
	}
}

// parseSchema decodes a parameters schema once for the readers of a tool's
// parameters; nil when there is none or it is no JSON.
func parseSchema(raw json.RawMessage) any {
	if len(raw) == 0 {
		return nil
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil
	}
	return v
}

// walkSchema calls fn with the description and string enum values of each
// schema of a decoded parameters schema that has either, a few levels
// deep. Empty values, which name nothing, are left out.
func walkSchema(schema any, fn func(desc string, enum []string)) {
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		m, ok := v.(map[string]any)
		if !ok || depth > 3 {
			return
		}
		d, _ := m["description"].(string)
		var enum []string
		if e, ok := m["enum"].([]any); ok {
			for _, x := range e {
				if s, ok := x.(string); ok && s != "" {
					enum = append(enum, s)
				}
			}
		}
		if d != "" || len(enum) > 0 {
			fn(d, enum)
		}
		if props, ok := m["properties"].(map[string]any); ok {
			for _, k := range slices.Sorted(maps.Keys(props)) {
				walk(props[k], depth+1)
			}
		}
		walk(m["items"], depth+1)
	}
	walk(schema, 0)
}
