package digest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestReportAskedColumns: every measure the goal asks for is a column of
// the report's table, under the field's own name.
func TestReportAskedColumns(t *testing.T) {
	out := `{"rows":[` +
		`{"store":"S01","region":"east","city":"Hangzhou","channel":"app","status":"open","visits":1200,"gmv":5230.5,"order_count":310},` +
		`{"store":"S02","region":"east","city":"Ningbo","channel":"web","status":"closed","visits":800,"gmv":4100.0,"order_count":250}]}`
	tests := []struct {
		name, goal, lang string
		want, not        []string
	}{
		{"zh sales and orders", "查询华东区门店的销售额和订单量", "zh", []string{"gmv", "订单数"}, []string{"营收"}},
		{"en sales and orders", "show sales and orders of the east stores", "en", []string{"gmv", "order count"}, []string{"revenue"}},
		{"named field", "visits and gmv per store", "en", []string{"visits", "gmv"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, data := Summarize(json.RawMessage(out), "query_store_sales", tc.lang, Limits{})
			tk := &task.Task{Goal: tc.goal, Language: tc.lang, Format: task.FormatMarkdown}
			got := Report(tk, []task.StepSummary{{SubtaskID: "s", Description: "stores", Tool: "query_store_sales", Status: task.StepSucceeded, Data: data}})
			header := ""
			for _, line := range strings.Split(got, "\n") {
				if strings.HasPrefix(line, "|") {
					header = line
					break
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(header, w) {
					t.Errorf("table header %q lacks %q:\n%s", header, w, got)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(header, w) {
					t.Errorf("table header %q names %q:\n%s", header, w, got)
				}
			}
		})
	}
}

// TestMapShapedResult: an object of values per key is a table, and the
// summary lists its pairs rather than raw JSON.
func TestMapShapedResult(t *testing.T) {
	out := json.RawMessage(`{"total":10,"by_category":{"books":4,"toys":6}}`)
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			line, data := Summarize(out, "count_by_category", lang, Limits{})
			if strings.ContainsAny(line, "{}") {
				t.Errorf("summary %q prints raw JSON", line)
			}
			if !strings.Contains(line, "books 4") {
				t.Errorf("summary %q lacks the pair books 4", line)
			}
			tk := &task.Task{Goal: "items per category", Language: lang, Format: task.FormatMarkdown}
			got := Report(tk, []task.StepSummary{{SubtaskID: "s", Description: "per category", Tool: "count_by_category", Status: task.StepSucceeded, Summary: line, Data: data}})
			if !strings.Contains(got, "| books ") || !strings.Contains(got, "| toys ") {
				t.Errorf("report has no row per category:\n%s", got)
			}
		})
	}
}
