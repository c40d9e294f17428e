package digest

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// excerpt is the bounded data the report may quote: the values beside the
// list, the list's count, its first rows projected onto their most telling
// fields, and the fields a table should show, in order. When the goal asks
// for the rows themselves (detail), rows come before fields: if the most
// telling fields leave room for few rows, the rows keep only the fields the
// table shows.
func (r records) excerpt(rows, maxBytes int, detail bool) json.RawMessage {
	keep := topColumns(r.cols, len(r.rows), excerptColumns)
	show := topColumns(r.cols, len(r.rows), tableColumns)
	b, n := r.fit(keep, show, rows, maxBytes)
	if detail && n < min(rows, len(r.rows)) && len(show) < len(keep) {
		if nb, nn := r.fit(show, show, rows, maxBytes); nn > n {
			b = nb
		}
	}
	if b == nil {
		return json.RawMessage(`{}`)
	}
	return b
}

// fit renders the excerpt with the most rows, up to rows, that keeps it
// within maxBytes; nil when not even no row fits.
func (r records) fit(keep, show []string, rows, maxBytes int) (json.RawMessage, int) {
	for n := min(rows, len(r.rows)); n >= 0; n-- {
		out := map[string]any{}
		for i, kv := range r.scalars {
			if i >= excerptScalars {
				break
			}
			out[kv[0].(string)] = compact(kv[1], 0)
		}
		if !r.list && r.scalar != nil {
			out["value"] = compact(r.scalar, 0)
		}
		if r.list {
			out[r.listName+"_count"] = len(r.rows)
			if len(show) > 0 {
				out[columnsKey] = show
			}
			first := make([]any, 0, n)
			for _, row := range r.rows[:n] {
				m, ok := row.(map[string]any)
				if !ok || len(keep) == 0 {
					first = append(first, compact(row, 1))
					continue
				}
				p := make(map[string]any, len(keep))
				for _, k := range keep {
					if v, ok := m[k]; ok {
						p[k] = compact(v, 0)
					}
				}
				first = append(first, p)
			}
			out[r.listName] = first
		}
		b, err := json.Marshal(out)
		if err == nil && len(b) <= maxBytes {
			return b, n
		}
	}
	return nil, 0
}

// compact bounds a value: strings to 80 characters, objects to 8 keys,
// lists to 3 items, nesting to depth levels.
func compact(v any, depth int) any {
	switch x := v.(type) {
	case string:
		return toolspec.Truncate(x, 80)
	case map[string]any:
		if depth < 0 {
			return "{…}"
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		out := map[string]any{}
		for _, k := range head(keys, 8) {
			out[k] = compact(x[k], depth-1)
		}
		return out
	case []any:
		if depth < 0 {
			return fmt.Sprintf("[%d items]", len(x))
		}
		out := make([]any, 0, 3)
		for _, e := range x[:min(3, len(x))] {
			out = append(out, compact(e, depth-1))
		}
		return out
	}
	return v
}

func head(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
