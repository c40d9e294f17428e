package digest

import (
	"bytes"
	"encoding/json"
	"slices"

	"github.com/hermes-agent/hermes/libs/jsonvalue"
)

// records is what a summary knows about an output.
type records struct {
	list     bool     // the output holds a list of records
	listName string   // its key ("rows" for a bare array)
	rows     []any    // the records
	scalars  [][2]any // key, value beside the list, in key order
	scalar   any      // a bare scalar output
	cols     []*column
	noun     recordNoun
}

func analyze(v any, raw json.RawMessage, tool string) records {
	var r records
	switch x := v.(type) {
	case []any:
		r.list, r.listName, r.rows = true, "rows", x
		r.cols = columnsOf(x, firstRowKeys(raw, nil))
	case map[string]any:
		path, list, holder := findList(x, 2)
		if path != nil {
			r.list, r.listName, r.rows = true, path[len(path)-1], list
			r.cols = columnsOf(list, firstRowKeys(raw, path))
		}
		r.scalars = scalarsOf(x, path)
		if holder != nil && len(path) > 1 {
			seen := map[string]bool{}
			for _, kv := range r.scalars {
				seen[kv[0].(string)] = true
			}
			for _, kv := range scalarsOf(holder, path[len(path)-1:]) {
				if !seen[kv[0].(string)] {
					r.scalars = append(r.scalars, kv)
				}
			}
		}
	default:
		r.scalar = x
	}
	r.noun = nounFor(r.listName, tool)
	return r
}

// findList finds the list of records in an object: the longest list of
// objects (else of anything) at the top level, else one level further down.
// It returns the keys leading to it and the object that holds it.
func findList(m map[string]any, depth int) ([]string, []any, map[string]any) {
	keys := sortedKeys(m)
	best, bestObj := "", false
	for _, k := range keys {
		a, ok := m[k].([]any)
		if !ok {
			continue
		}
		obj := len(a) > 0
		if obj {
			_, obj = a[0].(map[string]any)
		}
		cur, _ := m[best].([]any)
		if best == "" || (obj && !bestObj) || (obj == bestObj && len(a) > len(cur)) {
			best, bestObj = k, obj
		}
	}
	if best != "" {
		return []string{best}, m[best].([]any), m
	}
	if depth <= 0 {
		return nil, nil, nil
	}
	for _, k := range keys {
		if sub, ok := m[k].(map[string]any); ok {
			if p, l, h := findList(sub, depth-1); p != nil {
				return append([]string{k}, p...), l, h
			}
		}
	}
	return nil, nil, nil
}

// scalarsOf lists an object's values other than lists and the path to the
// records, in key order, objects compacted.
func scalarsOf(m map[string]any, path []string) [][2]any {
	var out [][2]any
	for _, k := range sortedKeys(m) {
		if len(path) > 0 && k == path[0] {
			continue
		}
		switch f := m[k].(type) {
		case []any:
		case map[string]any:
			out = append(out, [2]any{k, compact(f, 0)})
		default:
			out = append(out, [2]any{k, f})
		}
	}
	return out
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// firstRowKeys returns the keys of the first record of the list at path (nil
// for a bare array) in the order the output has them, so tables show fields
// in the tool's own order.
func firstRowKeys(raw json.RawMessage, path []string) []string {
	d := json.NewDecoder(bytes.NewReader(raw))
	for _, key := range path {
		if !delim(d, '{') {
			return nil
		}
		for {
			t, err := d.Token()
			if err != nil {
				return nil
			}
			if k, ok := t.(string); ok && k == key {
				break
			} else if !ok || skip(d) != nil {
				return nil
			}
		}
	}
	if !delim(d, '[') || !delim(d, '{') {
		return nil
	}
	var keys []string
	for len(keys) < maxColumns {
		t, err := d.Token()
		if err != nil {
			return nil
		}
		k, ok := t.(string)
		if !ok {
			break
		}
		keys = append(keys, k)
		if skip(d) != nil {
			return nil
		}
	}
	return keys
}

func delim(d *json.Decoder, want json.Delim) bool {
	t, err := d.Token()
	got, ok := t.(json.Delim)
	return err == nil && ok && got == want
}

func skip(d *json.Decoder) error {
	var v json.RawMessage
	return d.Decode(&v)
}

// Decode parses one JSON value with numbers kept exact (json.Number), as
// tool outputs are read everywhere in the reasoner; anything but blanks
// after the value is an error.
func Decode(b json.RawMessage) (any, error) { return jsonvalue.DecodeNumbers(b) }
