package embedded

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// schemaCache holds compiled returns schemas by their text.
type schemaCache struct {
	mu sync.Mutex
	m  map[string]*jsonschema.Schema
}

func newSchemaCache() *schemaCache { return &schemaCache{m: map[string]*jsonschema.Schema{}} }

func (c *schemaCache) get(raw json.RawMessage) (*jsonschema.Schema, error) {
	key := string(raw)
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.m[key]; ok {
		return s, nil
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	comp := jsonschema.NewCompiler()
	if err := comp.AddResource("returns.json", doc); err != nil {
		return nil, err
	}
	s, err := comp.Compile("returns.json")
	if err != nil {
		return nil, err
	}
	if len(c.m) > 256 {
		clear(c.m)
	}
	c.m[key] = s
	return s, nil
}

// Judge checks output against the tool's returns schema, if it declares
// one, and flags an empty result (null, no rows, only empty lists).
func (e *Engine) Judge(ctx context.Context, _ *reason.Run, _ *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (reason.Verdict, error) {
	if err := ctx.Err(); err != nil {
		return reason.Verdict{}, err
	}
	v, err := decode(output)
	if err != nil {
		return reason.Verdict{Reason: "output is not valid JSON"}, nil
	}
	if spec != nil && len(spec.Returns) > 0 {
		sch, err := e.schemas.get(spec.Returns)
		if err != nil {
			return reason.Verdict{}, fmt.Errorf("embedded: returns schema of %s: %w", spec.Name, err)
		}
		inst, _ := jsonschema.UnmarshalJSON(bytes.NewReader(output))
		if err := sch.Validate(inst); err != nil {
			return reason.Verdict{Reason: "output does not match the returns schema: " + toolspec.Truncate(oneLine(err.Error()), 300)}, nil
		}
	}
	if isEmpty(v) {
		return reason.Verdict{OK: true, Empty: true, Reason: "the tool returned no data"}, nil
	}
	return reason.Verdict{OK: true}, nil
}

func decode(b json.RawMessage) (any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("trailing data after JSON value")
	}
	return v, nil
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// isEmpty: null, "", [], {}, or an object whose lists are all empty.
func isEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return strings.TrimSpace(x) == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		if len(x) == 0 {
			return true
		}
		lists, full := 0, 0
		for _, f := range x {
			if a, ok := f.([]any); ok {
				lists++
				if len(a) > 0 {
					full++
				}
			}
		}
		return lists > 0 && full == 0
	}
	return false
}

// Summarize compresses output into a bounded summary — row count, fields,
// top-level values and the first rows — and a bounded data excerpt.
func (e *Engine) Summarize(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (task.StepSummary, error) {
	if err := ctx.Err(); err != nil {
		return task.StepSummary{}, err
	}
	sum := task.StepSummary{Status: "succeeded"}
	if st != nil {
		sum.SubtaskID, sum.Description, sum.Tool = st.ID, st.Description, st.Tool
	}
	if spec != nil {
		sum.Tool = spec.Name
	}
	zh := run != nil && run.Task != nil && run.Task.Language == "zh"
	v, err := decode(output)
	if err != nil {
		if zh {
			sum.Summary = "输出不是合法 JSON：" + toolspec.Truncate(oneLine(string(output)), 120)
		} else {
			sum.Summary = "output is not valid JSON: " + toolspec.Truncate(oneLine(string(output)), 120)
		}
		return sum, nil
	}
	shape := inspect(v)
	sum.Summary = toolspec.Truncate(shape.text(zh, e.opts.SummaryRows), e.opts.SummaryChars)
	sum.Data = shape.excerpt(e.opts.SummaryRows, e.opts.DataBytes)
	return sum, nil
}

// shape is what a summary says about an output.
type shape struct {
	listName string
	rows     []any
	scalars  [][2]any // key, value in key order
	fields   []string
	scalar   any // a bare scalar output
}

func inspect(v any) shape {
	var s shape
	switch x := v.(type) {
	case []any:
		s.listName, s.rows = "rows", x
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			switch f := x[k].(type) {
			case []any:
				if s.rows == nil || len(f) > len(s.rows) {
					s.listName, s.rows = k, f
				}
			case map[string]any:
				s.scalars = append(s.scalars, [2]any{k, compact(f, 1)})
			default:
				s.scalars = append(s.scalars, [2]any{k, f})
			}
		}
	default:
		s.scalar = x
	}
	if len(s.rows) > 0 {
		if m, ok := s.rows[0].(map[string]any); ok {
			for k := range m {
				s.fields = append(s.fields, k)
			}
			slices.Sort(s.fields)
		}
	}
	return s
}

func (s shape) text(zh bool, rows int) string {
	var b strings.Builder
	if s.scalar != nil {
		return fmt.Sprint(s.scalar)
	}
	if s.listName != "" {
		if zh {
			fmt.Fprintf(&b, "%d 条%s", len(s.rows), s.listName)
		} else {
			fmt.Fprintf(&b, "%d %s", len(s.rows), s.listName)
		}
		if len(s.fields) > 0 {
			sep := " (fields: "
			if zh {
				sep = "（字段："
			}
			b.WriteString(sep + strings.Join(head(s.fields, 8), ", "))
			if zh {
				b.WriteString("）")
			} else {
				b.WriteString(")")
			}
		}
	}
	for i, kv := range s.scalars {
		if i >= 6 {
			break
		}
		if b.Len() > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%v=%s", kv[0], jsonText(kv[1], 60))
	}
	if n := min(rows, len(s.rows)); n > 0 {
		if zh {
			fmt.Fprintf(&b, "；前 %d 条：", n)
		} else {
			fmt.Fprintf(&b, "; first %d: ", n)
		}
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(jsonText(compact(s.rows[i], 1), 120))
		}
	}
	if b.Len() == 0 {
		if zh {
			return "无数据"
		}
		return "no data"
	}
	return b.String()
}

// excerpt is the bounded data the report template may quote.
func (s shape) excerpt(rows, maxBytes int) json.RawMessage {
	for n := min(rows, len(s.rows)); n >= 0; n-- {
		out := map[string]any{}
		for _, kv := range s.scalars {
			out[kv[0].(string)] = compact(kv[1], 1)
		}
		if s.scalar != nil {
			out["value"] = compact(s.scalar, 0)
		}
		if s.listName != "" {
			out[s.listName+"_count"] = len(s.rows)
			first := make([]any, 0, n)
			for _, r := range s.rows[:n] {
				first = append(first, compact(r, 1))
			}
			out[s.listName] = first
		}
		b, err := json.Marshal(out)
		if err == nil && len(b) <= maxBytes {
			return b
		}
	}
	return json.RawMessage(`{}`)
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

func jsonText(v any, max int) string {
	if s, ok := v.(string); ok {
		return toolspec.Truncate(s, max)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return toolspec.Truncate(string(b), max)
}
