package embedded

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// textFormatRE is a goal naming plain text as its report's format: the
// parse cannot tell it from no format named, since text is the fallback.
var textFormatRE = prefilter.MustCompile(`(?i)纯文本|文本格式|plain text|\bas text\b|\btext format\b`)

// applyFormatDefault gives the task the caller's saved report format when
// the goal names none.
func applyFormatDefault(run *reason.Run) {
	t := run.Task
	v, ok := run.Defaults[task.PreferenceFormat]
	named := t.Format != "" && t.Format != task.FormatText || textFormatRE.MatchString(t.Goal)
	if !ok || named || !task.Format(v).Known() {
		return
	}
	t.Format = task.Format(v)
	if t.Constraints != nil {
		t.Constraints["output_format"] = v
	}
	run.UseDefault(task.PreferenceFormat, v)
}

// fillSaved fills, from the caller's saved defaults, each parameter the
// goal left unfilled whose name is a saved key and whose schema accepts
// the saved value, and returns those it filled.
func fillSaved(run *reason.Run, sch object, args map[string]any, loc *time.Location) map[string]string {
	if run == nil || len(run.Defaults) == 0 {
		return nil
	}
	used := map[string]string{}
	for name, p := range sch.Properties {
		saved, ok := run.Defaults[name]
		if _, done := args[name]; done || !ok {
			continue
		}
		if v, ok := savedValue(saved, p, loc); ok {
			args[name] = v
			used[name] = saved
		}
	}
	if len(used) == 0 {
		return nil
	}
	return used
}

// hasSaved reports whether the caller saved a default for the parameter
// that its schema accepts.
func (e *Engine) hasSaved(run *reason.Run, name string, p property) bool {
	if run == nil {
		return false
	}
	v, ok := run.Defaults[name]
	if !ok {
		return false
	}
	_, fits := savedValue(v, p, e.opts.Location)
	return fits
}

// savedValue converts a saved text value to the parameter's schema, or
// reports that the schema does not accept it: a saved default never
// stands in for a value of another shape.
func savedValue(saved string, p property, loc *time.Location) (any, bool) {
	if p.typ() == "array" {
		var items []any
		if err := json.Unmarshal([]byte(saved), &items); err != nil {
			for _, s := range strings.Split(saved, ",") {
				if s = strings.TrimSpace(s); s != "" {
					items = append(items, s)
				}
			}
		}
		for _, it := range items {
			s, isString := it.(string)
			if p.Items != nil && len(p.Items.Enum) > 0 && (!isString || !hasValue(p.Items.Enum, s)) {
				return nil, false
			}
		}
		return items, len(items) > 0
	}
	if p.Pattern != "" {
		re := schemaPattern(p.Pattern)
		if re == nil || !re.MatchString(saved) {
			return nil, false
		}
	}
	return coerce(saved, p, loc)
}
