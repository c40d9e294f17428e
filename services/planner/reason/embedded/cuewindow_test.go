package embedded

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/prefilter"
	"github.com/hermes-agent/hermes/services/planner/task"
)

// TestEndsWith checks that reading only the end of a text answers as
// the whole pattern does, for the cue patterns read before a value, over
// every prefix of each text.
func TestEndsWith(t *testing.T) {
	res := []*prefilter.Regexp{lowerBoundBeforeRE, upperBoundBeforeRE, eachBeforeRE, priceCueRE, negatedVerbRE, hanNumberCueRE, periodBeforeRE}
	goals := []string{
		"invoices over 2,000 and under 50", "金额超过5万的订单", "金额不超过 3 天", "单价 500", "每台：300",
		"buy 12 of K1234 at 35.5 each", "do not archive anything", "不要 删除", "no less than   \t 7",
		strings.Repeat("padding words ", 20) + "at least 12", strings.Repeat("字", 40) + "不超过 9",
		"x" + strings.Repeat(" ", 200) + "over 5", "over" + strings.Repeat(" ", 150) + "5", "月租涨到 5800", "预算是：3000",
		"每小时改成 12", "周薪：", "每日封顶",
	}
	for _, re := range res {
		for _, g := range goals {
			for i := range len(g) + 1 {
				if want := re.MatchString(g[:i]); endsWith(re, g[:i]) != want {
					t.Errorf("endsWith(%s, %q) = %v, want %v", re, g[:i], !want, want)
				}
				if got, want := endIndex(re, g[:i]), re.FindStringIndex(g[:i]); !slices.Equal(got, want) {
					t.Errorf("endIndex(%s, %q) = %v, want %v", re, g[:i], got, want)
				}
			}
		}
	}
}

// BenchmarkFillLongGoal fills the bounds, a unit's price and a status from
// goals of growing length: the time per character stays flat when each
// cue is read from the end of the text before a value, not rescanned from
// the start of the goal.
func BenchmarkFillLongGoal(b *testing.B) {
	spec := &toolspec.Spec{Name: "search_sales_orders", Parameters: json.RawMessage(`{"type":"object","properties":{
		"min_amount":{"type":"number"},"max_amount":{"type":"number"},"unit_price":{"type":"number"},
		"status":{"type":"string","enum":["open","close","pending"]}}}`)}
	e := newEngine(b)
	const clause = "orders of 12 crates from the north depot at 35 dollars a crate, not archived, "
	for _, n := range []int{2000, 20000} {
		goal := strings.Repeat(clause, n/len(clause)+1)[:n] + " with totals over 5,000 and under 9,000"
		tk, err := e.Parse(context.Background(), goal, nil)
		if err != nil {
			b.Fatal(err)
		}
		run := reason.NewRun(tk, nil)
		b.Run(fmt.Sprintf("chars=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := e.FillArgs(context.Background(), run, &task.Subtask{Description: goal}, spec, nil, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
