package model

import (
	"context"
	"fmt"
	"maps"
	"regexp"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// maxReportChars bounds a max_chars the model reads into a goal.
const maxReportChars = 100000

const parseInstructions = systemPreamble + `

Task: turn the goal into a structured task. The structured task above is a first parse: its time_range and compare_range were resolved by a calendar and are final. ` +
	`Give the goal's language (zh or en); its constraints as name/value pairs (data_scope, output_format, and any other limit the goal states, e.g. 不超过300字 → max_chars); ` +
	`expected_output: what the result must contain, in the goal's language; entities the goal names (kind/value, e.g. region, metric, product); ` +
	`the report format (text, email, table, markdown); max_chars: the report's length limit in characters, 0 when none.
Reply shape: {"language":"zh","constraints":[{"name":"data_scope","value":"华东区"}],"expected_output":"...","entities":[{"kind":"region","value":"east_china"}],"format":"text","max_chars":0}`

// timeKeyRE matches constraint and entity names about time: those come from
// the calendar, never from the model.
var timeKeyRE = regexp.MustCompile(`(?i)time|date|period|range|compare|day|week|month|quarter|year|时间|日期|周期|环比|同比`)

// Parse turns a goal into a structured task. The fallback parses it first
// and its calendar's time ranges are final; the model adds language,
// constraints, expected output, entities, format and length limit. A goal
// that is a JSON object (a structured task) or that the fallback cannot
// read at all is settled by the fallback alone, without a model call.
func (e *Engine) Parse(ctx context.Context, goal string, meter *reason.Meter) (*task.Task, error) {
	base, err := e.opts.Fallback.Parse(ctx, goal, meter)
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(strings.TrimSpace(goal), "{") {
		return base, nil
	}
	if meter == nil {
		meter = reason.NewMeter(0)
	}
	var reply struct {
		Language       string `json:"language"`
		Constraints    []kv   `json:"constraints"`
		ExpectedOutput string `json:"expected_output"`
		Entities       []struct {
			Kind  string `json:"kind"`
			Value string `json:"value"`
		} `json:"entities"`
		Format   string `json:"format"`
		MaxChars int    `json:"max_chars"`
	}
	run := reason.NewRun(base, meter)
	c := call{
		op:        opParse,
		system:    parseInstructions,
		user:      e.userPrompt(run, "Parse the goal above."),
		maxTokens: 800,
		check: func() error {
			if reply.MaxChars < 0 || reply.MaxChars > maxReportChars {
				return fmt.Errorf("max_chars %d is out of range 0..%d", reply.MaxChars, maxReportChars)
			}
			return nil
		},
	}
	if err := e.complete(ctx, meter, c, &reply); err != nil {
		return nil, err
	}

	t := *base
	if t.Language == "" { // the fallback detects the script reliably
		t.Language = reply.Language
	}
	t.Constraints = map[string]string{}
	for _, c := range reply.Constraints {
		name := strings.TrimSpace(c.Name)
		if name != "" && !timeKeyRE.MatchString(name) {
			t.Constraints[name] = toolspec.Truncate(oneLine(c.Value), 200)
		}
	}
	for k, v := range base.Constraints {
		if timeKeyRE.MatchString(k) || t.Constraints[k] == "" {
			t.Constraints[k] = v // the calendar's ranges, and what the model left out
		}
	}
	if s := strings.TrimSpace(reply.ExpectedOutput); s != "" {
		t.ExpectedOutput = toolspec.Truncate(oneLine(s), 400)
	}
	t.Entities = maps.Clone(base.Entities)
	if t.Entities == nil {
		t.Entities = map[string]string{}
	}
	for _, en := range reply.Entities {
		kind, value := strings.TrimSpace(en.Kind), strings.TrimSpace(en.Value)
		switch {
		case kind == "" || value == "" || timeKeyRE.MatchString(kind):
		case kind == "tool" && !strings.Contains(goal, value):
			// a tool counts as named only when the goal names it
		case t.Entities[kind] == "":
			t.Entities[kind] = toolspec.Truncate(value, 100)
		}
	}
	if base.Format == "" || base.Format == task.FormatText {
		t.Format = task.Format(reply.Format)
	}
	if base.MaxChars == 0 {
		t.MaxChars = reply.MaxChars
	}
	if t.MaxChars > 0 {
		t.Constraints["max_chars"] = fmt.Sprint(t.MaxChars)
	}
	t.Constraints["output_format"] = string(t.Format)
	return &t, nil
}

// kv is a name/value pair of a reply.
type kv struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}
