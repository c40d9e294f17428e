package embedded

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
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
