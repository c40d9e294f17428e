package model

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

const fillInstructions = systemPreamble + `

Task: fill the arguments of the tool below for the subtask, from the task only. ` +
	`Use parameter names and types exactly as the schema declares them. ` +
	`Dates and periods: copy the resolved dates of the structured task (time_range, compare_range) in the format the parameter asks for. ` +
	`Never invent a value: leave out every parameter the task does not give, and list the required ones you left out in "missing". ` +
	`When previous arguments and a hint from the tool are given, correct the arguments the hint names and keep the others.
Reply shape: {"args":{"<parameter>":<value>},"missing":["<required parameter>"]}`

// params is the part of a parameters schema FillArgs reasons about.
type params struct {
	Properties           map[string]json.RawMessage `json:"properties"`
	Required             []string                   `json:"required"`
	AdditionalProperties json.RawMessage            `json:"additionalProperties"`
}

// FillArgs fills spec's arguments. Only here is the tool's full schema sent
// (R5). The reply's arguments are validated against the schema with its
// required list set aside: required ones left out are returned in missing,
// and one the model lists as missing is dropped even if it also gave a value.
func (e *Engine) FillArgs(ctx context.Context, run *reason.Run, st *task.Subtask, spec *toolspec.Spec, prev map[string]any, hint string) (map[string]any, []string, error) {
	if spec == nil {
		return nil, nil, errors.New("model: fill_args: no tool")
	}
	var ps params
	if len(bytes.TrimSpace(spec.Parameters)) > 0 {
		if err := json.Unmarshal(spec.Parameters, &ps); err != nil {
			return nil, nil, fmt.Errorf("model: fill_args: parameters of %s: %w", spec.Name, err)
		}
	}
	if len(ps.Properties) == 0 && len(ps.Required) == 0 {
		return map[string]any{}, []string{}, nil // nothing declared to fill: no call
	}
	loose, err := e.argSchema(spec.Parameters)
	if err != nil {
		return nil, nil, fmt.Errorf("model: fill_args: parameters of %s: %w", spec.Name, err)
	}
	var reply struct {
		Args    map[string]any `json:"args"`
		Missing []string       `json:"missing"`
	}
	c := call{
		op:        opFill,
		system:    fillInstructions,
		user:      e.userPrompt(run, fillPayload(st, spec, prev, hint)),
		maxTokens: 1024,
		check: func() error {
			// Names the schema does not declare are dropped, not retried:
			// they can only be invented.
			if !allowsExtra(ps.AdditionalProperties) {
				for name := range reply.Args {
					if _, ok := ps.Properties[name]; !ok {
						delete(reply.Args, name)
						e.opts.Logger.WarnContext(ctx, "model filled an undeclared argument; dropped", "tool", spec.Name, "arg", name)
					}
				}
			}
			b, err := json.Marshal(reply.Args)
			if err != nil {
				return err
			}
			return loose.Validate(b)
		},
	}
	if err := e.complete(ctx, meterOf(run), c, &reply); err != nil {
		return nil, nil, err
	}
	args := reply.Args
	if args == nil {
		args = map[string]any{}
	}
	for _, m := range reply.Missing {
		delete(args, m) // the model says it does not know it: do not trust a value
	}
	missing := []string{}
	for _, r := range ps.Required {
		if _, ok := args[r]; !ok {
			missing = append(missing, r)
		}
	}
	slices.Sort(missing)
	return args, slices.Compact(missing), nil
}

// allowsExtra reports whether an additionalProperties value admits names
// the schema does not declare. Absent admits them in JSON Schema, but a
// tool's parameters are its declared ones: only an explicit true or a
// schema admits more.
func allowsExtra(ap json.RawMessage) bool {
	s := strings.TrimSpace(string(ap))
	return s != "" && s != "false" && s != "null"
}

// fillPayload is the fill prompt's body: the subtask, the chosen tool in
// full, and on a repair the previous arguments and the tool's hint.
func fillPayload(st *task.Subtask, spec *toolspec.Spec, prev map[string]any, hint string) string {
	var b strings.Builder
	if st != nil {
		b.WriteString("Subtask")
		if st.ID != "" {
			b.WriteString(" " + st.ID)
		}
		b.WriteString(": " + oneLine(st.Description) + "\n")
	}
	b.WriteString(fullSpec(spec))
	if len(prev) > 0 {
		b.WriteString("\nPrevious arguments (rejected): " + jsonText(prev))
	}
	if hint != "" {
		b.WriteString("\nHint from the tool: " + toolspec.Truncate(oneLine(hint), 600))
	}
	return b.String()
}

// argSchema compiles a parameters schema without its top-level required
// list: a required argument left out is reported missing, not an invalid
// reply. The loose schema is compiled through Options.Schemas, keyed by its
// own text.
func (e *Engine) argSchema(raw json.RawMessage) (*argschema.Schema, error) {
	loose := raw
	if len(bytes.TrimSpace(raw)) > 0 {
		var doc map[string]any
		if err := json.Unmarshal(raw, &doc); err != nil {
			return nil, err
		}
		delete(doc, "required")
		b, err := json.Marshal(doc)
		if err != nil {
			return nil, err
		}
		loose = b
	}
	return e.opts.Schemas.Compile(loose)
}
