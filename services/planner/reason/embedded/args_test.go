package embedded

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/task"
)

func fill(t *testing.T, e *Engine, goal, params string) (map[string]any, []string) {
	t.Helper()
	return fillNamed(t, e, "t", goal, params)
}

// fillNamed is fill for a tool of the given name, for rules that read it.
func fillNamed(t *testing.T, e *Engine, tool, goal, params string) (map[string]any, []string) {
	t.Helper()
	args, missing, _ := fillSpec(t, e, goal, &toolspec.Spec{Name: tool, Parameters: json.RawMessage(params)})
	return args, missing
}

// fillSpec parses goal and fills spec's arguments for the one subtask the
// goal describes, for rules that read the whole spec (its side effect).
func fillSpec(t *testing.T, e *Engine, goal string, spec *toolspec.Spec) (map[string]any, []string, *task.Task) {
	t.Helper()
	tk, err := e.Parse(context.Background(), goal, nil)
	if err != nil {
		t.Fatal(err)
	}
	args, missing, err := e.FillArgs(context.Background(), reason.NewRun(tk, nil), &task.Subtask{Description: goal}, spec, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	return args, missing, tk
}

// specFill is one goal, the spec it fills and the value one parameter
// must get.
type specFill struct {
	name, goal  string
	spec        *toolspec.Spec
	param, want string
}

// checkSpecFills runs each case through fillSpec with e; also, when not
// nil, checks the parsed task.
func checkSpecFills(t *testing.T, e *Engine, tests []specFill, also func(*testing.T, *task.Task)) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args, _, tk := fillSpec(t, e, tc.goal, tc.spec)
			if got := args[tc.param]; got != tc.want {
				t.Errorf("%s = %v, want %s (args %v)", tc.param, got, tc.want, args)
			}
			if also != nil {
				also(t, tk)
			}
		})
	}
}

