package lexical

import (
	"strings"
)

// valueGlosses maps a tool's name, in lower case, and one of its enum
// values to the Chinese gloss a parameter's description gives the value
// in brackets ("forklift (叉车)"), over a catalog.
type valueGlosses map[string]map[string]string

// add reads the glosses of the enum values of tool's parameters schema
// (see parseSchema).
func (vg valueGlosses) add(tool string, schema any) {
	tool = strings.ToLower(tool)
	walkSchema(schema, func(_, desc string, enum []string) {
		for _, v := range enum {
			if _, ok := vg[tool][v]; ok {
				continue
			}
			if g := glossAfter(desc, v); g != "" {
				if vg[tool] == nil {
					vg[tool] = map[string]string{}
				}
				vg[tool][v] = g
			}
		}
	})
}

// missing returns, as text, the glosses of the enum values of a
// parameters schema whose description points at another tool of the
// catalog for them ("Machine, as in open_fault") rather than glossing
// them: it takes the same values, and the words that tool names them with.
func (vg valueGlosses) missing(schema any, tools map[string]bool) string {
	var b strings.Builder
	walkSchema(schema, func(_, desc string, enum []string) {
		if len(enum) == 0 {
			return
		}
		named := namedTools(desc, tools)
		if len(named) == 0 {
			return
		}
		for _, v := range enum {
			if glossAfter(desc, v) != "" {
				return
			}
		}
		for _, v := range enum {
			for _, tool := range named {
				if g, ok := vg[tool][v]; ok {
					b.WriteString(v + " (" + g + "). ")
					break
				}
			}
		}
	})
	return b.String()
}

// namedTools returns the names, in lower case, of the tools of tools that
// text writes, in the order it writes them.
func namedTools(text string, tools map[string]bool) []string {
	var named []string
	for _, m := range namedRE.FindAllStringSubmatch(text, -1) {
		if name := strings.ToLower(strings.TrimRight(m[1], ".-")); tools[name] {
			named = append(named, name)
		}
	}
	return named
}

// glossAfter returns what the brackets right after value v in desc hold,
// up to the first closing bracket, when that holds Han characters. An empty v glosses nothing.
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
		switch {
		case strings.HasPrefix(after, "("):
			after = after[1:]
		case strings.HasPrefix(after, "（"):
			after = after[len("（"):]
		default:
			continue
		}
		// Either width closes either, as in catalogWords.addGlosses.
		if j := strings.IndexAny(after, ")）"); j >= 0 && strings.IndexFunc(after[:j], isHan) >= 0 {
			return after[:j]
		}
	}
}
