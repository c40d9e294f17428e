package embedded

import (
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// coerce converts a text value to the parameter's type and format.
func coerce(v string, p property, loc *time.Location) (any, bool) {
	switch p.typ() {
	case "integer":
		n, err := strconv.ParseInt(v, 10, 64)
		return n, err == nil
	case "number", "float": // "float" in BFCL's function lists
		f, err := strconv.ParseFloat(v, 64)
		return f, err == nil
	case "boolean":
		b, err := strconv.ParseBool(v)
		return b, err == nil
	case "array":
		return listLiteral(v, p)
	}
	if p.Format == "date" || p.Format == "date-time" {
		for _, layout := range []string{time.RFC3339, task.DateLayout, "2006/01/02", "2006.01.02", "20060102", "2006/1/2", "2006-1-2"} {
			if d, err := time.ParseInLocation(layout, v, loc); err == nil {
				if p.Format == "date" {
					return d.Format(task.DateLayout), true
				}
				return d.Format(time.RFC3339), true
			}
		}
		return nil, false
	}
	if len(p.Enum) > 0 && !hasValue(p.Enum, v) {
		return nil, false
	}
	if t := strings.TrimSpace(v); len(t) > 1 && (t[0] == '[' && t[len(t)-1] == ']' || t[0] == '{' && t[len(t)-1] == '}') {
		return nil, false // a list or a dictionary written out is no text: "order: ['Sam', 'Alice']"
	}
	return v, true
}

// listLiteral reads a list written as a literal, [200, 300] or
// ['I', 'V'], its items typed by the schema's items.
func listLiteral(v string, p property) (any, bool) {
	v = strings.TrimSpace(v)
	if !strings.HasPrefix(v, "[") || !strings.HasSuffix(v, "]") {
		return nil, false
	}
	var out []any
	if json.Unmarshal([]byte(v), &out) != nil && json.Unmarshal([]byte(strings.ReplaceAll(v, "'", `"`)), &out) != nil {
		return nil, false
	}
	if p.Items == nil {
		return out, true
	}
	for i, x := range out {
		f, isNum := x.(float64)
		switch p.Items.Type {
		case "integer":
			if !isNum || f != math.Trunc(f) {
				return nil, false
			}
			out[i] = int64(f)
		case "number", "float":
			if !isNum {
				return nil, false
			}
		case "string":
			if _, ok := x.(string); !ok {
				return nil, false
			}
		}
	}
	return out, true
}

// repair merges a failed call's arguments into a fresh fill: arguments the
// hint does not name are kept as they were; those it names are coerced to
// the schema or dropped; unknown parameters are dropped.
func (e *Engine) repair(fresh, prev map[string]any, hint string, sch object) map[string]any {
	out := map[string]any{}
	lowerHint := strings.ToLower(hint)
	for k, v := range prev {
		p, known := sch.Properties[k]
		if !known {
			continue
		}
		if hint != "" && mentions(lowerHint, strings.ToLower(k)) {
			if f, ok := fresh[k]; ok && !reflect.DeepEqual(f, v) {
				out[k] = f
				continue
			}
			if s, ok := v.(string); ok {
				if cv, ok := coerce(s, p, e.opts.Location); ok && !reflect.DeepEqual(cv, v) {
					out[k] = cv
				}
			}
			continue
		}
		out[k] = v
	}
	for k, v := range fresh {
		if _, ok := out[k]; !ok && !(hint != "" && mentions(lowerHint, strings.ToLower(k)) && reflect.DeepEqual(prev[k], v)) {
			out[k] = v
		}
	}
	return out
}