func TestFillArgsStatedValues(t *testing.T) {
	const (
		triangle = `{"type":"dict","properties":{"base":{"type":"integer","description":"The base of the triangle."},
			"height":{"type":"integer","description":"The height of the triangle."},
			"unit":{"type":"string","description":"The unit of measure (defaults to 'units' if not specified)"}},"required":["base","height"]}`
		gcd       = `{"type":"dict","properties":{"num1":{"type":"integer"},"num2":{"type":"integer"}},"required":["num1","num2"]}`
		motion    = `{"type":"dict","properties":{"initial_velocity":{"type":"integer","description":"The initial velocity in meters/second."},"acceleration":{"type":"integer","description":"The acceleration in meters/second^2."},"time":{"type":"integer","description":"The time in seconds."}},"required":["initial_velocity","acceleration","time"]}`
		transfer  = `{"type":"object","properties":{"sku":{"type":"string","pattern":"^SKU-[0-9]{5}$"},"from_warehouse":{"type":"string","pattern":"^WH-[A-Z]{2}[0-9]{2}$"},"to_warehouse":{"type":"string","pattern":"^WH-[A-Z]{2}[0-9]{2}$"},"quantity":{"type":"integer","description":"Units to move."}},"required":["sku","from_warehouse","to_warehouse","quantity"]}`
		staff     = `{"type":"object","properties":{"employee_id":{"type":"string","description":"工号 employee ID, e.g. E30417."},"note":{"type":"string"}},"required":["employee_id"]}`
		receipts  = `{"type":"object","properties":{"supplier":{"type":"string","description":"Supplier name, e.g. Lenovo, Midea."},"warehouse_code":{"type":"string","pattern":"^WH-[A-Z]{2}[0-9]{2}$"}}}`
		quote     = `{"type":"object","properties":{"origin_city":{"type":"string"},"destination_city":{"type":"string"},"weight_kg":{"type":"number","description":"Weight in kilograms."}},"required":["origin_city","destination_city","weight_kg"]}`
		tickets   = `{"type":"object","properties":{"keyword":{"type":"string"},"limit":{"type":"integer"}}}`
		histogram = `{"type":"dict","properties":{"data":{"type":"array","items":{"type":"integer"}},"bins":{"type":"integer","description":"Number of histogram bins."}},"required":["data","bins"]}`
		court     = `{"type":"dict","properties":{"case_title":{"type":"string"},"include_dissent":{"type":"boolean","description":"Include dissent."}},"required":["case_title"]}`
		meeting   = `{"type":"object","properties":{"room":{"type":"string","pattern":"^[A-Z]-[0-9]{3}$"},"time":{"type":"string","description":"Time of day, HH:MM."}},"required":["room","time"]}`
	)
	tests := []struct {
		name, goal, params string
		want               map[string]any
		missing            []string
	}{
		{"parameter words before the value", "Find the area of a triangle with a base of 10 units and height of 5 units.", triangle,
			map[string]any{"base": int64(10), "height": int64(5)}, []string{}},
		{"values in order for numbered parameters", "Calculate the greatest common divisor of two numbers: 40 and 50", gcd,
			map[string]any{"num1": int64(40), "num2": int64(50)}, []string{}},
		{"units say which parameter", "Calculate the final velocity after accelerating at 2 meters/second^2 for a duration of 5 seconds, starting from a speed of 10 meters/second.", motion,
			map[string]any{"initial_velocity": int64(10), "acceleration": int64(2), "time": int64(5)}, []string{}},
		{"patterns and from/to", "Move 40 units of SKU-10482 from WH-GZ02 to WH-SH01", transfer,
			map[string]any{"sku": "SKU-10482", "from_warehouse": "WH-GZ02", "to_warehouse": "WH-SH01", "quantity": int64(40)}, []string{}},
		{"patterns and 从/到", "把 200 件 SKU-55120 从 WH-SH01 调拨到 WH-CD01", transfer,
			map[string]any{"sku": "SKU-55120", "from_warehouse": "WH-SH01", "to_warehouse": "WH-CD01", "quantity": int64(200)}, []string{}},
		{"the description's example shape", "查一下工号 E30417 的假期余额", staff,
			map[string]any{"employee_id": "E30417"}, []string{}},
		{"a name after from for a supplier", "Which deliveries from Lenovo arrived at WH-CD01 last week?", receipts,
			map[string]any{"supplier": "Lenovo", "warehouse_code": "WH-CD01"}, nil},
		{"origin and destination, a number in kg", "How much would it cost to ship 12.5 kg from Shanghai to Chengdu by express?", quote,
			map[string]any{"origin_city": "Shanghai", "destination_city": "Chengdu", "weight_kg": 12.5}, []string{}},
		{"从/寄到 in Chinese", "从广州寄 3 公斤到北京多少钱", quote,
			map[string]any{"origin_city": "广州", "destination_city": "北京", "weight_kg": 3.0}, []string{}},
		{"a quoted keyword", "关于“夏季大促”的工单，最多20条", tickets,
			map[string]any{"keyword": "夏季大促", "limit": int64(20)}, nil},
		{"a written-out list for an array", "Create a histogram with the data 85, 90, 88, 92 and set bin range to 5.", histogram,
			map[string]any{"data": []any{int64(85), int64(90), int64(88), int64(92)}, "bins": int64(5)}, []string{}},
		{"a quoted title and a flag by its words", "Retrieve the details of a Supreme Court case titled 'Roe v. Wade'. Include dissent information.", court,
			map[string]any{"case_title": "Roe v. Wade", "include_dissent": true}, []string{}},
		{"a flag its words negate", "Retrieve the case titled 'Roe v. Wade' without the dissent.", court,
			map[string]any{"case_title": "Roe v. Wade", "include_dissent": false}, []string{}},
		{"nothing stated, nothing invented", "Find the area of a triangle", triangle,
			map[string]any{}, []string{"base", "height"}},
		{"a date never fills a time of day", "明天帮我订 B-101 会议室", meeting,
			map[string]any{"room": "B-101"}, []string{"time"}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, missing := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
			if tc.missing != nil && !slices.Equal(missing, tc.missing) {
				t.Errorf("missing = %v, want %v", missing, tc.missing)
			}
		})
	}
}

