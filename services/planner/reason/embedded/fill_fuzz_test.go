package embedded

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// FuzzFillArgs fills a schema with one parameter of each kind the rules
// read from any goal: filling never panics and never fills a parameter
// the schema does not declare.
func FuzzFillArgs(f *testing.F) {
	for _, s := range []string{"Convert 150 Euros to Canadian dollars.", "a table [[1, 2], [3, 4]] from x=1 to x=3", "height 5ft 10in at 6:30 PM",
		"'Let's go' to C:/data/a.csv for 2019-2020", "沪A12345 电话 13812345678", "the 2nd, 3rd and 4th (33.4 N, 112.0 W)", "yellow and blue colors, a player, Serena Williams", "从杭州萧山到无锡, not Xiaoshan", "等了一个半小时, 半个小时, 3个半小时"} {
		f.Add(s)
	}
	spec := &toolspec.Spec{Name: "fuzz_tool", Description: "A tool.", Parameters: json.RawMessage(`{"type":"object","properties":{
		"base_currency":{"type":"string"},"target_currency":{"type":"string"},"amount":{"type":"number"},
		"interval":{"type":"array","items":{"type":"number"},"description":"The interval."},"table":{"type":"array","items":{"type":"array"}},
		"height":{"type":"integer","description":"Height in inches."},"hours":{"type":"integer"},"minutes":{"type":"integer"},
		"method":{"type":"string","description":"Can be 'simpson' or 'trapezoid'."},"path":{"type":"string","description":"The file path."},
		"season":{"type":"string"},"plate":{"type":"string","pattern":"^[一-龥][A-Z][A-Z0-9]{5}$"},"color1":{"type":"string"},"color2":{"type":"string"},
		"items":{"type":"array","items":{"type":"string"}},"days":{"type":"integer","description":"Number of days."},"unit":{"type":"string"},
		"birth_date":{"type":"string","description":"In MM-DD-YYYY format."},"player_name":{"type":"string"},
		"from_depot":{"type":"string","pattern":"^DP-[A-Z]{2}$","description":"Depot, e.g. DP-XS (Hangzhou Xiaoshan), DP-WX (Wuxi)."},
		"to_depot":{"type":"string","description":"Depot, such as DP-XS (Hangzhou Xiaoshan) or DP-WX (Wuxi)."}},"required":["amount","items"]}`)}
	var sch object
	if err := json.Unmarshal(spec.Parameters, &sch); err != nil {
		f.Fatal(err)
	}
	e := newEngine(f)
	f.Fuzz(func(t *testing.T, goal string) {
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			return
		}
		args, _, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: goal}, spec, nil, "")
		if err != nil {
			t.Fatal(err)
		}
		for k := range args {
			if _, ok := sch.Properties[k]; !ok {
				t.Fatalf("filled %q, which the schema does not declare", k)
			}
		}
	})
}
