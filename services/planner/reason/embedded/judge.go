package embedded

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/digest"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// Judge checks output against the tool's returns schema, if it declares
// one, and flags an empty result (null, no rows, only empty lists).
func (e *Engine) Judge(ctx context.Context, _ *reason.Run, _ *task.Subtask, spec *toolspec.Spec, output json.RawMessage) (reason.Verdict, error) {
	if err := ctx.Err(); err != nil {
		return reason.Verdict{}, err
	}
	v, err := digest.Decode(output)
	if err != nil {
		return reason.Verdict{Reason: "output is not valid JSON"}, nil
	}
	if spec != nil && declared(spec.Returns) {
		sch, err := e.opts.Schemas.Compile(spec.Returns)
		if err != nil {
			return reason.Verdict{}, fmt.Errorf("embedded: returns schema of %s: %w", spec.Name, err)
		}
		if err := sch.ValidateValue(v); err != nil {
			return reason.Verdict{Reason: "output does not match the returns schema: " + toolspec.Truncate(oneLine(mismatch(err)), 300)}, nil
		}
	}
	if isEmpty(v) {
		return reason.Verdict{OK: true, Empty: true, Reason: "the tool returned no data"}, nil
	}
	return reason.Verdict{OK: true}, nil
}

// declared reports whether a returns schema is declared: blank or null
// declares none (unlike a parameters schema, where it means any object,
// an output need not be an object).
func declared(returns json.RawMessage) bool {
	r := bytes.TrimSpace(returns)
	return len(r) > 0 && !bytes.Equal(r, []byte("null"))
}

// mismatch is what a failed validation says about the output: the fields
// that are missing or invalid, each with the shape the schema wants.
func mismatch(err error) string {
	var te *toolerr.Error
	switch {
	case errors.As(err, &te) && te.Hint != "":
		return te.Hint
	case te != nil:
		return te.Message
	}
	return err.Error()
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