func TestFillArgsClockTimes(t *testing.T) {
	const (
		dock    = `{"type":"object","properties":{"warehouse_code":{"type":"string","pattern":"^WH-[A-Z]{2}[0-9]{2}$"},"start_time":{"type":"string","format":"date-time"},"end_time":{"type":"string","format":"date-time"}},"required":["warehouse_code","start_time","end_time"]}`
		send    = `{"type":"object","properties":{"send_at":{"type":"string","format":"date-time","description":"When to send."}},"required":["send_at"]}`
		meeting = `{"type":"object","properties":{"room":{"type":"string","pattern":"^[A-Z]-[0-9]{3}$"},"start_time":{"type":"string","description":"Start, HH:MM."},"end_time":{"type":"string","description":"End, HH:MM."}},"required":["room","start_time","end_time"]}`
		air     = `{"type":"dict","properties":{"location":{"type":"string"},"time":{"type":"string","description":"The specific time to check."}},"required":["location"]}`
		alarm   = `{"type":"object","properties":{"at":{"type":"string","format":"time"}},"required":["at"]}`
		report  = `{"type":"object","properties":{"start_date":{"type":"string","format":"date"},"end_date":{"type":"string","format":"date"}}}`
	)
	tests := []struct {
		name, goal, params string
		want               map[string]any
		missing            []string
	}{
		{"a Chinese afternoon window on a date-time pair", "明天下午2点到4点在 WH-SH01 预约一个卸货月台", dock,
			map[string]any{"warehouse_code": "WH-SH01", "start_time": "2025-03-11T14:00:00+08:00", "end_time": "2025-03-11T16:00:00+08:00"}, []string{}},
		{"an English window", "Book a dock at WH-CD01 tomorrow from 9am to 11am", dock,
			map[string]any{"warehouse_code": "WH-CD01", "start_time": "2025-03-11T09:00:00+08:00", "end_time": "2025-03-11T11:00:00+08:00"}, []string{}},
		{"a window's start alone leaves its end missing", "Book a dock at WH-CD01 tomorrow at 3pm", dock,
			map[string]any{"warehouse_code": "WH-CD01", "start_time": "2025-03-11T15:00:00+08:00"}, []string{"end_time"}},
		{"one instant", "活动定在明天晚上8点发送", send,
			map[string]any{"send_at": "2025-03-11T20:00:00+08:00"}, []string{}},
		{"time-of-day parameters take the clock, not the date", "明天傍晚 6 点到 7 点帮我订 B-101 会议室", meeting,
			map[string]any{"room": "B-101", "start_time": "18:00", "end_time": "19:00"}, []string{}},
		{"a plain time as written", "Find the air quality index in San Diego at 12pm.", air,
			map[string]any{"location": "San Diego", "time": "12pm"}, []string{}},
		{"format time is a full time", "叫醒我明天早上7点半", alarm,
			map[string]any{"at": "07:30:00+08:00"}, []string{}},
		{"a window past midnight, English", "the dock at WH-CD01 was closed from 11pm last night until 2am", dock,
			map[string]any{"warehouse_code": "WH-CD01", "start_time": "2025-03-09T23:00:00+08:00", "end_time": "2025-03-10T02:00:00+08:00"}, []string{}},
		{"a window into the next day, Chinese", "WH-SH01 明天晚上11点到次日凌晨2点停用月台", dock,
			map[string]any{"warehouse_code": "WH-SH01", "start_time": "2025-03-11T23:00:00+08:00", "end_time": "2025-03-12T02:00:00+08:00"}, []string{}},
		{"date parameters keep whole days", "明天下午2点到4点的报表", report,
			map[string]any{"start_date": "2025-03-11", "end_date": "2025-03-11"}, nil},
	}
	e := New(Options{Now: func() time.Time { return time.Date(2025, 3, 10, 9, 0, 0, 0, time.FixedZone("CST", 8*3600)) }, Location: time.FixedZone("CST", 8*3600)})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, missing := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
			if tc.missing != nil && !slices.Equal(missing, tc.missing) {
				t.Errorf("missing = %v, want %v", missing, tc.missing)
			}
		})
	}
}

