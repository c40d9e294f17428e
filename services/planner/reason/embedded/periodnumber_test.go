package embedded

import (
	"context"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
)

// TestFilledValuesPeriodDays: the number of a stated period (7 of 最近7天,
// "the last 7 days") says how long the period is; it is no value the need
// filters by, so it does not count towards the read whose parameter takes
// a number of days.
func TestFilledValuesPeriodDays(t *testing.T) {
	spec := &toolspec.Spec{Name: "overdue_invoices", Description: "Unpaid invoices past their due date.", SideEffect: toolspec.Read,
		Parameters: []byte(`{"type":"object","properties":{"region":{"type":"string","enum":["north","south"],"description":"north (华北), south (华南)."},"min_days_overdue":{"type":"integer","minimum":1}}}`)}
	tests := []struct {
		goal string
		want int
	}{
		{"最近7天华北有多少发票被退回", 1},
		{"华北逾期超过7天的", 2},
	}
	e := newEngine(t)
	for _, tc := range tests {
		t.Run(tc.goal, func(t *testing.T) {
			tk, err := e.Parse(context.Background(), tc.goal, reason.NewMeter(0))
			if err != nil {
				t.Fatal(err)
			}
			if got := e.filledValues(context.Background(), reason.NewRun(tk, nil), tc.goal, spec, nil); got != tc.want {
				t.Errorf("filledValues = %d, want %d", got, tc.want)
			}
		})
	}
}
