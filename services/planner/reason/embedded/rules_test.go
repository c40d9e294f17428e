package embedded

import (
	"reflect"
	"testing"
)

// fillCase is one goal, one schema and the arguments it must give.
type fillCase struct {
	name, goal, params string
	want               map[string]any
}

func runFillCases(t *testing.T, tests []fillCase) {
	t.Helper()
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

func TestFillArgsEnumForms(t *testing.T) {
	const (
		bucket = `{"type":"object","properties":{"granularity":{"type":"string","enum":["day","week","month"]}},"required":["granularity"]}`
		adjust = `{"type":"object","properties":{"reason":{"type":"string","enum":["damage","cycle_count","found"]}}}`
		detail = `{"type":"dict","properties":{"detail_level":{"type":"string","enum":["summary","detailed"]}},"required":["detail_level"]}`
		region = `{"type":"object","properties":{"region":{"type":"string","enum":["east","north","south","west"]}}}`
		hours  = `{"type":"object","properties":{"state":{"type":"string","enum":["open","closed"]}}}`
	)
	runFillCases(t, []fillCase{
		{"an adjective of the value", "Daily throughput of the warehouse in the past 7 days", bucket, map[string]any{"granularity": "day"}},
		{"a Chinese bucket word", "上个月每周的出库量", bucket, map[string]any{"granularity": "week"}},
		{"an English bucket adverb", "Show me monthly throughput", bucket, map[string]any{"granularity": "month"}},
		{"a participle of the value", "Write off 12 damaged units", adjust, map[string]any{"reason": "damage"}},
		{"the value is the participle", "Punishments for the crime of theft in detail", detail, map[string]any{"detail_level": "detailed"}},
		{"a Chinese compass word", "2月份西部区域的准时送达率", region, map[string]any{"region": "west"}},
		{"a plural or -ing form is another thing", "a restaurant that opens late", hours, map[string]any{}},
	})
}