func TestFillArgsRules(t *testing.T) {
	const (
		triangle = `{"type":"dict","properties":{"base":{"type":"integer","description":"The length of the base of the triangle."},"height":{"type":"integer","description":"The height of the triangle from the base."}},"required":["base","height"]}`
		history  = `{"type":"dict","properties":{"country":{"type":"string"},"start_year":{"type":"integer","description":"Start year of the period."},"end_year":{"type":"integer","description":"End year of the period."},"event_type":{"type":"array","items":{"type":"string","enum":["War","Revolutions"]}}},"required":["country","start_year","end_year"]}`
		rate     = `{"type":"dict","properties":{"principal":{"type":"integer","description":"The initial deposit."},"rate":{"type":"float","description":"The annual interest rate."},"years":{"type":"integer"}},"required":["principal","rate","years"]}`
		pct      = `{"type":"object","properties":{"discount":{"type":"number","description":"Discount in percent."},"traffic_pct":{"type":"number"},"variant_count":{"type":"integer"}}}`
		law      = `{"type":"dict","properties":{"field_of_law":{"type":"string","description":"The specific field of law e.g., constitutional law, criminal law, etc."},"country":{"type":"string"}},"required":["field_of_law"]}`
		crime    = `{"type":"dict","properties":{"crime":{"type":"string","description":"The crime to search for."},"jurisdiction":{"type":"string","description":"A state or country."}},"required":["crime","jurisdiction"]}`
		cell     = `{"type":"dict","properties":{"cell_type":{"type":"string","description":"Type of cell you want information about"}},"required":["cell_type"]}`
	)
	tests := []struct {
		name, goal, params string
		want               map[string]any
	}{
		{"a number's next words name the next value", "Calculate the area of a triangle with base 6 and height 10.", triangle,
			map[string]any{"base": int64(6), "height": int64(10)}},
		{"the nearest range word says the end", "Provide key war events in German history from 1871 to 1945.", history,
			map[string]any{"country": "German", "start_year": int64(1871), "end_year": int64(1945), "event_type": []any{"War"}}},
		{"a percent is a fraction", "Interest on a deposit of $5000 at an annual rate of 3% for 5 years.", rate,
			map[string]any{"principal": int64(5000), "rate": 0.03, "years": int64(5)}},
		{"unless the parameter counts in percent", "Start a test with 3 variants on 20% of traffic at a 15% discount", pct,
			map[string]any{"variant_count": int64(3), "traffic_pct": 20.0, "discount": 15.0}},
		{"an example of the description written in the goal", "Get me the top landmark cases in constitutional law in China.", law,
			map[string]any{"field_of_law": "constitutional law", "country": "China"}},
		{"the words after a parameter's noun and of", "Find out the possible punishments for the crime of theft in California.", crime,
			map[string]any{"crime": "theft", "jurisdiction": "California"}},
		{"the word before the noun of a kind", "Find me detailed information about the structure of human cell", cell,
			map[string]any{"cell_type": "human"}},
		{"no cue, nothing filled", "Find me information about cells", cell, map[string]any{}},
		{"a place with its region", "What's the approximate distance between Boston, MA, and Washington, D.C. in mile?",
			`{"type":"dict","properties":{"start_location":{"type":"string"},"end_location":{"type":"string"}},"required":["start_location","end_location"]}`,
			map[string]any{"start_location": "Boston, MA", "end_location": "Washington, D.C."}},
		{"a list of names is no place", "What's the current stock price of Apple, Microsoft and Google?",
			`{"type":"dict","properties":{"company_names":{"type":"array","items":{"type":"string"}}},"required":["company_names"]}`,
			map[string]any{"company_names": []any{"Apple", "Microsoft", "Google"}}},
		{"numbered parameters are not counted", "Calculate the electromagnetic force between two charges of 5C and 7C placed 3 meters apart.",
			`{"type":"dict","properties":{"charge1":{"type":"integer"},"charge2":{"type":"integer"},"distance":{"type":"integer","description":"Distance in meters."}},"required":["charge1","charge2","distance"]}`,
			map[string]any{"charge1": int64(5), "charge2": int64(7), "distance": int64(3)}},
		{"a unit asked for", "Get the average temperature in Austin for the next 3 days in Celsius.",
			`{"type":"dict","properties":{"location":{"type":"string"},"days":{"type":"integer"},"temp_unit":{"type":"string"}},"required":["location","days"]}`,
			map[string]any{"location": "Austin", "days": int64(3), "temp_unit": "Celsius"}},
		{"a word after in that is no unit", "Get the average temperature in Austin.",
			`{"type":"dict","properties":{"location":{"type":"string"},"temp_unit":{"type":"string"}},"required":["location"]}`,
			map[string]any{"location": "Austin"}},
		{"a filter no value of which is named takes all", "Show the alerts of last week", `{"type":"object","properties":{"severity":{"type":"string","enum":["all","critical","warning"]}}}`,
			map[string]any{"severity": "all"}},
		{"unless the schema says what unstated means", "Show the alerts of last week", `{"type":"object","properties":{"severity":{"type":"string","enum":["all","critical","warning"],"default":"critical"}}}`,
			map[string]any{}},
		{"or its description does", "Show the alerts of last week", `{"type":"object","properties":{"severity":{"type":"string","enum":["all","critical","warning"],"description":"Defaults to critical."}}}`,
			map[string]any{}},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := fill(t, e, tc.goal, tc.params)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("args = %#v, want %#v", got, tc.want)
			}
		})
	}
}
